import { EVENT_TYPE_LABELS, EVENT_TYPES, GUEST_STATUS_LABELS, GUEST_STATUSES } from '@abasto/domain/care-event-view';
import { MSG } from '@abasto/domain/messages';
import { Button, Group, Input, Paper, SegmentedControl, SimpleGrid } from '@mantine/core';
import { type EventFilters, NO_FILTERS } from './event-filters.ts';
import { useMedia } from '../../../../lib/use-media.ts';

interface Props {
  value: EventFilters;
  onChange(value: EventFilters): void;
}

/** The 'Ver Filtros' panel: type, and the caller's own answer. */
export function CalendarFilters({ value, onChange }: Props) {
  // Five answers do not fit side by side on a phone.
  const narrow = useMedia('(max-width: 36em)');
  return (
    <Paper withBorder p="sm" data-testid="calendar-filters">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Input.Wrapper label={MSG.careFilterType}>
          <SegmentedControl
            fullWidth
            mt={4}
            value={value.type}
            onChange={(type) => onChange({ ...value, type: type as EventFilters['type'] })}
            data={[
              { value: 'all', label: MSG.careFilterAll },
              ...EVENT_TYPES.map((t) => ({ value: t, label: EVENT_TYPE_LABELS[t] })),
            ]}
            aria-label={MSG.careFilterType}
          />
        </Input.Wrapper>
        <Input.Wrapper label={MSG.careFilterAnswer}>
          <SegmentedControl
            fullWidth
            mt={4}
            orientation={narrow ? 'vertical' : 'horizontal'}
            value={value.answer}
            onChange={(answer) => onChange({ ...value, answer: answer as EventFilters['answer'] })}
            data={[
              { value: 'all', label: MSG.careFilterAll },
              ...GUEST_STATUSES.map((s) => ({ value: s, label: GUEST_STATUS_LABELS[s] })),
              { value: 'organiser', label: MSG.careFilterOrganiser },
            ]}
            aria-label={MSG.careFilterAnswer}
            styles={{ label: { whiteSpace: 'normal', lineHeight: 1.2 } }}
          />
        </Input.Wrapper>
      </SimpleGrid>
      <Group justify="flex-end" mt="xs">
        <Button variant="subtle" size="xs" onClick={() => onChange(NO_FILTERS)}>
          {MSG.careFilterClear}
        </Button>
      </Group>
    </Paper>
  );
}
