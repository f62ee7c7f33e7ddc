import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { Config } from '../../config.ts';

/**
 * Checks an ID token of the configured OpenID Connect provider (docs/product.md#login): its
 * signature against the keys the issuer publishes (discovered from its
 * `/.well-known/openid-configuration`, cached, fetched again when a token names a key id not yet
 * seen), an asymmetric algorithm (never `none` or a shared secret), the issuer, the audience
 * (our client id), the expiry, and a verified e-mail. Answers the e-mail and the token's expiry,
 * or null for any failure: the caller refuses every one of them the same way.
 */
export interface VerifiedIdToken {
  email: string;
  expiresAt: Date;
}

const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
const DISCOVERY_TIMEOUT_MS = 5000;

interface Issuer {
  issuer: string;
  keys: ReturnType<typeof createRemoteJWKSet>;
}

const issuers = new Map<string, Promise<Issuer>>();

async function discover(issuerUrl: string): Promise<Issuer> {
  const res = await fetch(`${issuerUrl}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`OIDC discovery answered ${res.status}`);
  const doc = (await res.json()) as { issuer?: unknown; jwks_uri?: unknown };
  if (typeof doc.issuer !== 'string' || doc.issuer.replace(/\/$/, '') !== issuerUrl || typeof doc.jwks_uri !== 'string') {
    throw new Error('OIDC discovery document does not match OIDC_ISSUER');
  }
  return { issuer: doc.issuer, keys: createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: DISCOVERY_TIMEOUT_MS }) };
}

/** The issuer's discovery, kept for the life of the process; a failed one is tried again next time. */
function issuerOf(issuerUrl: string): Promise<Issuer> {
  let found = issuers.get(issuerUrl);
  if (!found) {
    found = discover(issuerUrl);
    issuers.set(issuerUrl, found);
    found.catch(() => issuers.delete(issuerUrl));
  }
  return found;
}

/** Google writes its issuer with and without the scheme (both are its documented values). */
function acceptedIssuers(issuer: string): string[] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}

export async function verifyIdToken(config: Config, tokenId: string): Promise<VerifiedIdToken | null> {
  const clientId = config.OIDC_CLIENT_ID;
  if (!clientId) return null;
  let payload: JWTPayload;
  try {
    const { issuer, keys } = await issuerOf(config.OIDC_ISSUER);
    ({ payload } = await jwtVerify(tokenId, keys, {
      issuer: acceptedIssuers(issuer),
      audience: clientId,
      algorithms: ALGORITHMS,
      requiredClaims: ['exp', 'iat', 'sub'],
    }));
  } catch {
    return null;
  }
  const { email, email_verified: emailVerified } = payload as { email?: unknown; email_verified?: unknown };
  if (typeof email !== 'string' || email.length === 0 || emailVerified !== true) return null;
  return { email, expiresAt: new Date((payload.exp ?? 0) * 1000) };
}
