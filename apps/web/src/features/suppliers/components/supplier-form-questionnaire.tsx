import { RADIO_FORM_ANSWERS } from '@abasto/domain/supplier-fields';
import { Group, Radio, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AfterFirstPaint, inBatches, QUESTION_ROOM } from '../../../lib/after-first-paint.tsx';
import type { SupplierFormValues } from './supplier-form-values.ts';

/**
 * The record's questionnaire answers (`radioForm`) in the supplier form (docs/product.md#supplier-detail),
 * below the fold: drawn a few questions at a time once the fields above are painted.
 */
export function SupplierFormQuestionnaire({ form, readOnly }: { form: UseFormReturnType<SupplierFormValues>; readOnly: boolean }) {
  const entries = form.getValues().radioForm.map((entry, i) => ({ entry, i }));
  return (
    <Stack gap="sm">
      {inBatches(entries).map((batch) => (
        <AfterFirstPaint key={batch[0]!.i} minHeight={batch.length * QUESTION_ROOM}>
          {batch.map(({ entry, i }) => (
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
        </AfterFirstPaint>
      ))}
    </Stack>
  );
}
