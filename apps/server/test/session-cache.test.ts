import { describe, expect, it } from 'vitest';
import { SessionCache } from '../src/modules/auth/session-cache.ts';
import type { UserRow } from '../src/modules/auth/session-user.ts';

const user = (id: number) => ({ id }) as UserRow;

describe('SessionCache', () => {
  it('answers a session for its own user until the time is up', () => {
    let now = 1_000;
    const cache = new SessionCache(1_000, 10, () => now);
    cache.set('s1', user(7));
    expect(cache.get('s1', 7)?.id).toBe(7);
    expect(cache.get('s1', 8)).toBeNull();
    cache.set('s1', user(7));
    now += 999;
    expect(cache.get('s1', 7)?.id).toBe(7);
    now += 1;
    expect(cache.get('s1', 7)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('keeps at most its size, dropping the oldest, and keeps nothing with no time', () => {
    const cache = new SessionCache(1_000, 2);
    cache.set('a', user(1));
    cache.set('b', user(2));
    cache.set('c', user(3));
    expect([cache.get('a', 1), cache.get('b', 2)?.id, cache.get('c', 3)?.id]).toEqual([null, 2, 3]);
    cache.clear();
    expect(cache.size).toBe(0);
    const off = new SessionCache(0);
    off.set('a', user(1));
    expect(off.get('a', 1)).toBeNull();
  });
});
