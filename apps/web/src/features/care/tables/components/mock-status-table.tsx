import { MSG } from '@abasto/domain/messages';
import { ActionIcon, Badge, Group, Paper, Progress, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { PHONE } from '../../shared/phone.ts';
import { ACT_COLORS, ACT_LABELS, cellValue, groupByAct, type MockColumn, type MockRow, type MockTable } from '../mock-row.ts';
import { MockRowModal } from './mock-row-modal.tsx';
import { DemoPageHeader } from '../../shared/demo-page-header.tsx';
import { useMedia } from '../../../../lib/use-media.ts';

function Cell({ row, column }: { row: MockRow; column: MockColumn }) {
  const value = cellValue(row, column);
  if (column.kind === 'progress') {
    const n = Number(value);
    return (
      <Group gap="xs" wrap="nowrap" miw={120}>
        <Progress value={n} color={n >= 80 ? 'green' : n >= 50 ? 'blue' : 'orange'} style={{ flex: 1 }} aria-label={`${column.header} ${n}%`} />
        <Text size="xs" w={34} ta="right">
          {n}%
        </Text>
      </Group>
    );
  }
  if (column.kind === 'badge') {
    return (
      <Badge variant="light" color={column.colors?.[value] ?? 'gray'}>
        {value}
      </Badge>
    );
  }
  return <Text size="sm">{value}</Text>;
}

/** A demo table with its rows grouped by act status (Pending, Process, Closed), each row opening its details. */
export function MockStatusTable({ table }: { table: MockTable }) {
  const [open, setOpen] = useState<MockRow | null>(null);
  // On a phone each row is a card, its action button in reach (docs/product.md#demo-screens).
  const phone = useMedia(PHONE);
  return (
    <Stack gap="md">
      <DemoPageHeader title={table.title} description={table.description} />
      {groupByAct(table.rows).map((group) => (
        <Paper key={group.act} withBorder radius="md" p={0} data-testid="act-group" data-act={group.act}>
          <Group px="md" py="sm" gap="xs">
            <Badge color={ACT_COLORS[group.act]} variant="filled">
              {ACT_LABELS[group.act]}
            </Badge>
            <Text size="sm" c="dimmed" data-testid="act-group-count">
              {MSG.mockRowCount(group.rows.length)}
            </Text>
          </Group>
          {phone ? (
            <Stack gap="xs" px="sm" pb="sm">
              {group.rows.map((row) => (
                <Paper key={row.id} withBorder radius="md" p="sm" data-testid="mock-row">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500}>
                        {row.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {row.dat}
                      </Text>
                    </div>
                    <ActionIcon variant="light" size="lg" onClick={() => setOpen(row)} aria-label={`${MSG.mockView}: ${row.title}`} style={{ flexShrink: 0 }}>
                      <IconEye size={18} />
                    </ActionIcon>
                  </Group>
                  <Stack gap={4} mt="xs">
                    {table.columns.map((c) => (
                      <Group key={c.header} gap="xs" wrap="nowrap">
                        <Text size="xs" c="dimmed" w={96} style={{ flexShrink: 0 }}>
                          {c.header}
                        </Text>
                        <div style={{ flex: 1, minWidth: 0 }}>
                          <Cell row={row} column={c} />
                        </div>
                      </Group>
                    ))}
                  </Stack>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={640} type="native">
              <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
                <Table.Thead bg="gray.0">
                  <Table.Tr>
                    <Table.Th>{table.firstHeader}</Table.Th>
                    {table.columns.map((c) => (
                      <Table.Th key={c.header}>{c.header}</Table.Th>
                    ))}
                    <Table.Th w={70} ta="center">
                      {MSG.mockAction}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {group.rows.map((row) => (
                    <Table.Tr key={row.id} data-testid="mock-row">
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {row.title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {row.dat}
                        </Text>
                      </Table.Td>
                      {table.columns.map((c) => (
                        <Table.Td key={c.header}>
                          <Cell row={row} column={c} />
                        </Table.Td>
                      ))}
                      <Table.Td ta="center">
                        <Tooltip label={MSG.mockView}>
                          <ActionIcon variant="subtle" onClick={() => setOpen(row)} aria-label={`${MSG.mockView}: ${row.title}`}>
                            <IconEye size={18} />
                          </ActionIcon>
                        </Tooltip>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      ))}
      <MockRowModal table={table} row={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
