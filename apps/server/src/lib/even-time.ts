import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and answers no sooner than `floorMs` after it started, whatever it did: calls that
 * must not tell whether an address exists (recovery, the public registration) do different work
 * for a known and an unknown one, and the time of the answer would say which. The floor is set
 * well above the slower path, so both answer in about the same time.
 */
export async function noSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - start);
    if (left > 0) await sleep(left);
  }
}
