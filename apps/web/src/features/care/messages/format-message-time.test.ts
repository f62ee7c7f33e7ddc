import { describe, expect, it } from 'vitest';
import { formatMessageTime } from './format-message-time.ts';

describe('formatMessageTime', () => {
  const now = new Date(2026, 4, 20, 18, 30);
  it.each([
    [new Date(2026, 4, 20, 9, 5), '09:05'],
    [new Date(2026, 2, 12, 14, 5), '12/03 14:05'],
    [new Date(2025, 11, 31, 23, 59), '31/12/2025'],
  ])('%s is shown as %s', (at, expected) => {
    expect(formatMessageTime(at.toISOString(), now)).toBe(expected);
  });
});
