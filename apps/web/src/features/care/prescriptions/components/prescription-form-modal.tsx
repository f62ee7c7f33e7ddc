import { MSG } from '@abasto/domain/messages';
import { personName, type PrescriptionDetail } from '@abasto/domain/prescription';
import {
  ActionIcon,
  Button,
  Divider,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { ApiError } from '../../../../lib/api-client.ts';
import { notify } from '../../../../lib/notify.ts';
import { GuardedModal, useUnsavedChanges } from '../../../../lib/unsaved-changes.tsx';
import { useVersionConflict, VersionConflictAlert } from '../../../../lib/version-conflict.tsx';
import { usePacientes } from '../../calendar/api/get-pacientes.ts';
import { useItemList } from '../../value-lists/api/get-item-list.ts';
import { useCreatePrescription } from '../api/create-prescription.ts';
import { prescriptionQueryOptions } from '../api/get-prescription.ts';
import { useUpdatePrescription } from '../api/update-prescription.ts';
import {
  emptyPrescriptionForm,
  emptyRemedio,
  type PrescriptionFormErrors,
  type PrescriptionFormValues,
  prescriptionFormOf,
  prescriptionInputOf,
  type RemedioRow,
  validatePrescriptionForm,
} from './prescription-form-values.ts';
import { useMedia } from '../../../../lib/use-media.ts';

interface Props {
  opened: boolean;
  /** The prescription to edit, or undefined to write a new one. */
  prescription?: PrescriptionDetail;
  onClose(): void;
  onSaved?(prescription: PrescriptionDetail): void;
}

/** The doctor's prescription form, the same for a new prescription and an edit. */
export function PrescriptionFormModal({ opened, prescription, onClose, onSaved }: Props) {
  const narrow = useMedia('(max-width: 48em)');
  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      title={prescription ? MSG.carePrescriptionEditTitle : MSG.carePrescriptionNew}
      size="xl"
      fullScreen={narrow}
      centered
    >
      {opened && <PrescriptionForm prescription={prescription} onDone={onClose} onSaved={onSaved} />}
    </GuardedModal>
  );
}

/** Select options from a value list, keeping a value the list no longer has. */
function optionsOf(names: string[] | undefined, current: string | null): string[] {
  const list = names ?? [];
  return current && !list.includes(current) ? [current, ...list] : list;
}

// Compared on a stale save (docs/product.md#concurrent-edits); a row's React key is the form's own.
const COMPARED: (keyof PrescriptionFormValues)[] = ['title', 'patientId', 'notes', 'remedios'];
const LABELS = {
  title: MSG.carePrescriptionTitle,
  patientId: MSG.carePatient,
  notes: MSG.carePrescriptionNotes,
  remedios: MSG.carePrescriptionMedication,
};
const withoutRowKeys = (v: PrescriptionFormValues): PrescriptionFormValues => ({ ...v, remedios: v.remedios.map((r) => ({ ...r, key: '' })) });
const remediosText = (rows: RemedioRow[]) =>
  rows.map((r) => [r.name, r.dose, r.unit, r.interval].filter(Boolean).join(' ')).join('; ');

function PrescriptionForm({
  prescription,
  onDone,
  onSaved,
}: {
  prescription?: PrescriptionDetail;
  onDone(): void;
  onSaved?(p: PrescriptionDetail): void;
}) {
  // The domain's checks on Guardar; a field's message goes as soon as it changes.
  const form = useForm<PrescriptionFormValues>({
    mode: 'controlled',
    initialValues: prescription ? prescriptionFormOf(prescription) : emptyPrescriptionForm(),
    validate: validatePrescriptionForm,
  });
  useUnsavedChanges(() => form.isDirty());
  const values = form.getValues();
  const errors = form.errors as PrescriptionFormErrors;
  const pacientes = usePacientes();
  const units = useItemList('units');
  const administrations = useItemList('administrationTypes');
  const create = useCreatePrescription();
  const update = useUpdatePrescription();
  const saving = create.isPending || update.isPending;
  const queryClient = useQueryClient();
  const versions = useVersionConflict<PrescriptionFormValues>({
    loaded: prescription && { values: prescriptionFormOf(prescription), version: prescription.version },
    loadCurrent: async () => {
      const current = await queryClient.fetchQuery({ ...prescriptionQueryOptions(prescription?.id ?? 0), staleTime: 0 });
      return { values: prescriptionFormOf(current), version: current.version };
    },
    fields: COMPARED,
    compareAs: withoutRowKeys,
  });

  const patientOptions = (pacientes.data ?? []).map((p) => ({ value: String(p._id), label: personName(p) }));
  if (prescription && !patientOptions.some((o) => o.value === String(prescription.patient.id))) {
    patientOptions.unshift({ value: String(prescription.patient.id), label: personName(prescription.patient) });
  }

  function setRow(index: number, patch: Partial<RemedioRow>) {
    for (const [field, value] of Object.entries(patch)) form.setFieldValue(`remedios.${index}.${field}`, value);
    form.clearFieldError('remedios');
  }

  const send = (submitted: PrescriptionFormValues, version = versions.version()) => {
    const input = { ...prescriptionInputOf(submitted), version };
    const handlers = {
      onSuccess: (saved: PrescriptionDetail) => {
        notify.success(prescription ? MSG.carePrescriptionUpdated : MSG.carePrescriptionCreated);
        form.resetDirty();
        onSaved?.(saved);
        onDone();
      },
      onError: (err: Error) => {
        if (versions.handleError(err)) return;
        if (err instanceof ApiError) form.setErrors(err.fieldErrors);
        notify.error(`${MSG.carePrescriptionSaveFailed}: ${err.message}`);
      },
    };
    if (prescription) update.mutate({ id: prescription.id, input }, handlers);
    else create.mutate(input, handlers);
  };
  const submit = form.onSubmit((submitted) => send(submitted));
  const patientName = (id: string | null) => patientOptions.find((o) => o.value === id)?.label ?? '';

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Grid>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <TextInput
              label={MSG.carePrescriptionTitle}
              value={values.title}
              onChange={(e) => form.setFieldValue('title', e.currentTarget.value)}
              error={errors.title}
              required
              data-autofocus
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Select
              label={MSG.carePatient}
              placeholder={MSG.carePrescriptionPatientPlaceholder}
              data={patientOptions}
              value={values.patientId}
              onChange={(v) => form.setFieldValue('patientId', v)}
              error={errors.patientId}
              searchable
              required
              nothingFoundMessage={MSG.careNone}
            />
          </Grid.Col>
        </Grid>
        <Textarea
          label={MSG.carePrescriptionNotes}
          value={values.notes}
          onChange={(e) => form.setFieldValue('notes', e.currentTarget.value)}
          error={errors.notes}
          autosize
          minRows={2}
          maxRows={5}
        />

        <Divider label={MSG.carePrescriptionMedication} labelPosition="left" />
        {errors.remedios && (
          <Text c="red" size="sm">
            {errors.remedios}
          </Text>
        )}
        <Stack gap="sm">
          {values.remedios.map((row, index) => (
            <Paper key={row.key} withBorder p="sm" radius="md" data-testid="remedio-row">
              <Grid gap="xs" align="flex-end">
                <Grid.Col span={{ base: 12, md: 4 }}>
                  <TextInput
                    label={MSG.careRemedioName}
                    placeholder={MSG.careRemedioNamePlaceholder}
                    value={row.name}
                    onChange={(e) => setRow(index, { name: e.currentTarget.value })}
                    error={errors[`remedios.${index}.name`]}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, md: 2 }}>
                  <TextInput
                    label={MSG.careRemedioDose}
                    placeholder={MSG.careRemedioDosePlaceholder}
                    value={row.dose}
                    onChange={(e) => setRow(index, { dose: e.currentTarget.value })}
                    error={errors[`remedios.${index}.dose`]}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, md: 2 }}>
                  <Select
                    label={MSG.careRemedioUnit}
                    data={optionsOf(units.data?.map((u) => u.name), row.unit)}
                    value={row.unit}
                    onChange={(v) => setRow(index, { unit: v })}
                    clearable
                    searchable
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, md: 4 }}>
                  <TextInput
                    label={MSG.careRemedioInterval}
                    placeholder={MSG.careRemedioIntervalHint}
                    value={row.interval}
                    onChange={(e) => setRow(index, { interval: e.currentTarget.value })}
                    error={errors[`remedios.${index}.interval`]}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, md: 4 }}>
                  <TextInput
                    label={MSG.careRemedioQuantity}
                    value={row.quantity}
                    onChange={(e) => setRow(index, { quantity: e.currentTarget.value })}
                    error={errors[`remedios.${index}.quantity`]}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 10, md: 7 }}>
                  <Select
                    label={MSG.careRemedioAdministration}
                    data={optionsOf(administrations.data?.map((a) => a.name), row.administration)}
                    value={row.administration}
                    onChange={(v) => setRow(index, { administration: v })}
                    clearable
                    searchable
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 2, md: 1 }}>
                  <Group justify="flex-end">
                    <ActionIcon
                      variant="light"
                      color="red"
                      size="lg"
                      aria-label={MSG.carePrescriptionRemoveRemedio}
                      title={MSG.carePrescriptionRemoveRemedio}
                      onClick={() => form.setFieldValue('remedios', values.remedios.filter((_, i) => i !== index))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Grid.Col>
              </Grid>
            </Paper>
          ))}
        </Stack>
        <Group>
          <Button variant="light" onClick={() => form.setFieldValue('remedios', [...values.remedios, emptyRemedio()])}>
            {MSG.carePrescriptionAddRemedio}
          </Button>
        </Group>

        {prescription && (
          <VersionConflictAlert
            state={versions}
            area="care"
            labels={LABELS}
            format={{ patientId: patientName, remedios: remediosText }}
            saving={saving}
            form={form}
            onSave={send}
          />
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {MSG.careCancel}
          </Button>
          <Button type="submit" loading={saving}>
            {MSG.careSave}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
