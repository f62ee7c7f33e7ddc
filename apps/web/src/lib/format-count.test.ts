import { describe, expect, it } from 'vitest';
import { formatCount, formatDateTime, formatDecimal, formatShortDate, formatShortDateTime } from './format-count.ts';

describe('formatCount', () => {
  it('writes whole numbers as Intl.NumberFormat("es") does', () => {
    const es = new Intl.NumberFormat('es');
    for (const n of [0, 7, 999, 1000, 1234, 9999, 10000, 12345, 99999, 100000, 1234567, 98765432, -5, -1234, -12345]) {
      expect(formatCount(n)).toBe(es.format(n));
    }
  });
});

describe('formatDecimal', () => {
  it('writes numbers as toLocaleString("es", { maximumFractionDigits }) does', () => {
    const values = [0, 1, 0.5, 2.25, 59.9995, 60, 72.123456, 99.99999, 100, 0.0004, 0.0005, 1.0005, 12345.678, 1234.5, 33.333333];
    values.push(-0.0001, -2.5, -12345.6789);
    for (const n of values) {
      for (const digits of [0, 1, 2, 3]) expect(formatDecimal(n, digits), `${n} with ${digits}`).toBe(n.toLocaleString('es', { maximumFractionDigits: digits }));
    }
    for (let i = 0; i <= 1000; i++) {
      const n = (i * 7.919) / 13;
      expect(formatDecimal(n)).toBe(n.toLocaleString('es', { maximumFractionDigits: 3 }));
    }
  });
});

describe('formatShortDate', () => {
  it('writes the day as toLocaleDateString("es") does', () => {
    const moments = ['2026-03-05T12:00:00Z', '2026-12-31T23:59:59Z', '2026-01-01T00:00:00Z', '1999-10-10T10:10:10Z', '2030-07-15T03:00:00-04:00'];
    for (const m of moments) expect(formatShortDate(m)).toBe(new Date(m).toLocaleDateString('es'));
    for (let day = 0; day < 400; day += 7) {
      const at = Date.UTC(2026, 0, 1) + day * 86_400_000 + 5 * 3_600_000;
      expect(formatShortDate(at)).toBe(new Date(at).toLocaleDateString('es'));
    }
  });
});

/** Moments at every hour and minute shape: midnight, noon, one-digit days and months, two centuries. */
function moments(): string[] {
  const out = ['2026-11-29T14:05:09', '2026-01-03T00:07:00', '2026-06-09T12:00:59', '1999-12-31T09:59:01', '2005-02-01T23:59:59', '2030-07-15T03:00:00-04:00'];
  for (let i = 0; i < 300; i++) out.push(new Date(Date.UTC(2026, 0, 1) + i * 31 * 3_600_000 + i * 61_000 + i * 7_000).toISOString());
  return out;
}

describe('formatShortDateTime', () => {
  it('writes a moment as toLocaleString("es-PY", { dateStyle: "short", timeStyle: "short" }) does', () => {
    for (const m of moments()) {
      expect(formatShortDateTime(m), m).toBe(new Date(m).toLocaleString('es-PY', { dateStyle: 'short', timeStyle: 'short' }));
    }
    expect(formatShortDateTime('2026-11-29T14:05:09')).toBe('29/11/26, 2:05 p. m.');
  });

  it('returns what is not a moment as it came, where Intl would throw or write "Invalid Date"', () => {
    expect(formatShortDateTime('no es una fecha')).toBe('no es una fecha');
  });
});

describe('formatDateTime', () => {
  it('writes a moment as toLocaleString("es-PY") does', () => {
    for (const m of moments()) expect(formatDateTime(m), m).toBe(new Date(m).toLocaleString('es-PY'));
    expect(formatDateTime('2026-01-03T00:07:00')).toBe('3/1/2026, 12:07:00 a. m.');
    expect(formatDateTime('')).toBe('');
  });
});
