import { MSG } from '@abasto/domain/messages';
import { ActionIcon, Autocomplete, Button, Grid, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ClipboardEvent } from 'react';
import { notify } from '../../../lib/notify.ts';
import { type DraftLine, ITEM_LINES_MAX, ITEM_UNITS, looksLikeRows, newLine, parsePastedRows } from './item-lines.ts';

const UNIT_OPTIONS = [...ITEM_UNITS];

/**
 * The request's item lines: rows of description, quantity and unit (from the list or free
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
        // A grid rather than a table: on a phone each line wraps to two rows instead of scrolling.
        <Stack gap={6} role="table" aria-label={MSG.sourcingLines}>
          <Grid gap={6} visibleFrom="sm" role="row">
            <Grid.Col span={7} role="columnheader">
              <Text size="sm" fw={600}>
                {MSG.sourcingColDescription}
              </Text>
            </Grid.Col>
            <Grid.Col span={2} role="columnheader">
              <Text size="sm" fw={600}>
                {MSG.sourcingColQuantity}
              </Text>
            </Grid.Col>
            <Grid.Col span={2} role="columnheader">
              <Text size="sm" fw={600}>
                {MSG.sourcingColUnit}
              </Text>
            </Grid.Col>
          </Grid>
          {value.map((line, i) => (
            <Grid key={line.key} gap={6} align="center" data-testid="item-line" role="row">
              <Grid.Col span={{ base: 12, sm: 7 }} role="cell">
                <TextInput
                  aria-label={MSG.sourcingDescriptionOf(i + 1)}
                  placeholder={`${i + 1}. ${MSG.sourcingColDescription}`}
                  leftSection={<Text size="xs" c="dimmed">{i + 1}</Text>}
                  value={line.descripcion}
                  maxLength={500}
                  onChange={(e) => set(line.key, { descripcion: e.currentTarget.value })}
                  onPaste={(e) => pasteInto(e, i)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 4, sm: 2 }} role="cell">
                <TextInput
                  aria-label={MSG.sourcingQuantityOf(i + 1)}
                  placeholder={MSG.sourcingColQuantity}
                  inputMode="decimal"
                  value={line.cantidad}
                  onChange={(e) => set(line.key, { cantidad: e.currentTarget.value })}
                  onPaste={(e) => pasteInto(e, i)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 2 }} role="cell">
                <Autocomplete
                  aria-label={MSG.sourcingUnitOf(i + 1)}
                  placeholder={MSG.sourcingColUnit}
                  data={UNIT_OPTIONS}
                  value={line.unidad}
                  maxLength={40}
                  onChange={(v) => set(line.key, { unidad: v })}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 2, sm: 1 }} role="cell">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={MSG.sourcingRemoveLine(i + 1)}
                  onClick={() => onChange(value.filter((l) => l.key !== line.key))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Grid.Col>
            </Grid>
          ))}
        </Stack>
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
