import { MSG } from '@abasto/domain/messages';
import { emailList, SUPPLIER_FIELD_LABELS, type SupplierField, type SupplierValues } from '@abasto/domain/supplier';
import { REGISTRATION_CONFIRM_STEP, REGISTRATION_STEPS } from '@abasto/domain/supplier-registration';
import { Button, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDay } from '../../../lib/typed-day.ts';

function shown(field: SupplierField, value: unknown): string {
  if (field === 'emailEjecutivo') return emailList(value).join(', ');
  if (field === 'inicioActividad' && typeof value === 'string') return formatDay(value);
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'number') return value.toLocaleString('es-PY');
  return typeof value === 'string' ? value.trim() : '';
}

/** Step 5, 'Confirmar Datos': everything typed, read only, with a way back to each step. */
export function RegistrationSummary({ values, onEdit }: { values: SupplierValues; onEdit(step: number): void }) {
  return (
    <Stack gap="lg" data-testid="registration-summary">
      <Text c="dimmed" size="sm">
        {MSG.registrationConfirmHint}
      </Text>
      {REGISTRATION_STEPS.slice(0, REGISTRATION_CONFIRM_STEP).map((step, index) => (
        <Stack key={step.title} gap="xs">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={3} size="h5" style={{ flex: 1, minWidth: 0 }}>
              {step.title}
            </Title>
            <Button variant="subtle" size="compact-sm" onClick={() => onEdit(index)} style={{ flexShrink: 0 }}>
              {MSG.registrationEdit}
            </Button>
          </Group>
          <Divider />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs">
            {step.fields.map((field) => (
              <div key={field}>
                <Text size="xs" c="dimmed">
                  {SUPPLIER_FIELD_LABELS[field]}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-field={field}>
                  {shown(field, values[field]) || MSG.registrationEmpty}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
