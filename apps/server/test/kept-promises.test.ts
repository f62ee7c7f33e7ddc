import { describe, expect, it } from 'vitest';
import { KeptPromises, keptPerDatabase } from '../src/lib/kept-promises.ts';

describe('KeptPromises', () => {
  it('asks once for callers of the same key, each key apart', async () => {
    const kept = new KeptPromises<string>(60_000);
    let asked = 0;
    const load = (v: string) => () => Promise.resolve(`${v}${++asked}`);
    const [a, b] = await Promise.all([kept.get('k', load('a')), kept.get('k', load('b'))]);
    expect([a, b, asked]).toEqual(['a1', 'a1', 1]);
    expect(await kept.get('other ½ → Ł', load('c'))).toBe('c2');
  });

  it('asks again once the time is over, and after a failure at once', async () => {
    const expired = new KeptPromises<number>(0);
    let n = 0;
    await expired.get('k', () => Promise.resolve(++n));
    expect(await expired.get('k', () => Promise.resolve(++n))).toBe(2);

    const kept = new KeptPromises<number>(60_000);
    await expect(kept.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await kept.get('k', () => Promise.resolve(7))).toBe(7);
  });

  it('keeps at most `max` keys, dropping the oldest', async () => {
    const kept = new KeptPromises<string>(60_000, 2);
    for (const k of ['a', 'b', 'c']) await kept.get(k, () => Promise.resolve(k));
    expect(await kept.get('a', () => Promise.resolve('a again'))).toBe('a again');
    expect(await kept.get('c', () => Promise.resolve('c again'))).toBe('c');
  });

  it('keeps nothing across databases', async () => {
    const keptOf = keptPerDatabase<object, string>(60_000);
    const [one, two] = [{}, {}];
    await keptOf(one).get('k', () => Promise.resolve('one'));
    expect(await keptOf(two).get('k', () => Promise.resolve('two'))).toBe('two');
    expect(keptOf(one)).toBe(keptOf(one));
  });
});
