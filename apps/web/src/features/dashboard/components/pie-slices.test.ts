import { describe, expect, it } from 'vitest';
import { pieSlices } from './pie-slices.ts';

const value = (n: number) => n;

describe('pieSlices', () => {
  it('draws each value as its share, clockwise from twelve o\'clock', () => {
    const slices = pieSlices([1, 1, 2], value, 100);
    expect(slices.map((s) => s.share)).toEqual([0.25, 0.25, 0.5]);
    // A quarter: from the top to three o'clock; the next from three to six; the half back to the top.
    expect(slices[0]!.path).toBe('M 100 100 L 100 0 A 100 100 0 0 1 200 100 Z');
    expect(slices[1]!.path).toBe('M 100 100 L 200 100 A 100 100 0 0 1 100 200 Z');
    expect(slices[2]!.path).toBe('M 100 100 L 100 200 A 100 100 0 0 1 100 0 Z');
  });

  it('takes the long way round for a slice past half the pie', () => {
    const [big] = pieSlices([3, 1], value, 10);
    expect(big!.path).toBe('M 10 10 L 10 0 A 10 10 0 1 1 0 10 Z');
  });

  it('skips empty values and draws the only one as a full disc', () => {
    const slices = pieSlices([0, 7, -1], value, 10);
    expect(slices).toHaveLength(1);
    expect(slices[0]!.item).toBe(7);
    expect(slices[0]!.path).toBe('M 10 0 A 10 10 0 1 1 10 20 A 10 10 0 1 1 10 0 Z');
  });

  it('draws nothing when nothing is counted', () => {
    expect(pieSlices([], value, 10)).toEqual([]);
    expect(pieSlices([0, 0], value, 10)).toEqual([]);
  });
});
