import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { CalendarView, MONTH_ROW_CLASS } from './calendar-view.tsx';

// The month's weeks take their height from CSS before FullCalendar measures its width (no layout
// shift on opening): that needs FullCalendar to put our class on each week's row.
describe('the month view on a wide screen', () => {
  it('gives each of its six weeks the class that reserves its height', async () => {
    renderWithProviders(<CalendarView events={[]} onRangeChange={() => {}} onEventClick={() => {}} />);
    const weeks = (await screen.findAllByRole('row')).filter((row) => row.classList.contains(MONTH_ROW_CLASS));
    expect(weeks).toHaveLength(6);
  });
});

// The route's loader asks for the first month's events before FullCalendar exists
// (calendar-page-data.ts): its range must be the one the month view then reports, or the first
// draw would wait for a second call.
describe('the month the calendar opens on', () => {
  it('is the range the loader primes, for months starting on any weekday', async () => {
    const { initialMonthRange } = await import('../api/calendar-page-data.ts');
    const reported = await new Promise<{ from: string; to: string }>((resolve) => {
      renderWithProviders(<CalendarView events={[]} onRangeChange={resolve} onEventClick={() => {}} />);
    });
    expect(reported).toEqual(initialMonthRange(new Date()));
    // A month starting on a Sunday (March 2026) and one on a Saturday (August 2026).
    expect(initialMonthRange(new Date(2026, 2, 15))).toEqual({
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 3, 12).toISOString(),
    });
    expect(initialMonthRange(new Date(2026, 7, 31))).toEqual({
      from: new Date(2026, 6, 26).toISOString(),
      to: new Date(2026, 8, 6).toISOString(),
    });
  });
});
