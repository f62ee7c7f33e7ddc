import { type CareEvent, type EventType, type GuestStatus, guestEntryOf } from '@abasto/domain/care-event-view';

/** The 'Ver Filtros' panel: by type, and by the caller's own answer (or events it organises). */
export interface EventFilters {
  type: EventType | 'all';
  answer: GuestStatus | 'organiser' | 'all';
}

export const NO_FILTERS: EventFilters = { type: 'all', answer: 'all' };

export function activeFilterCount(filters: EventFilters): number {
  return (filters.type === 'all' ? 0 : 1) + (filters.answer === 'all' ? 0 : 1);
}

export function applyFilters(events: CareEvent[], filters: EventFilters, userId: number): CareEvent[] {
  return events.filter((event) => {
    if (filters.type !== 'all' && event.type !== filters.type) return false;
    if (filters.answer === 'all') return true;
    const mine = guestEntryOf(event, userId);
    if (filters.answer === 'organiser') return event.organiser._id === userId;
    return mine?.status === filters.answer;
  });
}
