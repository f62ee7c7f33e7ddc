import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './core.ts';

export const ACCOUNT_KEY_PURPOSES = ['invite', 'recovery'] as const;
export type AccountKeyPurpose = (typeof ACCOUNT_KEY_PURPOSES)[number];

/**
 * Single-use keys of the links /page-completar-cadastro/{key} (invitations and password
 * recovery). Only a hash of the key is kept: whoever reads the database cannot use the links.
 */
export const accountKeys = pgTable(
  'account_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountKeyPurpose>().notNull(),
    keyHash: text('key_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdById: integer('created_by_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('account_keys_key_hash_key').on(t.keyHash), index('account_keys_user_idx').on(t.userId)],
);

/**
 * The second step of a two-step login, or a sign-in by telephone: the `oAuthSms` token the client
 * holds (hashed) and the code sent (hashed with it). Short-lived, a few tries, single use.
 */
export const LOGIN_CHALLENGE_KINDS = ['second-step', 'telephone'] as const;
export type LoginChallengeKind = (typeof LOGIN_CHALLENGE_KINDS)[number];

export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * 'second-step': the 4-digit code after the password; 'telephone': the 6-digit code that is
     * the whole sign-in by telephone (docs/product.md#sign-in-by-telephone).
     */
    kind: text('kind').$type<LoginChallengeKind>().notNull().default('second-step'),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The user's token version when the challenge started: a password change in between voids it. */
    tokenVersion: integer('token_version').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('login_challenges_token_hash_key').on(t.tokenHash),
    index('login_challenges_user_idx').on(t.userId),
  ],
);

/**
 * Login sessions, kept on the server: the token carries the session id, and a session that was
 * ended (logout, "Cerrar las demás sesiones"), has expired, or was idle longer than
 * SESSION_IDLE_HOURS no longer lets its token in. `last_seen_at` is written at most once a
 * minute per session (see modules/auth/sessions.ts).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
