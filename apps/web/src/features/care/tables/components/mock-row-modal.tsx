import { MSG } from '@abasto/domain/messages';
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { ACT_COLORS, ACT_LABELS, cellValue, type MockRow, type MockTable } from '../mock-row.ts';

interface MockRowModalProps {
  table: MockTable;
  row: MockRow | null;
  onClose: () => void;
}

/** Everything a demo row holds, opened from its Ação button. */
export function MockRowModal({ table, row, onClose }: MockRowModalProps) {
  return (
    <Modal opened={row !== null} onClose={onClose} title={row?.title} centered>
      {row && (
        <Stack gap="sm" data-testid="mock-row-detail">
          <Group gap="xs">
            <Badge color={ACT_COLORS[row.act]} variant="light">
              {ACT_LABELS[row.act]}
            </Badge>
            <Badge variant="outline" color="gray">
              {row.st}
            </Badge>
          </Group>
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={140}>{table.firstHeader}</Table.Th>
                <Table.Td>{row.title}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{MSG.mockDate}</Table.Th>
                <Table.Td>{row.dat}</Table.Td>
              </Table.Tr>
              {table.columns.map((c) => (
                <Table.Tr key={c.header}>
                  <Table.Th>{c.header}</Table.Th>
                  <Table.Td>{c.kind === 'progress' ? `${cellValue(row, c)}%` : cellValue(row, c)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            {MSG.demoNotice}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {MSG.careClose}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
