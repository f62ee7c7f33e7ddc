import { MSG } from '@abasto/domain/messages';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { release, reserve, reset } from '../../lib/rate-counter.ts';

/**
 * The limits of password guessing, counted in the database (one budget across servers):
 *
 * - per address and client: LOGIN_MAX_FAILURES_PER_ADDRESS (10) attempts per window, so one
 *   attacker's guesses lock only that attacker out, never the owner logging in from elsewhere;
 * - per address over all clients: LOGIN_MAX_FAILURES_PER_ADDRESS_ALL_CLIENTS (50), against
 *   guessing spread over many addresses.
 *
 * An attempt is reserved (counted) in one statement *before* the password is checked, so of any
 * number of parallel attempts no more than the limit are ever checked in one window; the rest
 * answer 429 with Retry-After. An attempt that turns out right gives its reservation back.
 */
export interface LoginReservation {
  clientKey: string;
  allKey: string;
}

const keysFor = (address: string, clientIp: string): LoginReservation => ({
  clientKey: `login-fail:${address}|${clientIp}`,
  allKey: `login-fail-all:${address}`,
});

export async function reserveLoginAttempt(ctx: AppContext, address: string, clientIp: string): Promise<LoginReservation> {
  const { db, config } = ctx;
  const window = config.LOGIN_WINDOW_SECONDS;
  const keys = keysFor(address, clientIp);
  const mine = await reserve(db, keys.clientKey, window);
  if (mine.count > config.LOGIN_MAX_FAILURES_PER_ADDRESS) {
    throw AppError.tooManyRequests(MSG.tooManyAttempts, mine.retryAfterSeconds);
  }
  const all = await reserve(db, keys.allKey, window);
  if (all.count > config.LOGIN_MAX_FAILURES_PER_ADDRESS_ALL_CLIENTS) {
    // Not checked: this client's attempt is not spent either.
    await release(db, keys.clientKey);
    throw AppError.tooManyRequests(MSG.tooManyAttempts, all.retryAfterSeconds);
  }
  return keys;
}

/** The password was right: the reserved attempt was not a failure. */
export async function giveBackLoginAttempt(ctx: AppContext, keys: LoginReservation): Promise<void> {
  await release(ctx.db, keys.clientKey);
  await release(ctx.db, keys.allKey);
}

/** A wrong second-step code counts as a failed login of the address from that client. */
export async function countLoginFailure(ctx: AppContext, address: string, clientIp: string): Promise<void> {
  const keys = keysFor(address, clientIp);
  const window = ctx.config.LOGIN_WINDOW_SECONDS;
  await reserve(ctx.db, keys.clientKey, window);
  await reserve(ctx.db, keys.allKey, window);
}

/** The whole login succeeded: this client's failures for the address are forgotten. */
export async function clearLoginFailures(ctx: AppContext, address: string, clientIp: string): Promise<void> {
  await reset(ctx.db, keysFor(address, clientIp).clientKey);
}
