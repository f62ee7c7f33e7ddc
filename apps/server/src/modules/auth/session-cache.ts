import type { UserRow } from './session-user.ts';

interface Entry {
  userId: number;
  user: UserRow;
  until: number;
}

/**
 * The users of live sessions, kept for SESSION_CACHE_MS (1 s by default) so that checking a
 * session costs no database round trip per request (docs/product.md#accounts-and-e-mail).
 *
 * How a change still takes effect at once:
 * - in this process, every call that may write (any method but GET, HEAD and OPTIONS) empties the
 *   cache before its answer is sent, so a logout, a deactivation, a password or role change is
 *   seen by the very next request;
 * - on another server, an entry lives at most `ttlMs`: the change holds there within that time.
 * At most `maxEntries` sessions are kept; the oldest go first.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(sessionId: string, userId: number): UserRow | null {
    if (this.ttlMs <= 0) return null;
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    if (entry.until <= this.now() || entry.userId !== userId) {
      this.entries.delete(sessionId);
      return null;
    }
    return entry.user;
  }

  set(sessionId: string, user: UserRow): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(sessionId);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sessionId, { userId: user.id, user, until: this.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
