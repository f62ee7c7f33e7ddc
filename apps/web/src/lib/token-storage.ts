const TOKEN_KEY = 'abasto.token';

export const tokenStorage = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  /** Logout and an expired session clear everything the app keeps locally. */
  clear: () => localStorage.clear(),
};
