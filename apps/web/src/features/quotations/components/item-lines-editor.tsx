import { MSG } from '@abasto/domain/messages';
import { ActionIcon, Autocomplete, Button, Group, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ClipboardEvent } from 'react';
import { notify } from '../../../lib/notify.ts';
import { type DraftLine, ITEM_LINES_MAX, ITEM_UNITS, looksLikeRows, newLine, parsePastedRows } from './item-lines.ts';

const UNIT_OPTIONS = [...ITEM_UNITS];

/**
 * The request's item lines: a table of description, quantity and unit (from the list or free
 * text), rows added and removed one by one, or many at once pasted from a spreadsheet — into any
 * description cell or into the paste box below.
 */
export function ItemLinesEditor({ value, onChange }: { value: DraftLine[]; onChange: (lines: DraftLine[]) => void }) {
  const set = (key: string, patch: Partial<DraftLine>) => onChange(value.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  /** Puts pasted rows at `at` (replacing that row when it is empty), within the limit. */
  function insertRows(text: string, at: number) {
    const { lines, skipped } = parsePastedRows(text);
    if (lines.length === 0) return;
    const target = value[at];
    const replace = target && target.descripcion.trim() === '' && target.cantidad.trim() === '' ? 1 : 0;
    const room = ITEM_LINES_MAX - (value.length - replace);
    const taken = lines.slice(0, Math.max(0, room));
    const next = [...value.slice(0, at), ...taken, ...value.slice(at + replace)];
    onChange(next);
    notify.success(MSG.sourcingPasted(taken.length));
    if (skipped > 0) notify.info(MSG.sourcingPasteSkipped(skipped));
    if (taken.length < lines.length) notify.error(MSG.sourcingTooManyLines(ITEM_LINES_MAX));
  }

  function pasteInto(e: ClipboardEvent, at: number) {
    const text = e.clipboardData.getData('text/plain');
    if (!looksLikeRows(text)) return;
    e.preventDefault();
    insertRows(text, at);
  }

  return (
    <Stack gap="xs">
      {value.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing={4} aria-label={MSG.sourcingLines}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36}>{MSG.sourcingColNumber}</Table.Th>
                <Table.Th>{MSG.sourcingColDescription}</Table.Th>
                <Table.Th w={110}>{MSG.sourcingColQuantity}</Table.Th>
                <Table.Th w={140}>{MSG.sourcingColUnit}</Table.Th>
                <Table.Th w={44} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {value.map((line, i) => (
                <Table.Tr key={line.key} data-testid="item-line">
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {i + 1}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={MSG.sourcingDescriptionOf(i + 1)}
                      value={line.descripcion}
                      maxLength={500}
                      onChange={(e) => set(line.key, { descripcion: e.currentTarget.value })}
                      onPaste={(e) => pasteInto(e, i)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={MSG.sourcingQuantityOf(i + 1)}
                      inputMode="decimal"
                      value={line.cantidad}
                      onChange={(e) => set(line.key, { cantidad: e.currentTarget.value })}
                      onPaste={(e) => pasteInto(e, i)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Autocomplete
                      aria-label={MSG.sourcingUnitOf(i + 1)}
                      data={UNIT_OPTIONS}
                      value={line.unidad}
                      maxLength={40}
                      onChange={(v) => set(line.key, { unidad: v })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={MSG.sourcingRemoveLine(i + 1)}
                      onClick={() => onChange(value.filter((l) => l.key !== line.key))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={value.length >= ITEM_LINES_MAX}
          onClick={() => onChange([...value, newLine()])}
        >
          {MSG.sourcingAddLine}
        </Button>
        <Text size="sm" c="dimmed">
          {value.length} / {ITEM_LINES_MAX}
        </Text>
      </Group>
      <Textarea
        label={MSG.sourcingPasteLabel}
        description={MSG.sourcingPasteHint}
        minRows={2}
        value=""
        onChange={() => {}}
        onPaste={(e) => {
          e.preventDefault();
          insertRows(e.clipboardData.getData('text/plain'), value.length);
        }}
      />
    </Stack>
  );
}
