import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_COLOR, FORM_DEFAULT_EVENT_COLOR } from '@abasto/domain/care-event';
import { contrastRatio, readableTextColor } from './event-colors.ts';

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

describe('the default colours (docs/product.md#calendar)', () => {
  it.each([
    ['a new event', FORM_DEFAULT_EVENT_COLOR],
    ['an event without a colour', DEFAULT_EVENT_COLOR],
  ])('%s: its text reads at 4.5:1 at least, and the block stands out of the white grid', (_, color) => {
    expect(contrastRatio(color, readableTextColor(color))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(color, '#FFFFFF')).toBeGreaterThanOrEqual(3);
  });
});
