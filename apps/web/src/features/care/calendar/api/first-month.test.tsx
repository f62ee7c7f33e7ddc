import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { CalendarView } from '../components/calendar-view.tsx';
import type { EventRange } from './event-keys.ts';
import { monthViewRange } from './first-month.ts';

// The page asks for monthViewRange's events before FullCalendar is drawn (docs/product.md#calendar);
// if FullCalendar opened on another period, the month's rows would grow again when its events arrive.
describe('the month view\'s first period', () => {
  it('is the period FullCalendar reports when it opens', async () => {
    const onRangeChange = vi.fn<(range: EventRange) => void>();
    renderWithProviders(<CalendarView events={[]} onRangeChange={onRangeChange} onEventClick={() => {}} />);
    await waitFor(() => expect(onRangeChange).toHaveBeenCalled());
    expect(onRangeChange.mock.calls[0]![0]).toEqual(monthViewRange(new Date()));
  });

  it('starts on the Sunday on or before the first and spans six weeks', () => {
    // November 2026 starts on a Sunday; December 2026 on a Tuesday.
    const nov = monthViewRange(new Date(2026, 10, 25));
    expect(nov).toEqual({ from: new Date(2026, 10, 1).toISOString(), to: new Date(2026, 11, 13).toISOString() });
    const dec = monthViewRange(new Date(2026, 11, 31));
    expect(dec).toEqual({ from: new Date(2026, 10, 29).toISOString(), to: new Date(2027, 0, 10).toISOString() });
  });
});
