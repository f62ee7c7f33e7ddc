import 'dayjs/locale/es';
import { MSG } from '@abasto/domain/messages';
import { Checkbox, Group, MultiSelect, ScrollArea, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { formatInZone, readHour } from '../../../lib/deadline.ts';
import { RequestLinesTable } from '../../sourcing/components/request-lines-table.tsx';
import { ItemLinesEditor } from './item-lines-editor.tsx';
import type { Currency } from '@abasto/domain/sourcing';
import { CURRENCIES, type SourcingDraft, type SourcingPayload } from './sourcing-draft.ts';
import { DayInput } from '../../../lib/day-input.tsx';

/** Compose: item lines, the answer deadline (with its zone), sealed offers and currencies. */
export function SourcingFields({ value, onChange }: { value: SourcingDraft; onChange: (draft: SourcingDraft) => void }) {
  const set = (patch: Partial<SourcingDraft>) => onChange({ ...value, ...patch });
  // An hour being typed ("18:") is not wrong yet: it is judged once the field is left.
  const [hourLeft, setHourLeft] = useState(false);
  return (
    <Stack gap="sm">
      <Title order={4}>{MSG.sourcingItemsTitle}</Title>
      <ItemLinesEditor value={value.lines} onChange={(lines) => set({ lines })} />
      <Text fw={500} size="sm" mt="sm">
        {MSG.sourcingDeadlineLabel}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} maw={480}>
        <DayInput label={MSG.sourcingDeadline} locale="es" value={value.date || null} onChange={(day) => set({ date: day ?? '' })} />
        {/* Typed on the 24-hour clock whatever the browser's language (a native time field shows
            "06:00 PM" in an English one); set as hh:mm when the field is left. */}
        <TextInput
          label={MSG.sourcingDeadlineTime}
          placeholder={MSG.sourcingDeadlineTimePlaceholder}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          value={value.time}
          error={hourLeft && value.time && readHour(value.time) === null ? MSG.sourcingTimeInvalid : undefined}
          onChange={(e) => {
            setHourLeft(false);
            set({ time: e.currentTarget.value });
          }}
          onBlur={() => {
            setHourLeft(true);
            const hour = readHour(value.time);
            if (hour && hour !== value.time) set({ time: hour });
          }}
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
