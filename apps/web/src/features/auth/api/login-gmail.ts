import type { LoginChallenge } from '@abasto/domain/accounts';
import { api } from '../../../lib/api-client.ts';
import type { LoginResult } from './login.ts';

/** Sign-in with an ID token of the configured provider (docs/product.md#login). */
export function loginGmail(tokenId: string) {
  return api<LoginResult | LoginChallenge>('/api/auth/login-gmail', { method: 'POST', body: { tokenId } });
}

/** "Activar con Google": the invitation completed with an ID token instead of a password. */
export function completeRegistrationWithIdToken(key: string, tokenId: string) {
  return api<LoginResult>(`/api/auth/complete-registration/${encodeURIComponent(key)}`, { method: 'PUT', body: { tokenId } });
}

/** A provider with a client secret: the server exchanges the code and answers the ID token. */
export function exchangeOidcCode(body: { code: string; codeVerifier: string; redirectUri: string; iss?: string }) {
  return api<{ tokenId: string }>('/api/auth/oidc-code', { method: 'POST', body });
}
