import 'dayjs/locale/es';
import { MSG } from '@abasto/domain/messages';
import { Checkbox, Group, MultiSelect, ScrollArea, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { formatInZone } from '../../../lib/deadline.ts';
import { RequestLinesTable } from '../../sourcing/components/request-lines-table.tsx';
import { ItemLinesEditor } from './item-lines-editor.tsx';
import type { Currency } from '@abasto/domain/sourcing';
import { CURRENCIES, type SourcingDraft, type SourcingPayload } from './sourcing-draft.ts';
import { DayInput } from '../../../lib/day-input.tsx';

/** Compose: item lines, the answer deadline (with its zone), sealed offers and currencies. */
export function SourcingFields({ value, onChange }: { value: SourcingDraft; onChange: (draft: SourcingDraft) => void }) {
  const set = (patch: Partial<SourcingDraft>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="sm">
      <Title order={4}>{MSG.sourcingItemsTitle}</Title>
      <ItemLinesEditor value={value.lines} onChange={(lines) => set({ lines })} />
      <Text fw={500} size="sm" mt="sm">
        {MSG.sourcingDeadlineLabel}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} maw={480}>
        <DayInput label={MSG.sourcingDeadline} locale="es" value={value.date || null} onChange={(day) => set({ date: day ?? '' })} />
        <TextInput
          type="time"
          label={MSG.sourcingDeadlineTime}
          value={value.time}
          onChange={(e) => set({ time: e.currentTarget.value })}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {MSG.sourcingZone(value.zone)}
      </Text>
      <Switch
        label={MSG.sourcingSealed}
        description={MSG.sourcingSealedHint}
        checked={value.sobreCerrado}
        onChange={(e) => set({ sobreCerrado: e.currentTarget.checked })}
      />
      <MultiSelect
        label={MSG.sourcingCurrencies}
        data={[...CURRENCIES]}
        value={value.monedas}
        onChange={(monedas) => set({ monedas: monedas as Currency[] })}
        maw={480}
      />
    </Stack>
  );
}

/** The confirm screen's read-out of the sourcing part. */
export function SourcingSummary({ payload, zone }: { payload: SourcingPayload; zone: string }) {
  if (!payload.items && !payload.fechaLimite) return null;
  return (
    <Stack gap={4} data-testid="sourcing-summary">
      <Text size="sm">
        {MSG.sourcingSummary(
          payload.items?.length ?? 0,
          payload.fechaLimite ? formatInZone(payload.fechaLimite, zone) : MSG.sourcingNoDeadline,
        )}
      </Text>
      <Group gap="md">
        {payload.sobreCerrado && <Checkbox label={MSG.sourcingSealed} checked readOnly />}
        {payload.monedas && (
          <Text size="sm">
            {MSG.sourcingCurrencies}: {payload.monedas.join(', ')}
          </Text>
        )}
      </Group>
      {payload.items && (
        <ScrollArea.Autosize mah={320}>
          <RequestLinesTable items={payload.items} />
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
