import crypto from 'node:crypto';
import { MSG } from '@abasto/domain/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { createUser, TEST_PASSWORD, userWithToken } from './helpers/factories.ts';
import { type LocalIssuer, startLocalIssuer } from './helpers/oidc-issuer.ts';

// docs/product.md#login: sign-in with the configured OpenID Connect provider, against a local
// issuer (discovery, JWKS, authorize, token) started here.
// Several tests start a server of their own (other limits, another provider): slow on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let issuer: LocalIssuer;
let abasto: TestAbasto;
let ipCounter = 0;
const nextIp = () => `10.77.${Math.floor(ipCounter / 200)}.${(ipCounter++ % 200) + 1}`;

beforeAll(async () => {
  issuer = await startLocalIssuer();
  abasto = await createTestAbasto({ OIDC_ISSUER: issuer.url, OIDC_CLIENT_ID: issuer.clientId, LOGIN_MAX_PER_CLIENT: '1000' });
});
afterAll(async () => {
  await abasto?.close();
  await issuer?.close();
});

const post = (url: string, payload: object, ip = nextIp(), headers: Record<string, string> = {}) =>
  abasto.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });
const gmail = (tokenId: string, ip?: string) => post('/api/auth/login-gmail', { tokenId }, ip);
const now = () => Math.floor(Date.now() / 1000);

/** What a wrong password on pre-login-email answers: every refusal here must look the same. */
async function wrongPasswordAnswer() {
  const user = await createUser(abasto.app.ctx.db);
  const res = await post('/api/auth/pre-login-email', { email: user.email, password: 'no-es-esta' });
  expect(res.statusCode).toBe(401);
  return res.json() as unknown;
}

describe('POST /api/auth/login-gmail', () => {
  it('signs in the active user with the verified e-mail, with the answer of pre-login-email', async () => {
    const user = await createUser(abasto.app.ctx.db, { role: 'gerente', email: 'Gerente.Google@Test.local' });
    const res = await gmail(await issuer.idToken({ email: 'gerente.google@test.local' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: user.id, role: 'gerente' });
    const verify = await abasto.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { authorization: `Bearer ${res.json().token}` } });
    expect(verify.statusCode).toBe(200);
  });

  it('lets a proveedor sign in too', async () => {
    const user = await createUser(abasto.app.ctx.db, { role: 'proveedor' });
    const res = await gmail(await issuer.idToken({ email: user.email }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('proveedor');
  });

  it('asks for the code of the second step when the user has one', async () => {
    const user = await createUser(abasto.app.ctx.db, { twoFactor: true });
    const res = await gmail(await issuer.idToken({ email: user.email }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ twoFactor: true, channel: 'email' });
    expect(res.json().token).toBeUndefined();
  });

  it('refuses every bad token exactly as a wrong password', async () => {
    const wrong = await wrongPasswordAnswer();
    const known = await createUser(abasto.app.ctx.db);
    const disabled = await createUser(abasto.app.ctx.db, { active: false });
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const claims = { iss: issuer.url, aud: issuer.clientId, sub: 'x', email: known.email, email_verified: true, iat: now(), exp: now() + 300 };
    const unsigned = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const cases: Record<string, string> = {
      expired: await issuer.idToken({ email: known.email, iat: now() - 900, exp: now() - 600 }),
      'another audience': await issuer.idToken({ email: known.email, aud: 'someone-else' }),
      'another issuer': await issuer.idToken({ email: known.email, iss: 'https://issuer.example.com' }),
      'alg none': unsigned,
      'an unknown key': await issuer.idTokenWithUnknownKey({ email: known.email }),
      'e-mail not verified': await issuer.idToken({ email: known.email, email_verified: false }),
      'no e-mail': await issuer.idToken({ email: '' }),
      'an unknown e-mail': await issuer.idToken({ email: 'nadie-google@test.local' }),
      'a disabled user': await issuer.idToken({ email: disabled.email }),
      'not a token': 'abc.def.ghi',
    };
    for (const [what, token] of Object.entries(cases)) {
      const res = await gmail(token);
      expect({ what, status: res.statusCode, body: res.json() as unknown }).toEqual({ what, status: 401, body: wrong });
    }
    expect((wrong as { error: string }).error).toBe(MSG.invalidCredentials);
  });

  it('never creates a user for an unknown e-mail', async () => {
    const res = await gmail(await issuer.idToken({ email: 'nuevo-google@test.local' }));
    expect(res.statusCode).toBe(401);
    const users = await abasto.app.inject({ method: 'POST', url: '/api/auth/pre-login-email', payload: { email: 'nuevo-google@test.local', password: 'x' } });
    expect(users.statusCode).toBe(401);
  });

  it('a token signs in once: replayed, or after the logout of its session, it is refused', async () => {
    const user = await createUser(abasto.app.ctx.db);
    const token = await issuer.idToken({ email: user.email });
    const first = await gmail(token);
    expect(first.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${first.json().token}` };
    expect((await post('/api/auth/logout', {}, undefined, auth)).statusCode).toBe(200);
    expect((await abasto.app.inject({ method: 'GET', url: '/api/auth/verify', headers: auth })).statusCode).toBe(401);
    const replay = await gmail(token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe(MSG.invalidCredentials);
  });

  it('fetches the keys again when a token names a key id it has not seen', async () => {
    const user = await createUser(abasto.app.ctx.db);
    expect((await gmail(await issuer.idToken({ email: user.email }))).statusCode).toBe(200);
    const before = issuer.jwksFetches();
    await issuer.rotateKey();
    // The key set is fetched again at most every 30 s (jose's cooldown, against floods of made-up key ids).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
    try {
      expect((await gmail(await issuer.idToken({ email: user.email }))).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    expect(issuer.jwksFetches()).toBe(before + 1);
  });

  it('answers a refusal in about the time of a wrong password', async () => {
    const user = await createUser(abasto.app.ctx.db);
    const times = { password: [] as number[], token: [] as number[] };
    for (let i = 0; i < 5; i++) {
      let t = performance.now();
      await post('/api/auth/pre-login-email', { email: user.email, password: 'no-es-esta' });
      times.password.push(performance.now() - t);
      const token = await issuer.idToken({ email: 'nadie-google@test.local' });
      t = performance.now();
      await gmail(token);
      times.token.push(performance.now() - t);
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[2]!;
    expect(Math.abs(median(times.password) - median(times.token))).toBeLessThan(150);
  });

  it('counts towards the per-client limit of logins', async () => {
    const limited = await createTestAbasto({ OIDC_ISSUER: issuer.url, OIDC_CLIENT_ID: issuer.clientId, LOGIN_MAX_PER_CLIENT: '2' });
    try {
      const attempt = async () =>
        limited.app.inject({ method: 'POST', url: '/api/auth/login-gmail', payload: { tokenId: await issuer.idToken({ email: 'x@test.local' }) }, remoteAddress: '10.8.8.8' });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toBe(MSG.tooManyAttempts);
    } finally {
      await limited.close();
    }
  });

  it('is refused like a wrong password when no provider is configured', async () => {
    const off = await createTestAbasto();
    try {
      const res = await off.app.inject({ method: 'POST', url: '/api/auth/login-gmail', payload: { tokenId: await issuer.idToken() } });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(MSG.invalidCredentials);
      const config = await off.app.inject({ method: 'GET', url: '/api/config/public' });
      expect(config.json().oidc).toBeNull();
    } finally {
      await off.close();
    }
  });

  it('400s a missing token with the field', async () => {
    const res = await post('/api/auth/login-gmail', {});
    expect(res.statusCode).toBe(400);
  });
});

describe('public configuration of the provider', () => {
  it('names the provider, issuer and client id, never a secret', async () => {
    const withSecret = await createTestAbasto({ OIDC_ISSUER: issuer.url, OIDC_CLIENT_ID: 'web-client', OIDC_CLIENT_SECRET: 'muy-secreto', OIDC_PROVIDER_NAME: 'Keycloak' });
    try {
      const res = await withSecret.app.inject({ method: 'GET', url: '/api/config/public' });
      expect(res.json().oidc).toEqual({ providerName: 'Keycloak', issuer: issuer.url, clientId: 'web-client', serverExchange: true });
      expect(res.body).not.toContain('muy-secreto');
    } finally {
      await withSecret.close();
    }
  });

  it('refuses at start an issuer on plain http away from this machine', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'http://accounts.example.com', OIDC_CLIENT_ID: 'x' })).toThrow(/OIDC_ISSUER must be an https address/);
    expect(() => loadConfig({ OIDC_ISSUER: 'http://localhost:9999', OIDC_CLIENT_ID: 'x' })).not.toThrow();
    expect(() => loadConfig({ OIDC_ISSUER: 'http://[::1]:9999', OIDC_CLIENT_ID: 'x' })).not.toThrow();
  });
});

describe('POST /api/auth/login (credentials for API clients)', () => {
  it('answers as pre-login-email: a token, a challenge, or the same refusal', async () => {
    const user = await createUser(abasto.app.ctx.db, { role: 'analista' });
    const ok = await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ _id: user.id });
    const twoStep = await createUser(abasto.app.ctx.db, { twoFactor: true });
    expect((await post('/api/auth/login', { email: twoStep.email, password: TEST_PASSWORD })).json()).toMatchObject({ twoFactor: true });
    const wrong = await post('/api/auth/login', { email: user.email, password: 'no-es-esta' });
    const unknown = await post('/api/auth/login', { email: 'nadie@test.local', password: 'no-es-esta' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual(await wrongPasswordAnswer());
  });

  it('shares the failure limit of pre-login-email', async () => {
    const limited = await createTestAbasto({ LOGIN_MAX_FAILURES_PER_ADDRESS: '2', LOGIN_MAX_PER_CLIENT: '1000' });
    try {
      const user = await createUser(limited.app.ctx.db);
      const attempt = (url: string, password: string) => limited.app.inject({ method: 'POST', url, payload: { email: user.email, password }, remoteAddress: '10.6.6.6' });
      expect((await attempt('/api/auth/pre-login-email', 'mala-1')).statusCode).toBe(401);
      expect((await attempt('/api/auth/login', 'mala-2')).statusCode).toBe(401);
      expect((await attempt('/api/auth/login', TEST_PASSWORD)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('PUT /api/auth/complete-registration/{key} with {tokenId}', () => {
  const invite = async (email: string) => {
    const admin = await userWithToken(abasto.app, 'admin');
    const res = await post('/api/auth/invite-user', { email, name: 'Ana', lastName: 'Google', role: 'analista' }, undefined, admin.auth);
    expect(res.statusCode).toBe(200);
    return res.json().activationKey as string;
  };
  const complete = (key: string, body: object) =>
    abasto.app.inject({ method: 'PUT', url: `/api/auth/complete-registration/${key}`, payload: body, remoteAddress: nextIp() });

  it('activates the invitation when the verified e-mail is the invited one, and signs in', async () => {
    const key = await invite('invitada.google@test.local');
    const res = await complete(key, { tokenId: await issuer.idToken({ email: 'Invitada.Google@test.local' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'invitada.google@test.local', role: 'analista' });
    // The link is spent; later the person signs in with the provider.
    expect((await complete(key, { tokenId: await issuer.idToken({ email: 'invitada.google@test.local' }) })).statusCode).toBe(410);
    expect((await gmail(await issuer.idToken({ email: 'invitada.google@test.local' }))).statusCode).toBe(200);
  });

  it('refuses another e-mail, or an unverified one, like a wrong password, and the link still works', async () => {
    const key = await invite('invitada.dos@test.local');
    const wrong = await wrongPasswordAnswer();
    for (const token of [
      await issuer.idToken({ email: 'otra.persona@test.local' }),
      await issuer.idToken({ email: 'invitada.dos@test.local', email_verified: false }),
      await issuer.idToken({ email: 'invitada.dos@test.local', aud: 'someone-else' }),
    ]) {
      const res = await complete(key, { tokenId: token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(wrong);
    }
    expect((await complete(key, { password: 'una-clave-larga' })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/oidc-code (a provider with a client secret)', () => {
  it('exchanges the code with the secret on the server; the browser then signs in with the ID token', async () => {
    const secretIssuer = await startLocalIssuer({ clientId: 'web-client', clientSecret: 'muy-secreto' });
    const app = await createTestAbasto({ OIDC_ISSUER: secretIssuer.url, OIDC_CLIENT_ID: 'web-client', OIDC_CLIENT_SECRET: 'muy-secreto' });
    try {
      const user = await createUser(app.app.ctx.db, { role: 'gerente' });
      secretIssuer.signInAs(user.email);
      const verifier = crypto.randomBytes(32).toString('base64url');
      const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
      const redirectUri = 'http://localhost:3000/page-login';
      const authorize = async () => {
        const q = new URLSearchParams({ client_id: 'web-client', redirect_uri: redirectUri, response_type: 'code', code_challenge: challenge, code_challenge_method: 'S256', state: 's' });
        const res = await fetch(`${secretIssuer.url}/authorize?${q}`, { redirect: 'manual' });
        return new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
      };
      const exchange = (body: object) => app.app.inject({ method: 'POST', url: '/api/auth/oidc-code', payload: body, remoteAddress: nextIp() });

      const res = await exchange({ code: await authorize(), codeVerifier: verifier, redirectUri });
      expect(res.statusCode).toBe(200);
      const signIn = await app.app.inject({ method: 'POST', url: '/api/auth/login-gmail', payload: { tokenId: res.json().tokenId } });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().user._id).toBe(user.id);

      // A wrong verifier, a used or made-up code: the refusal of a wrong password.
      const code = await authorize();
      const wrongVerifier = await exchange({ code, codeVerifier: 'x'.repeat(43), redirectUri });
      expect(wrongVerifier.statusCode).toBe(401);
      expect(wrongVerifier.json().error).toBe(MSG.invalidCredentials);
      expect((await exchange({ code, codeVerifier: verifier, redirectUri })).statusCode).toBe(401);
      // The secret never reaches the browser; the issuer may be called from the page.
      const page = await app.app.inject({ method: 'GET', url: '/api/config/public' });
      expect(page.body).not.toContain('muy-secreto');
      expect(String(page.headers['content-security-policy'])).toContain(`connect-src 'self' data: ${secretIssuer.url}`);
    } finally {
      await app.close();
      await secretIssuer.close();
    }
  });

  it('is refused like a wrong password when the provider has no secret configured', async () => {
    const res = await post('/api/auth/oidc-code', { code: 'c', codeVerifier: 'v'.repeat(43), redirectUri: 'http://localhost:3000/page-login' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(MSG.invalidCredentials);
  });
});
