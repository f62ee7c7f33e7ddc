import { describe, expect, it } from 'vitest';
import { readableTextColor } from './event-colors.ts';

describe('readable text colour', () => {
  it.each([
    ['#F4F4F4', '#1A1B1E'],
    ['#FFFFFF', '#1A1B1E'],
    ['#F08C00', '#1A1B1E'],
    ['#526FCE', '#FFFFFF'],
    ['#000000', '#FFFFFF'],
    ['#C2255C', '#FFFFFF'],
    ['not a colour', '#FFFFFF'],
  ])('%s → %s', (color, text) => {
    expect(readableTextColor(color)).toBe(text);
  });
});
