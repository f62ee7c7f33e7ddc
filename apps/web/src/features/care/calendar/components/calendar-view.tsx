import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/forma/theme.css';
import '@fullcalendar/react/themes/forma/palettes/blue.css';
import { type CareEvent, eventColor } from '@abasto/domain/care-event';
import { MSG } from '@abasto/domain/messages';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import listPlugin from '@fullcalendar/react/list';
import ptBrLocale from '@fullcalendar/react/locales/pt-br';
import formaTheme from '@fullcalendar/react/themes/forma';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import type { EventRange } from '../api/event-keys.ts';
import { readableTextColor } from './event-colors.ts';

interface Props {
  events: CareEvent[];
  onRangeChange(range: EventRange): void;
  onEventClick(event: CareEvent): void;
}

const TIME_24H = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

/** Month (default), week, day and list views in Portuguese; events open on click, never move. */
export function CalendarView({ events, onRangeChange, onEventClick }: Props) {
  const narrow = useMediaQuery('(max-width: 48em)');
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

  return (
    <FullCalendar
      plugins={[dayGridPlugin, timeGridPlugin, listPlugin, formaTheme]}
      locale={ptBrLocale}
      initialView="dayGridMonth"
      headerToolbar={{
        start: 'prev,next today',
        center: 'title',
        end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
      }}
      titleFormat={narrow ? { year: 'numeric', month: 'short' } : undefined}
      // Hints equal to the visible texts, so the accessible names are the words on screen.
      buttons={{
        today: { text: MSG.careCalendarToday, hint: MSG.careCalendarToday },
        dayGridMonth: { text: MSG.careCalendarMonth, hint: MSG.careCalendarMonth },
        timeGridWeek: { text: MSG.careCalendarWeek, hint: MSG.careCalendarWeek },
        timeGridDay: { text: MSG.careCalendarDay, hint: MSG.careCalendarDay },
        listMonth: { text: MSG.careCalendarList, hint: MSG.careCalendarList },
      }}
      editable={false}
      eventStartEditable={false}
      eventDurationEditable={false}
      events={input}
      eventTimeFormat={TIME_24H}
      slotHeaderFormat={TIME_24H}
      noEventsText={MSG.careCalendarNoEvents}
      height="auto"
      eventDisplay="block"
      scrollTime="07:00:00"
      listDayFormat={{ day: 'numeric', month: 'long' }}
      dayMaxEvents
      datesSet={(info) => onRangeChange({ from: info.start.toISOString(), to: info.end.toISOString() })}
      eventClick={(info) => {
        info.jsEvent.preventDefault();
        const event = byId.get(info.event.id);
        if (event) onEventClick(event);
      }}
    />
  );
}
