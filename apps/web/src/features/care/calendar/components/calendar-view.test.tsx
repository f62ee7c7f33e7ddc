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
