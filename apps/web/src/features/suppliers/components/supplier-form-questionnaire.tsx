import { RADIO_FORM_ANSWERS } from '@abasto/domain/supplier';
import { Group, Radio, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { SupplierFormValues } from './supplier-form-values.ts';

/** The record's questionnaire answers (`radioForm`) in the supplier form (docs/product.md#supplier-detail). */
export function SupplierFormQuestionnaire({ form, readOnly }: { form: UseFormReturnType<SupplierFormValues>; readOnly: boolean }) {
  return (
    <Stack gap="sm">
      {form.getValues().radioForm.map((entry, i) => (
        <Radio.Group
          key={entry.pregunta}
          label={entry.pregunta}
          value={entry.respuesta}
          onChange={(respuesta) => form.setFieldValue(`radioForm.${i}.respuesta`, respuesta)}
        >
          <Group mt={4}>
            {RADIO_FORM_ANSWERS.map((a) => (
              <Radio key={a} value={a} label={a} disabled={readOnly} />
            ))}
          </Group>
        </Radio.Group>
      ))}
    </Stack>
  );
}
