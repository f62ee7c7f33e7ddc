import { describe, expect, it } from 'vitest';
import { RECENT_CONTACTS, SAMPLE_CONTACTS } from './sample-contacts.ts';

describe('sample contacts', () => {
  it('holds 62 people with 8 recent interactions, as the tabs count them', () => {
    expect(SAMPLE_CONTACTS).toHaveLength(62);
    expect(RECENT_CONTACTS).toHaveLength(8);
  });

  it('gives every contact a distinct id and a name and company', () => {
    expect(new Set(SAMPLE_CONTACTS.map((c) => c.id)).size).toBe(62);
    for (const c of SAMPLE_CONTACTS) {
      expect(c.name).toMatch(/\S+ \S+/);
      expect(c.company).not.toBe('');
    }
  });

  it('orders recent interactions most recent first', () => {
    const days = RECENT_CONTACTS.map((c) => c.lastInteractionDays);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    const oldestRecent = days.at(-1) ?? 0;
    const others = SAMPLE_CONTACTS.filter((c) => !RECENT_CONTACTS.includes(c));
    expect(others.every((c) => c.lastInteractionDays >= oldestRecent)).toBe(true);
  });
});
