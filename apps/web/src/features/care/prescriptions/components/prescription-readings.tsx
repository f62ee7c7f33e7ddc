import { MSG } from '@abasto/domain/messages';
import { List, Paper, Text, Title } from '@mantine/core';
import { usePrescriptionReadings } from '../api/get-prescription-readings.ts';
import { formatIssueDateTime } from './format-issue-date.ts';

/** The readings of a prescription by others than its doctor and patient (docs/product.md#prescriptions). */
export function PrescriptionReadings({ id }: { id: number }) {
  const { data } = usePrescriptionReadings(id, true);
  return (
    <Paper withBorder p="md" data-testid="prescription-readings">
      <Title order={2} size="h4" mb="sm">
        {MSG.carePrescriptionReadings}
      </Title>
      {data && data.length === 0 && (
        <Text size="sm" c="gray.7">
          {MSG.carePrescriptionNoReadings}
        </Text>
      )}
      {data && data.length > 0 && (
        <List size="sm" spacing={4}>
          {data.map((r, i) => (
            <List.Item key={`${r.readAt}-${i}`}>
              {r.readerName} ({r.readerRole}) · {formatIssueDateTime(r.readAt)}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
