import type { PublicConfig } from '@abasto/domain/public-config';
import { ROUTES } from '@abasto/domain/routes';
import * as oauth from 'oauth4webapi';
import { exchangeOidcCode } from '../api/login-gmail.ts';

/**
 * The browser's side of the sign-in with the configured OpenID Connect provider
 * (docs/product.md#login): the authorization-code flow with PKCE, by oauth4webapi. Loaded only
 * when the button is pressed or the provider sends the browser back, never with the login page.
 */
export type OidcSettings = NonNullable<PublicConfig['oidc']>;

/** What the flow does once the provider answers: sign in, or complete an invitation. */
export type OidcPurpose = { kind: 'login' } | { kind: 'activate'; key: string };

interface Pending {
  verifier: string;
  state: string;
  nonce: string;
  purpose: OidcPurpose;
}

const PENDING_KEY = 'abasto.oidc';
/** The provider always sends the browser back to the login page; `purpose` says what follows. */
const redirectUri = () => `${window.location.origin}${ROUTES.login}`;
const insecure = (issuer: URL) => ({ [oauth.allowInsecureRequests]: issuer.protocol === 'http:' });

async function discover(settings: OidcSettings): Promise<oauth.AuthorizationServer> {
  const issuer = new URL(settings.issuer);
  const res = await oauth.discoveryRequest(issuer, insecure(issuer));
  return oauth.processDiscoveryResponse(issuer, res);
}

/** Sends the browser to the provider's sign-in page. */
export async function startOidc(settings: OidcSettings, purpose: OidcPurpose): Promise<void> {
  const as = await discover(settings);
  if (!as.authorization_endpoint) throw new Error('no authorization endpoint');
  const pending: Pending = {
    verifier: oauth.generateRandomCodeVerifier(),
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    purpose,
  };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(as.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: redirectUri(),
    response_type: 'code',
    scope: 'openid email',
    code_challenge: await oauth.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
  }).toString();
  window.location.assign(url.toString());
}

/**
 * The provider sent the browser back with a code: checks the state, obtains the ID token (in
 * the browser, or through the server when the provider wants the client secret) and answers it
 * with what it is for. The pending flow is forgotten whatever happens.
 */
export async function finishOidc(settings: OidcSettings, callback: URL): Promise<{ tokenId: string; purpose: OidcPurpose }> {
  const stored = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (!stored) throw new Error('no sign-in under way');
  const pending = JSON.parse(stored) as Pending;
  const as = await discover(settings);
  const client: oauth.Client = { client_id: settings.clientId };
  const params = oauth.validateAuthResponse(as, client, callback, pending.state);
  if (settings.serverExchange) {
    const iss = params.get('iss');
    const { tokenId } = await exchangeOidcCode({
      code: params.get('code') ?? '',
      codeVerifier: pending.verifier,
      redirectUri: redirectUri(),
      ...(iss ? { iss } : {}),
    });
    return { tokenId, purpose: pending.purpose };
  }
  const issuer = new URL(settings.issuer);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    oauth.None(),
    params,
    redirectUri(),
    pending.verifier,
    insecure(issuer),
  );
  const result = await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: pending.nonce, requireIdToken: true });
  if (!result.id_token) throw new Error('no ID token');
  return { tokenId: result.id_token, purpose: pending.purpose };
}
