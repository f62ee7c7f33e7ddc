import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal, formatShortDate } from './format-count.ts';

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
