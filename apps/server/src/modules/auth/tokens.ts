import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/core.ts';

const SECRET_KEY = 'jwt_secret';

/**
 * The token secret: JWT_SECRET when given, otherwise generated once and kept in the database
 * (under DATA_DIR for the embedded one), so that every server sharing the database agrees.
 */
export async function loadTokenSecret(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const generated = crypto.randomBytes(48).toString('base64url');
  await db.insert(settings).values({ key: SECRET_KEY, value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, SECRET_KEY));
  if (!row) throw new Error('token secret missing');
  return new TextEncoder().encode(row.value);
}

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
  /** The server-side session (sessions table) the token belongs to. */
  sessionId: string;
}

/** How long a checked token is trusted without checking its signature again, at most. */
const VERIFIED_MAX_MS = 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class TokenService {
  /**
   * Tokens whose signature was checked lately, with their claims, kept until the token expires or
   * for a minute at most: checking an HMAC signature is most of what a signed-in request costs the
   * server when its session is cached (docs/benchmarks.md, Load). Only a valid token is kept, so a
   * forged or altered one is always checked; whether its session still holds is decided after.
   */
  private readonly verified = new Map<string, { claims: TokenClaims; until: number }>();

  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
    private readonly maxVerified = 10_000,
  ) {}

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ tv: claims.tokenVersion, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.secret);
  }

  /** The claims of a valid token, or null for a missing, forged, malformed or expired one. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.until > Date.now()) return known.claims;
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const tokenVersion = Number(payload.tv);
      const sessionId = typeof payload.sid === 'string' ? payload.sid : '';
      if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(tokenVersion) || !UUID.test(sessionId)) return null;
      const claims = { userId, tokenVersion, sessionId };
      if (typeof payload.exp === 'number') {
        if (this.verified.size >= this.maxVerified) this.verified.delete(this.verified.keys().next().value!);
        this.verified.set(token, { claims, until: Math.min(payload.exp * 1000, Date.now() + VERIFIED_MAX_MS) });
      }
      return claims;
    } catch {
      return null;
    }
  }
}
