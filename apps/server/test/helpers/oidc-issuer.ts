import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';

/**
 * A local OpenID Connect issuer for the tests (server and browser journeys): discovery document,
 * JWKS, an authorization endpoint that signs in whoever the test names (`signInAs`) at once, and
 * a token endpoint that checks the PKCE verifier (and the client secret, when one is set).
 * Plain http on 127.0.0.1: the one kind of issuer allowed without https (docs/product.md#login).
 */
export interface LocalIssuer {
  url: string;
  clientId: string;
  /** The e-mail the authorization endpoint signs in next (and whether it is verified). */
  signInAs(email: string, emailVerified?: boolean): void;
  /** An ID token signed with the published key, the given claims over sensible defaults. */
  idToken(claims?: JWTPayload & { email?: string; email_verified?: boolean }): Promise<string>;
  /** Signed with a key the issuer never published. */
  idTokenWithUnknownKey(claims?: JWTPayload): Promise<string>;
  /** Publishes a new key (new kid) and signs with it from now on. */
  rotateKey(): Promise<void>;
  /** How many times the JWKS was fetched. */
  jwksFetches(): number;
  close(): Promise<void>;
}

interface SigningKey {
  kid: string;
  privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  jwk: JWK;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

async function newKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = crypto.randomUUID();
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

export async function startLocalIssuer({
  clientId = 'abasto-test-client',
  clientSecret,
  port = 0,
  interactive = false,
}: {
  clientId?: string;
  clientSecret?: string;
  port?: number;
  /** The authorization endpoint asks for the e-mail on a page, as a provider's sign-in page does. */
  interactive?: boolean;
} = {}): Promise<LocalIssuer> {
  let keys = [await newKey()];
  let jwksFetches = 0;
  let next = { email: 'gerente@abasto.local', verified: true };
  const codes = new Map<string, { challenge: string; nonce?: string; email: string; verified: boolean; redirectUri: string }>();
  let url = '';

  const sign = (key: SigningKey, claims: JWTPayload = {}) =>
    new SignJWT({ email: next.email, email_verified: next.verified, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
      .setIssuer(claims.iss ?? url)
      .setAudience(claims.aud ?? clientId)
      .setSubject(claims.sub ?? `sub-${String(claims.email ?? next.email)}`)
      .setIssuedAt(claims.iat ?? Math.floor(Date.now() / 1000))
      .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 300)
      .sign(key.privateKey);

  const readBody = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => resolve(body));
    });

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const u = new URL(req.url ?? '/', url);
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST' });
        res.end();
      } else if (u.pathname === '/.well-known/openid-configuration') {
        json(res, 200, {
          issuer: url,
          authorization_endpoint: `${url}/authorize`,
          token_endpoint: `${url}/token`,
          jwks_uri: `${url}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: clientSecret ? ['client_secret_post', 'client_secret_basic'] : ['none'],
        });
      } else if (u.pathname === '/jwks') {
        jwksFetches += 1;
        json(res, 200, { keys: keys.map((k) => k.jwk) });
      } else if (u.pathname === '/authorize') {
        const p = u.searchParams;
        const redirectUri = p.get('redirect_uri') ?? '';
        if (p.get('client_id') !== clientId || p.get('code_challenge_method') !== 'S256' || !redirectUri) return json(res, 400, { error: 'invalid_request' });
        if (interactive && !p.get('email')) {
          const hidden = [...p.entries()].map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`).join('');
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(
            `<!doctype html><html lang="es"><title>Proveedor de prueba</title><form method="get" action="/authorize">${hidden}` +
              '<label>Correo del proveedor <input name="email" type="email" autocomplete="off"></label> <button>Continuar</button></form></html>',
          );
          return;
        }
        if (p.get('email')) next = { email: p.get('email')!, verified: true };
        const code = crypto.randomBytes(16).toString('base64url');
        codes.set(code, { challenge: p.get('code_challenge') ?? '', nonce: p.get('nonce') ?? undefined, email: next.email, verified: next.verified, redirectUri });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        if (p.get('state')) back.searchParams.set('state', p.get('state')!);
        back.searchParams.set('iss', url);
        res.writeHead(302, { location: back.toString() });
        res.end();
      } else if (u.pathname === '/token' && req.method === 'POST') {
        const form = new URLSearchParams(await readBody(req));
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const basic = req.headers.authorization?.startsWith('Basic ')
          ? Buffer.from(req.headers.authorization.slice(6), 'base64').toString().split(':').map(decodeURIComponent)
          : undefined;
        const givenSecret = form.get('client_secret') ?? basic?.[1];
        const verifier = crypto.createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
        const badSecret = clientSecret !== undefined && givenSecret !== clientSecret;
        if (!grant || verifier !== grant.challenge || form.get('redirect_uri') !== grant.redirectUri || badSecret) {
          return json(res, 400, { error: 'invalid_grant' });
        }
        const nonce = grant.nonce ? { nonce: grant.nonce } : {};
        const idToken = await sign(keys.at(-1)!, { email: grant.email, email_verified: grant.verified, ...nonce });
        json(res, 200, { access_token: crypto.randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 300, id_token: idToken });
      } else {
        json(res, 404, { error: 'not_found' });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientId,
    signInAs(email, emailVerified = true) {
      next = { email, verified: emailVerified };
    },
    idToken: (claims) => sign(keys.at(-1)!, claims),
    idTokenWithUnknownKey: async (claims) => sign(await newKey(), claims),
    async rotateKey() {
      keys = [...keys, await newKey()];
    },
    jwksFetches: () => jwksFetches,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
