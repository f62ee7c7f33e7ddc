import { canChangePrescription } from '@abasto/domain/care-records-access';
import { MSG } from '@abasto/domain/messages';
import { can } from '@abasto/domain/permissions';
import { personName } from '@abasto/domain/prescription';
import { ROUTES } from '@abasto/domain/routes';
import { Alert, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../../app/page-loader.tsx';
import { notify } from '../../../../lib/notify.ts';
import { confirmCareDelete } from '../../shared/confirm-care-delete.tsx';
import { useUser } from '../../../../lib/session.tsx';
import { useDeletePrescription } from '../api/delete-prescription.ts';
import { usePrescription } from '../api/get-prescription.ts';
import { AttachedContents } from '../components/attached-contents.tsx';
import { downloadPrescriptionPdf } from '../components/download-prescription-pdf.ts';
import { formatIssueDateTime } from '../components/format-issue-date.ts';
import { PrescriptionFormModal } from '../components/prescription-form-modal.tsx';
import { PrescriptionReadings } from '../components/prescription-readings.tsx';
import { RemedioTable } from '../components/remedio-table.tsx';

function Field({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** receita/{id}/detail/{title}: the prescription, its medication table, 'Gerar Pdf' and attached contents. */
export default function PrescriptionDetailPage() {
  const user = useUser();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = usePrescription(id);
  const remove = useDeletePrescription();
  const [editing, setEditing] = useState(false);
  const [makingPdf, setMakingPdf] = useState(false);

  const back = (
    <Button component={Link} to={ROUTES.prescriptions} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {MSG.careBack}
    </Button>
  );

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Stack>
        <Group>{back}</Group>
        <Alert color="red">{query.error.message || MSG.carePrescriptionNotFound}</Alert>
      </Stack>
    );
  }

  const p = query.data;
  const canChange = canChangePrescription(user, p.doctor.id);

  async function makePdf() {
    setMakingPdf(true);
    try {
      await downloadPrescriptionPdf(p);
    } catch {
      notify.error(MSG.carePrescriptionPdfFailed);
    } finally {
      setMakingPdf(false);
    }
  }

  function confirmDelete() {
    confirmCareDelete({
      remove: () => remove.mutateAsync(p.id),
      done: MSG.carePrescriptionDeleted,
      failed: MSG.carePrescriptionDeleteFailed,
      afterDone: () => void navigate(ROUTES.prescriptions, { replace: true }),
    });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        {back}
        <Group gap="xs">
          {canChange && (
            <>
              <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
                {MSG.careEdit}
              </Button>
              <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
                {MSG.careDelete}
              </Button>
            </>
          )}
          <Button leftSection={<IconFileTypePdf size={16} />} onClick={() => void makePdf()} loading={makingPdf}>
            {MSG.carePrescriptionPdf}
          </Button>
        </Group>
      </Group>

      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h3" mb="md" data-testid="prescription-title" style={{ overflowWrap: 'anywhere' }}>
          {p.title}
        </Title>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Field label={MSG.carePrescriptionIssued} testId="prescription-issued">
              {formatIssueDateTime(p.createdAt)}
            </Field>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <Field label={MSG.carePrescriptionDoctor} testId="prescription-doctor">
              {personName(p.doctor)}
            </Field>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {p.doctor.email}
            </Text>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 5 }}>
            <Field label={MSG.carePatient} testId="prescription-patient">
              {personName(p.patient)}
            </Field>
          </Grid.Col>
          {p.notes && (
            <Grid.Col span={12}>
              <Field label={MSG.carePrescriptionNotes}>{p.notes}</Field>
            </Grid.Col>
          )}
        </Grid>
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {MSG.carePrescriptionMedication}
        </Title>
        <RemedioTable remedios={p.remedios} />
      </Paper>

      <AttachedContents prescription={p} canAttach={canChange} />

      {can(user.role, 'care.audit') && <PrescriptionReadings id={p.id} />}

      <PrescriptionFormModal
        opened={editing}
        prescription={p}
        onClose={() => setEditing(false)}
        onSaved={(saved) => void navigate(ROUTES.prescription(saved.id, saved.title), { replace: true })}
      />
    </Stack>
  );
}
