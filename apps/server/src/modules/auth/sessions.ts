import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import { sessions } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/core.ts';
import type { UserRow } from './session-user.ts';

/** `last_seen_at` is written at most this often per session, not on every request. */
export const LAST_SEEN_RESOLUTION_SECONDS = 60;

/**
 * Opens a server-side session for a user who has just logged in (password, code or a link) and
 * returns its token. The token lives TOKEN_TTL_SECONDS at most; the session ends sooner on
 * logout, "Cerrar las demás sesiones", SESSION_IDLE_HOURS without a request, or a password
 * change or deactivation (the user's token_version, checked with every request).
 */
export async function startSession(ctx: AppContext, user: Pick<UserRow, 'id' | 'tokenVersion'>): Promise<string> {
  const sessionId = crypto.randomUUID();
  await ctx.db.insert(sessions).values({
    id: sessionId,
    userId: user.id,
    expiresAt: sql`now() + make_interval(secs => ${ctx.config.TOKEN_TTL_SECONDS})`,
  });
  return ctx.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion, sessionId });
}

/**
 * The user of a live session, in one lookup by primary key (the session joined with its
 * user); null when the session is unknown, ended, expired or idle too long. Refreshes
 * `last_seen_at` when it is older than a minute. A session checked in the last
 * SESSION_CACHE_MS is answered from the cache (session-cache.ts).
 */
export async function findSessionUser(ctx: AppContext, sessionId: string, userId: number): Promise<UserRow | null> {
  const cached = ctx.sessions.get(sessionId, userId);
  if (cached) return cached;
  const idleSeconds = ctx.config.SESSION_IDLE_HOURS * 3600;
  const [row] = await ctx.db
    .select({
      user: users,
      live: sql<boolean>`(${sessions.endedAt} is null and ${sessions.expiresAt} > now()
        and ${sessions.lastSeenAt} > now() - make_interval(secs => ${idleSeconds}))`,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${LAST_SEEN_RESOLUTION_SECONDS})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  if (!row?.live) return null;
  if (row.stale) {
    await ctx.db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
  }
  ctx.sessions.set(sessionId, row.user);
  return row.user;
}

/** Logout: this session ends; its token no longer lets anyone in. */
export async function endSession(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/** "Cerrar las demás sesiones": every other open session of the user ends; returns how many. */
export async function endOtherSessions(ctx: AppContext, userId: number, keep: string): Promise<number> {
  const ended = await queryRows<{ id: string }>(
    ctx.db,
    sql`update sessions set ended_at = now()
        where user_id = ${userId} and id <> ${keep} and ended_at is null and expires_at > now()
        returning id`,
  );
  return ended.length;
}
