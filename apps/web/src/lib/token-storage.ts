import type { SessionUser } from '@abasto/domain/session';

const TOKEN_KEY = 'abasto.token';
const USER_KEY = 'abasto.user';

export const tokenStorage = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  /** The user of the stored session as last confirmed by the server (drawn at start while the check runs). */
  getUser: (): SessionUser | null => {
    try {
      const user = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as SessionUser | null;
      return user && typeof user.role === 'string' && typeof user.id === 'number' ? user : null;
    } catch {
      return null;
    }
  },
  setUser: (user: SessionUser) => localStorage.setItem(USER_KEY, JSON.stringify(user)),
  /** Logout and an expired session clear everything the app keeps locally. */
  clear: () => localStorage.clear(),
};
