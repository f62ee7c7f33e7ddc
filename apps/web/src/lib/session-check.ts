import type { SessionUser } from '@abasto/domain/session';
import { api } from './api-client.ts';

/** Asks the server whether the stored token still holds, and for whom (no React: app/first-page.ts calls it too). */
export function checkSession() {
  return api<{ user: SessionUser }>('/api/auth/verify');
}
