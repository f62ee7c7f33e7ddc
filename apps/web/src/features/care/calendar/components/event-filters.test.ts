import type { CareEvent, EventGuest } from '@abasto/domain/care-event';
import { describe, expect, it } from 'vitest';
import { anEvent, aPerson } from '../../../../test/factories.ts';
import { activeFilterCount, applyFilters, NO_FILTERS } from './event-filters.ts';

const ME = 7;
const person = (id: number) => aPerson({ _id: id });

function event(id: number, type: CareEvent['type'], organiserId: number, myStatus?: EventGuest['status']): CareEvent {
  const guests: EventGuest[] = [{ guest: person(organiserId), status: 'accepted', owner: true }];
  if (myStatus && organiserId !== ME) guests.push({ guest: person(ME), status: myStatus, owner: false });
  return anEvent({ id, type, organiser: person(organiserId), guests });
}

const events = [
  event(1, 'remote', 2, 'accepted'),
  event(2, 'location', 2, 'rejected'),
  event(3, 'remote', 2, 'awaiting'),
  event(4, 'location', ME),
];
const ids = (list: CareEvent[]) => list.map((e) => e._id);

describe('calendar filters', () => {
  it('shows everything without filters', () => {
    expect(ids(applyFilters(events, NO_FILTERS, ME))).toEqual([1, 2, 3, 4]);
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
  });

  it('filters by type', () => {
    expect(ids(applyFilters(events, { type: 'remote', answer: 'all' }, ME))).toEqual([1, 3]);
    expect(ids(applyFilters(events, { type: 'location', answer: 'all' }, ME))).toEqual([2, 4]);
  });

  it('filters by my answer; my own events count as accepted and as organised', () => {
    expect(ids(applyFilters(events, { type: 'all', answer: 'accepted' }, ME))).toEqual([1, 4]);
    expect(ids(applyFilters(events, { type: 'all', answer: 'rejected' }, ME))).toEqual([2]);
    expect(ids(applyFilters(events, { type: 'all', answer: 'awaiting' }, ME))).toEqual([3]);
    expect(ids(applyFilters(events, { type: 'all', answer: 'organiser' }, ME))).toEqual([4]);
  });

  it('combines both', () => {
    const filters = { type: 'location', answer: 'accepted' } as const;
    expect(ids(applyFilters(events, filters, ME))).toEqual([4]);
    expect(activeFilterCount(filters)).toBe(2);
  });
});
