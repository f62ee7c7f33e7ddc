import 'dayjs/locale/pt-br';
import type { CareEvent } from '@abasto/domain/care-event';
import { MSG } from '@abasto/domain/messages';
import { Alert, Badge, Button, Center, Collapse, Grid, Group, Loader, Paper, Stack } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { IconFilter } from '@tabler/icons-react';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAfterFirstLoad } from '../../../../lib/after-first-load.ts';
import { useUser } from '../../../../lib/session.tsx';
import { initialMonthRange } from '../api/calendar-page-data.ts';
import type { EventRange } from '../api/event-keys.ts';
import { useEvent } from '../api/get-event.ts';
import { useEvents } from '../api/get-events.ts';
import { CalendarFilters } from '../components/calendar-filters.tsx';
import { CalendarView } from '../components/calendar-view.tsx';
import { activeFilterCount, applyFilters, type EventFilters, NO_FILTERS } from '../components/event-filters.ts';
import { EventSideList } from '../components/event-side-list.tsx';
import { withAllStyles } from '../../../../app/with-all-styles.ts';

// The detail and the form (with their date pickers, image drop, guest pickers and schemas) are not
// part of the first draw: their code loads on the first sign that one may be opened (a pointer
// pressed, a key or the focus on the page's controls), after a long idle moment, or at once when one
// is opened (docs/product.md#calendar). The dialogs use any Mantine component: their code comes with
// the whole stylesheet.
const EventDetailModal = lazy(() => withAllStyles(() => import('../components/event-detail-modal.tsx')).then((m) => ({ default: m.EventDetailModal })));
const EventFormModal = lazy(() => withAllStyles(() => import('../components/event-form-modal.tsx')).then((m) => ({ default: m.EventFormModal })));

type Form = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; eventId: number };

/**
 * How long the page stays idle after its first load before the dialogs' code loads without a sign
 * of intent. Loaded right after the first load, it (and the whole stylesheet's style pass) fell in
 * the moments a phone is still busy with the month (docs/benchmarks.md, "First load").
 */
const DIALOGS_IDLE_MS = 5000;

/**
 * True once the dialogs are wanted: `want()` was called (a sign of intent), or the page has been
 * idle for DIALOGS_IDLE_MS after its first load.
 */
function useDialogsWanted(): [boolean, () => void] {
  const afterLoad = useAfterFirstLoad();
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  useEffect(() => {
    if (!afterLoad || wanted) return;
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(want, { timeout: 1000 });
      else want();
    }, DIALOGS_IDLE_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [afterLoad, wanted, want]);
  return [wanted, want];
}

/** The side list, drawn again only when its events change (not when the month settles or a dialog opens). */
const SideList = memo(EventSideList);

/** The shared calendar of the care area (docs/product.md#calendar). Loaded lazily with its calendar. */
export default function CalendarPage() {
  const user = useUser();
  // The month the calendar opens on, whose events the route's loader has already asked for
  // (calendar-page-data.ts): the first draw has them.
  const [range, setRange] = useState<EventRange | null>(() => initialMonthRange(new Date()));
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
  const [dialogsWanted, wantDialogs] = useDialogsWanted();
  const modalsWanted = dialogsWanted || selectedId !== null || form.mode !== 'closed';
  const select = useCallback((e: CareEvent) => setSelectedId(e._id), []);
  // The month is drawn once its first events are in, so its weeks do not grow when they arrive
  // (a phone's cells grow with their wrapped titles; docs/product.md#calendar).
  const waiting = events.data === undefined && !events.isError;
  // ...and shown once FullCalendar has placed them (calendar-view.tsx, useSettled): until then the
  // month's weeks and the side list below them keep their place but are not seen, so nothing moves
  // on screen; the calendar's toolbar is seen from the first paint.
  const [settled, setSettled] = useState(false);

  return (
    <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
      {/* A pointer pressed, a key or the focus anywhere on the page ("+ Evento", an event of the
          month or of the side list) is the sign that a dialog may follow: its code starts loading. */}
      <Stack gap="md" onPointerDownCapture={wantDialogs} onKeyDownCapture={wantDialogs} onFocusCapture={wantDialogs}>
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
        {/* The filters are drawn when opened, not hidden with the first draw. */}
        <Collapse expanded={filtersOpen} keepMounted={false}>
          <CalendarFilters value={filters} onChange={setFilters} />
        </Collapse>
        {events.isError && (
          <Alert color="red" variant="light">
            {MSG.careEventsLoadFailed}
          </Alert>
        )}
        {waiting ? (
          <Center py="xl">
            <Loader aria-label={MSG.careCalendarLoading} />
          </Center>
        ) : (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 9 }}>
              <Paper withBorder p={{ base: 'xs', sm: 'md' }} data-testid="calendar">
                <CalendarView
                  events={visible}
                  // The same period again (the calendar's first report of its month) keeps the
                  // state as it is, so the page is not drawn again for nothing.
                  onRangeChange={(next) => setRange((r) => (r && r.from === next.from && r.to === next.to ? r : next))}
                  onEventClick={select}
                  onSettled={() => setSettled(true)}
                />
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 3 }} style={settled ? undefined : { visibility: 'hidden' }}>
              <SideList events={visible} userId={user._id} onSelect={select} />
            </Grid.Col>
          </Grid>
        )}
      </Stack>

      {modalsWanted && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </DatesProvider>
  );
}
