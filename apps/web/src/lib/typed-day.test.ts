import { describe, expect, it } from 'vitest';
import { formatDay, parseTypedDay } from './typed-day.ts';

describe('parseTypedDay', () => {
  it.each([
    ['15/03/1998', '1998-03-15'],
    ['01/02/2003', '2003-02-01'],
    ['15/03/1850', '1850-03-15'],
    ['1/2/2003', '2003-02-01'],
    [' 29-02-2024 ', '2024-02-29'],
    ['31.12.2020', '2020-12-31'],
    ['05/06/0099', '0099-06-05'],
  ])('reads %j as %j (day first)', (typed, day) => {
    expect(parseTypedDay(typed)).toBe(day);
  });

  it.each(['', '1', '15/03', '15/03/98', '31/02/2020', '29/02/2023', '00/01/2020', '12/13/2020', '2020-03-15', 'ayer', '15/03/1998x'])(
    'refuses %j',
    (typed) => {
      expect(parseTypedDay(typed)).toBeNull();
    },
  );
});

describe('formatDay', () => {
  it('shows a held day as it is typed, any other text as it is', () => {
    expect(formatDay('1998-03-15')).toBe('15/03/1998');
    expect(formatDay('15/03/98')).toBe('15/03/98');
    expect(formatDay(' 2026-11-24 ')).toBe('24/11/2026');
    expect(formatDay(null)).toBe('');
    expect(formatDay(undefined)).toBe('');
  });
});
