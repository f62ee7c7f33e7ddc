import { MSG } from '@abasto/domain/messages';
import { doseText, type Remedio } from '@abasto/domain/prescription';
import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** The medication table of the prescription detail; on a phone, one card per medicine. */
export function RemedioTable({ remedios }: { remedios: Remedio[] }) {
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
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
              {(
                [
                  [MSG.careRemedioDose, doseText(r)],
                  [MSG.careRemedioInterval, r.interval],
                  [MSG.careRemedioQuantity, r.quantity],
                  [MSG.careRemedioAdministration, r.administration],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <Text size="xs" c="dimmed">
                    {label}
                  </Text>
                  <Text size="sm">{value ?? MSG.careNone}</Text>
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
            <Table.Th>{MSG.careRemedioName}</Table.Th>
            <Table.Th>{MSG.careRemedioDose}</Table.Th>
            <Table.Th>{MSG.careRemedioInterval}</Table.Th>
            <Table.Th>{MSG.careRemedioQuantity}</Table.Th>
            <Table.Th>{MSG.careRemedioAdministration}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {remedios.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td fw={600}>{r.name}</Table.Td>
              <Table.Td>{doseText(r) ?? MSG.careNone}</Table.Td>
              <Table.Td>{r.interval ?? MSG.careNone}</Table.Td>
              <Table.Td>{r.quantity ?? MSG.careNone}</Table.Td>
              <Table.Td>{r.administration ?? MSG.careNone}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
