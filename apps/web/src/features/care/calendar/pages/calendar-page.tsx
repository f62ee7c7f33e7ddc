import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import 'dayjs/locale/pt-br';
import type { CareEvent } from '@abasto/domain/care-event';
import { MSG } from '@abasto/domain/messages';
import { Alert, Badge, Button, Collapse, Grid, Group, Paper, Stack } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { IconFilter } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUser } from '../../../../lib/session.tsx';
import type { EventRange } from '../api/event-keys.ts';
import { useEvent } from '../api/get-event.ts';
import { useEvents } from '../api/get-events.ts';
import { CalendarFilters } from '../components/calendar-filters.tsx';
import { CalendarView } from '../components/calendar-view.tsx';
import { EventDetailModal } from '../components/event-detail-modal.tsx';
import { activeFilterCount, applyFilters, type EventFilters, NO_FILTERS } from '../components/event-filters.ts';
import { EventFormModal } from '../components/event-form-modal.tsx';
import { EventSideList } from '../components/event-side-list.tsx';

type Form = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; eventId: number };

/** The shared calendar of the care area (docs/product.md#calendar). Loaded lazily with its calendar. */
export default function CalendarPage() {
  const user = useUser();
  const [range, setRange] = useState<EventRange | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filters, setFilters] = useState<EventFilters>(NO_FILTERS);
  // An e-mail about an event links to /agenda?evento={id}: its detail opens at once, whatever
  // month the calendar shows (docs/product.md#calendar).
  const [params, setParams] = useSearchParams();
  const linkedId = /^\d{1,9}$/.test(params.get('evento') ?? '') ? Number(params.get('evento')) : null;
  const [selectedId, setSelectedId] = useState<number | null>(linkedId);
  const linked = useEvent(linkedId !== null && selectedId === linkedId ? linkedId : null);
  const [form, setForm] = useState<Form>({ mode: 'closed' });

  const events = useEvents(range);
  const visible = useMemo(() => applyFilters(events.data ?? [], filters, user._id), [events.data, filters, user._id]);
  // The detail follows the list: after a cancel the event is gone and the modal closes.
  const selected =
    selectedId === null
      ? null
      : ((events.data ?? []).find((e) => e._id === selectedId) ?? (selectedId === linkedId ? (linked.data ?? null) : null));
  const editing = useEvent(form.mode === 'edit' ? form.eventId : null);
  const filterCount = activeFilterCount(filters);

  return (
    <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
      <Stack gap="md">
        {/* "+ Evento" sits in the page's own row, so it never covers the calendar or the side list. */}
        <Group justify="space-between" wrap="nowrap">
          <Button
            variant={filtersOpen ? 'light' : 'default'}
            leftSection={<IconFilter size={16} />}
            rightSection={
              filterCount > 0 ? (
                <Badge size="xs" circle>
                  {filterCount}
                </Badge>
              ) : null
            }
            onClick={() => setFiltersOpen((o) => !o)}
            aria-expanded={filtersOpen}
          >
            {filtersOpen ? MSG.careFiltersHide : MSG.careFiltersToggle}
          </Button>
          <Button onClick={() => setForm({ mode: 'create' })} style={{ flexShrink: 0 }}>
            {MSG.careNewEvent}
          </Button>
        </Group>
        <Collapse expanded={filtersOpen}>
          <CalendarFilters value={filters} onChange={setFilters} />
        </Collapse>
        {events.isError && (
          <Alert color="red" variant="light">
            {MSG.careEventsLoadFailed}
          </Alert>
        )}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 9 }}>
            <Paper withBorder p={{ base: 'xs', sm: 'md' }} data-testid="calendar">
              <CalendarView events={visible} onRangeChange={setRange} onEventClick={(e) => setSelectedId(e._id)} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 3 }}>
            <EventSideList events={visible} userId={user._id} onSelect={(e) => setSelectedId(e._id)} />
          </Grid.Col>
        </Grid>
      </Stack>

      <EventDetailModal
        event={selected}
        onClose={() => {
          setSelectedId(null);
          if (linkedId !== null) setParams({}, { replace: true });
        }}
        onEdit={(e: CareEvent) => {
          setSelectedId(null);
          setForm({ mode: 'edit', eventId: e._id });
        }}
      />
      <EventFormModal
        opened={form.mode === 'create' || (form.mode === 'edit' && editing.data !== undefined)}
        event={form.mode === 'edit' ? editing.data : undefined}
        onClose={() => setForm({ mode: 'closed' })}
      />
    </DatesProvider>
  );
}
