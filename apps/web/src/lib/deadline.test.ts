import { describe, expect, it } from 'vitest';
import { formatInZone, formatWallClock, isoToWallTime } from './deadline.ts';

// formatWallClock writes the text formatInZone writes, from the wall clock the server sends.
describe('formatWallClock', () => {
  it('writes what formatInZone writes for the same moment and zone', () => {
    for (let h = 0; h < 365 * 24; h += 13) {
      const iso = new Date(Date.UTC(2026, 0, 1) + h * 3_600_000 + 5 * 60_000).toISOString();
      for (const zone of ['America/Asuncion', 'UTC', 'Asia/Kolkata', 'Pacific/Chatham']) {
        const { date, time } = isoToWallTime(iso, zone);
        expect(formatWallClock(`${date}T${time}`, zone)).toBe(formatInZone(iso, zone));
      }
    }
  });

  it('writes the hour after midnight as 00, both ways', () => {
    expect(formatInZone('2026-11-24T03:05:00.000Z', 'America/Sao_Paulo')).toBe('24/11/2026 00:05 (America/Sao_Paulo)');
    expect(formatWallClock('2026-11-24T00:05', 'America/Sao_Paulo')).toBe('24/11/2026 00:05 (America/Sao_Paulo)');
  });

  it('shows anything that is not a wall clock as it came', () => {
    expect(formatWallClock('mañana', 'America/Asuncion')).toBe('mañana');
    expect(formatWallClock('2026-11-23 18:00', 'UTC')).toBe('2026-11-23 18:00');
  });
});
