import { MSG } from '@abasto/domain/messages';
import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../../app/page-loader.tsx';
import { useUser } from '../../../../lib/session.tsx';
import { type PainRecord, usePainRecords } from '../api/get-own-pain-records.ts';
import { MockStatusTable } from '../components/mock-status-table.tsx';
import { PAIN_DIARY } from '../pain-diary.ts';

/**
 * /diario-de-dor. A patient sees its own records (/api/dor); the demonstration rows, which are
 * other people's, are for staff only (docs/product.md#demo-screens).
 */
export default function PainDiaryPage() {
  const { role } = useUser();
  const patient = role === 'paciente';
  if (!patient) return <MockStatusTable table={PAIN_DIARY} />;
  return <OwnPainDiary />;
}

const when = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

function levelColor(level: number) {
  return level >= 7 ? 'red.8' : level >= 4 ? 'orange.9' : 'green.8';
}

function PainCard({ record }: { record: PainRecord }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="pain-record">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>{record.location}</Text>
          <Text size="sm" c="dimmed">
            {when(record.recordedAt)}
          </Text>
        </Stack>
        <Badge variant="outline" color={levelColor(record.level)} style={{ flexShrink: 0 }}>
          {MSG.painDiaryLevel(record.level)}
        </Badge>
      </Group>
      {record.notes && (
        <Text size="sm" mt="xs">
          <Text span fw={500}>
            {MSG.painDiaryNotes}:{' '}
          </Text>
          {record.notes}
        </Text>
      )}
    </Paper>
  );
}

function OwnPainDiary() {
  const records = usePainRecords(true);
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {MSG.painDiaryOwnTitle}
        </Title>
        <Text c="dimmed" size="sm">
          {MSG.painDiaryOwnDescription}
        </Text>
      </div>
      {records.isPending ? (
        <PageLoader />
      ) : records.isError ? (
        <Alert color="red">{MSG.painDiaryOwnLoadFailed}</Alert>
      ) : records.data.length === 0 ? (
        <Text c="dimmed">{MSG.painDiaryOwnEmpty}</Text>
      ) : (
        <Stack gap="sm" data-testid="pain-records">
          {records.data.map((r) => (
            <PainCard key={r.id} record={r} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
