/**
 * Promises kept for a while by key: the same key within `ms` gets the same promise (asked once,
 * even by callers arriving together); a rejected one is forgotten at once; past `max` keys the
 * oldest goes. For figures that only steer a choice (a planner's estimate, a time span), never
 * for an answer someone reads.
 */
export class KeptPromises<T> {
  private readonly kept = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ms: number,
    private readonly max = Number.POSITIVE_INFINITY,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.kept.get(key);
    if (hit && performance.now() - hit.at < this.ms) return hit.value;
    this.kept.delete(key);
    // The oldest first (a Map keeps the order of insertion).
    if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value!);
    const value = load();
    this.kept.set(key, { at: performance.now(), value });
    value.catch(() => {
      if (this.kept.get(key)?.value === value) this.kept.delete(key);
    });
    return value;
  }
}

/** One KeptPromises per database (a test's databases share nothing). */
export function keptPerDatabase<D extends object, T>(ms: number, max?: number): (db: D) => KeptPromises<T> {
  const byDb = new WeakMap<D, KeptPromises<T>>();
  return (db) => {
    let kept = byDb.get(db);
    if (!kept) byDb.set(db, (kept = new KeptPromises<T>(ms, max)));
    return kept;
  };
}
