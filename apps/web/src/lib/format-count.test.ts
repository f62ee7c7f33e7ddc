import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it('writes whole numbers as Intl.NumberFormat("es") does', () => {
    const es = new Intl.NumberFormat('es');
    for (const n of [0, 7, 999, 1000, 1234, 9999, 10000, 12345, 99999, 100000, 1234567, 98765432, -5, -1234, -12345]) {
      expect(formatCount(n)).toBe(es.format(n));
    }
  });
});
