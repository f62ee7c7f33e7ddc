import type { QueryClient } from '@tanstack/react-query';
import type { EventRange } from './event-keys.ts';
import { eventsQueryOptions } from './get-events.ts';

const DAYS_SHOWN = 42;

/**
 * The period the calendar's month view shows on opening (docs/product.md#calendar): six whole
 * weeks from the Sunday on or before the month's first day, in the browser's time, as
 * FullCalendar's `datesSet` reports it. The page asks for these events before the calendar is
 * drawn, so its rows are drawn once, with their events; `first-month.test.tsx` compares it with
 * what FullCalendar reports and fails when they part.
 */
export function monthViewRange(today: Date): EventRange {
  const first = new Date(today.getFullYear(), today.getMonth(), 1);
  const from = new Date(first.getFullYear(), first.getMonth(), 1 - first.getDay());
  const to = new Date(from.getFullYear(), from.getMonth(), from.getDate() + DAYS_SHOWN);
  return { from: from.toISOString(), to: to.toISOString() };
}

/** The calendar's first data: this month's events, in the query cache (the route's loader). */
export function primeFirstMonth(client: QueryClient): Promise<unknown> {
  return client.ensureQueryData(eventsQueryOptions(monthViewRange(new Date())));
}
