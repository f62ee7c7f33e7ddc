import { describe, expect, it } from 'vitest';
import { pathIdSchema } from './record-id.ts';
import { isRowIdSegment, MAX_ROW_ID, rowIdOf } from './row-id.ts';

describe('row ids', () => {
  it('reads numbers and digit texts from 1 to the largest integer column value', () => {
    expect(rowIdOf(1)).toBe(1);
    expect(rowIdOf(' 42 ')).toBe(42);
    expect(rowIdOf(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
    for (const bad of [0, -1, 1.5, MAX_ROW_ID + 1, Number.NaN, '', '+1', '1e3', '-2', '0x10', '12345678901']) {
      expect(rowIdOf(bad), String(bad)).toBeNull();
    }
  });

  it('takes a path segment only as the route parameter schema does', () => {
    const schema = pathIdSchema('x');
    for (const seg of ['1', '7', '2147483647', '2147483648', '0', '007', '1.0', 'abc', '-3', '']) {
      const viaSchema = schema.safeParse(seg).success && !seg.startsWith('0');
      expect(isRowIdSegment(seg), seg).toBe(viaSchema);
    }
  });
});
