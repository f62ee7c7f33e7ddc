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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class TokenService {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
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
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const tokenVersion = Number(payload.tv);
      const sessionId = typeof payload.sid === 'string' ? payload.sid : '';
      if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(tokenVersion) || !UUID.test(sessionId)) return null;
      return { userId, tokenVersion, sessionId };
    } catch {
      return null;
    }
  }
}
