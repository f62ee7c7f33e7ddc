import { describe, expect, it } from 'vitest';
import { wallClockText as wallClock } from '@abasto/domain/wall-clock';

// The deadline the staff screens show is written by the server on the company's wall clock
// (`fechaLimiteLocal`), so that the browser need not build a time-zone formatter.
describe('wallClock', () => {
  const at = new Date('2026-11-23T21:00:00.000Z');
  it.each([
    ['UTC', '2026-11-23T21:00'],
    ['America/Sao_Paulo', '2026-11-23T18:00'],
    ['Asia/Kolkata', '2026-11-24T02:30'],
    // New Zealand's summer time: 13 h 45 ahead, the next day.
    ['Pacific/Chatham', '2026-11-24T10:45'],
  ])('writes a moment on %s\'s clock', (zone, expected) => {
    expect(wallClock(at, zone)).toBe(expected);
  });

  it('writes midnight as 00:00, not 24:00', () => {
    expect(wallClock(new Date('2026-11-24T03:00:00.000Z'), 'America/Sao_Paulo')).toBe('2026-11-24T00:00');
  });

  it('agrees with another locale\'s formatter over a year of hours', () => {
    for (let h = 0; h < 365 * 24; h += 7) {
      const d = new Date(Date.UTC(2026, 0, 1) + h * 3_600_000 + 17 * 60_000);
      for (const zone of ['America/Asuncion', 'Europe/Madrid', 'Australia/Lord_Howe']) {
        const other = new Intl.DateTimeFormat('sv-SE', {
          timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
        }).format(d).replace(' ', 'T');
        expect(wallClock(d, zone)).toBe(other);
      }
    }
  });
});
