import { MSG } from '@abasto/domain/messages';
import { REMEDIO_COLUMNS, type Remedio } from '@abasto/domain/prescription';
import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMedia } from '../../../../lib/use-media.ts';

/** The medication table of the prescription detail; on a phone, one card per medicine. */
export function RemedioTable({ remedios }: { remedios: Remedio[] }) {
  const narrow = useMedia('(max-width: 48em)');
  if (remedios.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {MSG.carePrescriptionNoRemedios}
      </Text>
    );
  }
  if (narrow) {
    return (
      <Stack gap="xs" data-testid="remedio-cards">
        {remedios.map((r) => (
          <Paper key={r.id} withBorder p="sm" radius="md" bg="gray.0">
            <Text fw={700}>{r.name}</Text>
            <SimpleGrid cols={2} spacing="xs" mt={6}>
              {/* The name is the card's title; the other columns below it. */}
              {REMEDIO_COLUMNS.slice(1).map((column) => (
                <div key={column.key}>
                  <Text size="xs" c="dimmed">
                    {column.label}
                  </Text>
                  <Text size="sm">{column.value(r) ?? MSG.careNone}</Text>
                </div>
              ))}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="remedio-table">
        <Table.Thead>
          <Table.Tr>
            {REMEDIO_COLUMNS.map((column) => (
              <Table.Th key={column.key}>{column.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {remedios.map((r) => (
            <Table.Tr key={r.id}>
              {REMEDIO_COLUMNS.map((column) => (
                <Table.Td key={column.key} fw={column.key === 'name' ? 600 : undefined}>
                  {column.value(r) ?? MSG.careNone}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
