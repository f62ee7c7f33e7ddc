import type { QueryClient } from '@tanstack/react-query';
import type { EventRange } from './event-keys.ts';
import { eventsQueryOptions } from './get-events.ts';

/** The month view's weeks start on Sunday (the pt-br calendar) and it always shows six of them. */
const MONTH_VIEW_DAYS = 42;

/**
 * The period the month view opens on, as FullCalendar reports it (`datesSet`): from the Sunday on
 * or before the first of `today`'s month, local midnight, to six weeks later.
 */
export function initialMonthRange(today: Date): EventRange {
  const start = new Date(today.getFullYear(), today.getMonth(), 1);
  start.setDate(start.getDate() - start.getDay());
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + MONTH_VIEW_DAYS);
  return { from: start.toISOString(), to: end.toISOString() };
}

/**
 * The call the calendar (/agenda) makes when it opens, put in the query cache by the route's
 * loader while the page's code downloads: the events of the month it shows first. The month is
 * then drawn once, with its events, and its weeks do not grow under the reader's eyes when they
 * arrive (docs/product.md#calendar).
 */
export function primeCalendarPage(client: QueryClient, today = new Date()): Promise<unknown>[] {
  return [client.ensureQueryData(eventsQueryOptions(initialMonthRange(today)))];
}
