import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('asks once, gives the same promise to every caller, then the value at once', async () => {
    let asked = 0;
    const part = loadOnce(async () => {
      asked += 1;
      return { name: 'part' };
    });
    expect(part.loaded()).toBeUndefined();
    const [a, b] = [part.load(), part.load()];
    expect(a).toBe(b);
    const value = await a;
    expect(part.loaded()).toBe(value);
    await part.load();
    expect(asked).toBe(1);
  });

  it('asks again after a load that failed', async () => {
    let asked = 0;
    const part = loadOnce(async () => {
      asked += 1;
      if (asked === 1) throw new Error('offline');
      return 'part';
    });
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.loaded()).toBeUndefined();
    await expect(part.load()).resolves.toBe('part');
    expect(part.loaded()).toBe('part');
    expect(asked).toBe(2);
  });
});
