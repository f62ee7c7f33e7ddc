import { MSG } from '@abasto/domain/messages';
import * as oauth from 'oauth4webapi';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { reserve } from '../../lib/rate-counter.ts';
import { refusedSignIn } from './login-with-id-token.ts';

const TIMEOUT_SECONDS = 10;
const servers = new Map<string, Promise<oauth.AuthorizationServer>>();

function authorizationServer(issuer: string): Promise<oauth.AuthorizationServer> {
  let found = servers.get(issuer);
  if (!found) {
    const url = new URL(issuer);
    // Plain http only reaches here for a loopback issuer (config.ts refuses any other).
    const options = { [oauth.allowInsecureRequests]: url.protocol === 'http:', timeout: TIMEOUT_SECONDS };
    found = oauth.discoveryRequest(url, options).then((res) => oauth.processDiscoveryResponse(url, res));
    servers.set(issuer, found);
    found.catch(() => servers.delete(issuer));
  }
  return found;
}

/**
 * For a provider that wants a client secret (Google's web clients), the browser hands the
 * authorization code and its PKCE verifier to the server, which exchanges them at the token
 * endpoint with the secret and answers the ID token; the browser then signs in with it as with
 * any other (docs/product.md#login). The secret never reaches the browser. Any failure is the
 * refusal of a wrong password.
 */
export async function exchangeOidcCode({
  ctx,
  code,
  codeVerifier,
  redirectUri,
  iss,
  clientIp,
}: {
  ctx: AppContext;
  code: string;
  iss?: string | undefined;
  codeVerifier: string;
  redirectUri: string;
  clientIp: string;
}): Promise<{ tokenId: string }> {
  const { config, db } = ctx;
  const client = await reserve(db, `login-client:${clientIp}`, config.LOGIN_WINDOW_SECONDS);
  if (client.count > config.LOGIN_MAX_PER_CLIENT) {
    throw AppError.tooManyRequests(MSG.tooManyAttempts, client.retryAfterSeconds);
  }
  const { OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: secret, OIDC_ISSUER: issuer } = config;
  if (!clientId || !secret) throw refusedSignIn();
  try {
    const as = await authorizationServer(issuer);
    const oauthClient: oauth.Client = { client_id: clientId };
    const options = { [oauth.allowInsecureRequests]: new URL(issuer).protocol === 'http:', timeout: TIMEOUT_SECONDS };
    // The browser checked the state against its own; the server checks the rest of the answer.
    const answer = new URLSearchParams({ code, ...(iss ? { iss } : {}) });
    const callback = oauth.validateAuthResponse(as, oauthClient, answer, oauth.skipStateCheck);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      oauthClient,
      oauth.ClientSecretPost(secret),
      callback,
      redirectUri,
      codeVerifier,
      options,
    );
    const result = await oauth.processAuthorizationCodeResponse(as, oauthClient, response, { requireIdToken: true });
    if (!result.id_token) throw refusedSignIn();
    return { tokenId: result.id_token };
  } catch {
    throw refusedSignIn();
  }
}
