import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/forma/theme.css';
import '@fullcalendar/react/themes/forma/palettes/blue.css';
import './calendar-view.css';
import { type CareEvent, eventColor } from '@abasto/domain/care-event-view';
import { MSG } from '@abasto/domain/messages';
import FullCalendar, { type CalendarRef } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import listPlugin from '@fullcalendar/react/list';
import ptBrLocale from '@fullcalendar/react/locales/pt-br';
import formaTheme from '@fullcalendar/react/themes/forma';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { type CSSProperties, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import type { EventRange } from '../api/event-keys.ts';
import { readableTextColor } from './event-colors.ts';
import { useMedia } from '../../../../lib/use-media.ts';

interface Props {
  events: CareEvent[];
  onRangeChange(range: EventRange): void;
  onEventClick(event: CareEvent): void;
  /**
   * Called once the month's layout has settled (see useSettled). Until then the view (the weeks,
   * not the toolbar above them) keeps its place but is not seen; the page shows what lies below it
   * from then on too.
   */
  onSettled?(): void;
}

const TIME_24H = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

/** Where the week and day views open (docs/product.md#calendar): the working morning, not midnight. */
export const CALENDAR_SCROLL_TIME = '07:00:00';
/** The height of the week and day views, which scroll inside; month and list grow with their content. */
const TIME_GRID_HEIGHT = 640;
/** FullCalendar's own default: a month's six weeks are as tall as the width over this. */
const MONTH_ASPECT_RATIO = 1.35;
/**
 * Each week of the month view is at least a sixth of width ÷ aspect ratio tall. FullCalendar sets
 * that height only once it has measured its width, after its first frame, so the month grew under
 * the reader's eyes (a layout shift); the rows get it from the first frame through CSS instead,
 * in units of the wrapper's width (`container-type`). Wide screens only: on a phone the reserve
 * left the wrapped titles overflowing their weeks. docs/benchmarks.md, "First load".
 */
export const MONTH_ROW_CLASS = 'abasto-month-row';

/**
 * The view below the toolbar, hidden (`visibility`) while the wrapper has UNSETTLED_CLASS: the
 * toolbar, with the month's name, is seen at once, as the page's first paint (calendar-view.css).
 */
export const VIEW_CLASS = 'abasto-calendar-view';
const UNSETTLED_CLASS = 'abasto-calendar-unsettled';

/** Frames in a row the calendar's height must keep before it counts as settled. */
const STILL_FRAMES = 3;
/** The longest the page waits for that (a background tab runs no frames). */
const SETTLE_LIMIT_MS = 1500;

/**
 * Calls `onSettled` once the element's height has stayed the same for a few frames. FullCalendar
 * places a month's events in passes after its first frame; on a phone, where each cell grows with
 * its wrapped titles, the month grew under the reader's eyes and pushed the side list below it
 * (a layout shift, docs/benchmarks.md "First load"). The page keeps the calendar hidden until then.
 */
function useSettled(element: RefObject<HTMLDivElement | null>, onSettled: (() => void) | undefined) {
  const callback = useRef(onSettled);
  useEffect(() => {
    callback.current = onSettled;
  });
  const wanted = onSettled !== undefined;
  useEffect(() => {
    if (!wanted) return;
    let frame = 0;
    let last = -1;
    let still = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      cancelAnimationFrame(frame);
      clearTimeout(limit);
      callback.current?.();
    };
    const limit = setTimeout(finish, SETTLE_LIMIT_MS);
    const tick = () => {
      const height = element.current?.getBoundingClientRect().height ?? 0;
      still = height === last ? still + 1 : 0;
      last = height;
      if (still >= STILL_FRAMES) finish();
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      clearTimeout(limit);
    };
  }, [element, wanted]);
}

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, formaTheme];
const HEADER_TOOLBAR = {
  start: 'prev,next today',
  center: 'title',
  end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
};
// Hints equal to the visible texts, so the accessible names are the words on screen.
const BUTTONS = {
  today: { text: MSG.careCalendarToday, hint: MSG.careCalendarToday },
  dayGridMonth: { text: MSG.careCalendarMonth, hint: MSG.careCalendarMonth },
  timeGridWeek: { text: MSG.careCalendarWeek, hint: MSG.careCalendarWeek },
  timeGridDay: { text: MSG.careCalendarDay, hint: MSG.careCalendarDay },
  listMonth: { text: MSG.careCalendarList, hint: MSG.careCalendarList },
};
const NARROW_TITLE = { year: 'numeric', month: 'short' } as const;
const LIST_DAY = { day: 'numeric', month: 'long' } as const;

/** Month (default), week, day and list views in Portuguese; events open on click, never move. */
export function CalendarView({ events, onRangeChange, onEventClick, onSettled }: Props) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [settled, setSettled] = useState(onSettled === undefined);
  useSettled(wrapper, onSettled === undefined ? undefined : () => {
    setSettled(true);
    onSettled();
  });
  const narrow = useMedia('(max-width: 48em)');
  const calendar = useRef<CalendarRef>(null);
  const [viewType, setViewType] = useState('dayGridMonth');
  const timeGrid = viewType.startsWith('timeGrid');
  // The hours scroll inside a view of fixed height; once it has its height, it opens at 07:00.
  useEffect(() => {
    if (timeGrid) calendar.current?.getApi().scrollToTime(CALENDAR_SCROLL_TIME);
  }, [timeGrid, viewType]);
  // The page's handlers, read when called: a new handler is no reason to draw the month again.
  const handlers = useRef({ onRangeChange, onEventClick });
  useEffect(() => {
    handlers.current = { onRangeChange, onEventClick };
  });
  const byId = useMemo(() => new Map(events.map((e) => [String(e._id), e])), [events]);
  const input = useMemo(
    () =>
      events.map((e) => {
        const color = eventColor(e);
        return {
          id: String(e._id),
          title: e.title,
          start: e.start,
          end: e.end,
          color,
          contrastColor: readableTextColor(color),
        };
      }),
    [events],
  );

  // Wide screens only: a phone's month cells grow with their wrapped titles (below).
  const reserveRows = viewType === 'dayGridMonth' && !narrow;
  const narrowMonth = narrow && viewType === 'dayGridMonth';
  // FullCalendar is drawn again only when what it shows changes: not when the page re-renders
  // around it (the month settling, the side list, a dialog opening), each of which redrew every
  // week and event of the month in one long task.
  const view = useMemo(
    () => (
      <FullCalendar
        ref={calendar}
        aspectRatio={MONTH_ASPECT_RATIO}
        dayRowClass={reserveRows ? MONTH_ROW_CLASS : undefined}
        viewClass={VIEW_CLASS}
        plugins={PLUGINS}
        locale={ptBrLocale}
        initialView="dayGridMonth"
        headerToolbar={HEADER_TOOLBAR}
        titleFormat={narrow ? NARROW_TITLE : undefined}
        buttons={BUTTONS}
        editable={false}
        eventStartEditable={false}
        eventDurationEditable={false}
        events={input}
        eventTimeFormat={TIME_24H}
        slotHeaderFormat={TIME_24H}
        noEventsText={MSG.careCalendarNoEvents}
        height={timeGrid ? TIME_GRID_HEIGHT : 'auto'}
        eventDisplay="block"
        scrollTime={CALENDAR_SCROLL_TIME}
        listDayFormat={LIST_DAY}
        // A phone's month cells grow with their wrapped titles rather than fold them into "+1".
        dayMaxEvents={!narrowMonth}
        // On a phone the month cells show the titles alone, wrapped, rather than a time and a cut title.
        displayEventTime={!narrowMonth}
        // A month's events are touch targets of at least 24 px high (calendar-view.css).
        eventClass={viewType === 'dayGridMonth' ? (narrow ? 'abasto-event-month abasto-event-narrow' : 'abasto-event-month') : undefined}
        datesSet={(info) => {
          setViewType(info.view.type);
          handlers.current.onRangeChange({ from: info.start.toISOString(), to: info.end.toISOString() });
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          const event = byId.get(info.event.id);
          if (event) handlers.current.onEventClick(event);
        }}
      />
    ),
    [reserveRows, narrow, narrowMonth, input, timeGrid, viewType, byId],
  );
  return (
    <div ref={wrapper} className={[reserveRows && 'abasto-calendar', !settled && UNSETTLED_CLASS].filter(Boolean).join(' ') || undefined} style={{ '--abasto-month-row-min': `calc(100cqw / ${MONTH_ASPECT_RATIO} / 6)` } as CSSProperties}>
      {view}
    </div>
  );
}
