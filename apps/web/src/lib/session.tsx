import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import type { SessionUser } from '@abasto/domain/session';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ApiError, api, setUnauthorizedHandler, type UnauthorizedOutcome } from './api-client.ts';
import { areaLanguageOf } from './area-language.ts';
import { notify } from './notify.ts';
import { ReauthDialog } from './reauth-dialog.tsx';
import { checkSession, sessionQuery } from './session-query.ts';
import { tokenStorage } from './token-storage.ts';
import { hasUnsavedChanges, onUnsavedChecksChange } from './unsaved-registry.ts';

export type SessionStatus = 'verifying' | 'authenticated' | 'public';

interface SessionValue {
  status: SessionStatus;
  user: SessionUser | null;
  /** Stores the token and user of a successful login (or activation). */
  signIn(token: string, user: SessionUser): void;
  /** Clears local storage and the user; `expired` shows the 'Fazer Login novamente' alert instead of the logout toast. */
  signOut(opts?: { expired?: boolean }): void;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SessionStatus>(() => (tokenStorage.get() ? 'verifying' : 'public'));
  const [user, setUser] = useState<SessionUser | null>(null);
  const statusRef = useRef(status);
  useEffect(() => {
    statusRef.current = status;
  }, [status]);

  const signOut = useCallback(
    (opts: { expired?: boolean } = {}) => {
      // Logout ends the session on the server too (its token stops working at once); an
      // expired session has nothing left to end.
      if (!opts.expired && tokenStorage.get()) api('/api/auth/logout', { method: 'POST' }).catch(() => {});
      tokenStorage.clear();
      setUser(null);
      setStatus('public');
      queryClient.clear();
      if (opts.expired) {
        modals.open({ title: MSG.sessionExpired, children: null, withCloseButton: true, centered: true });
      } else {
        notify.success(MSG.logoutDone);
      }
    },
    [queryClient],
  );

  const signIn = useCallback((token: string, next: SessionUser) => {
    tokenStorage.set(token);
    setUser(next);
    setStatus('authenticated');
  }, []);

  // The session ended while a form holds changes (docs/product.md#unsaved-work): the password is
  // asked over the form and the refused call repeated; the person stays on the page either way.
  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  }, [user]);
  const [reauth, setReauth] = useState<{ done(outcome: UnauthorizedOutcome): void } | null>(null);
  const reauthPending = useRef<Promise<UnauthorizedOutcome> | null>(null);
  // Cancelled: background reads fail quietly until the next save asks again, or the form goes.
  const reauthDeclined = useRef(false);

  useEffect(() => {
    setUnauthorizedHandler(({ method }) => {
      if (statusRef.current !== 'authenticated') return;
      if (userRef.current && hasUnsavedChanges()) {
        const lang = areaLanguageOf(userRef.current.role);
        if (method === 'GET' && reauthDeclined.current) return { repeat: false, message: MSG.reauthCancelled[lang] };
        // Several calls may fail together when a session ends: one question answers them all.
        reauthPending.current ??= new Promise<UnauthorizedOutcome>((resolve) =>
          setReauth({
            done: (outcome) => {
              reauthPending.current = null;
              setReauth(null);
              resolve(outcome);
            },
          }),
        );
        return reauthPending.current;
      }
      // Several calls may fail together when a session ends: one alert is enough.
      signOut({ expired: true });
    });
  }, [signOut]);

  // After a cancelled question, the session ends as usual once no form holds changes any more.
  useEffect(
    () =>
      onUnsavedChecksChange(() => {
        if (reauthDeclined.current && !hasUnsavedChanges() && statusRef.current === 'authenticated') {
          reauthDeclined.current = false;
          queueMicrotask(() => signOut({ expired: true }));
        }
      }),
    [signOut],
  );

  // Back to a tab left open: check the session is still valid (expired, password changed, user
  // deactivated) instead of waiting for the next call to fail.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && statusRef.current === 'authenticated') {
        checkSession().catch(() => {});
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  // On start: verify the stored token; a failed verification makes the app public.
  useEffect(() => {
    const checked = tokenStorage.get();
    if (!checked) return;
    let cancelled = false;
    // The first page's code and data load meanwhile (the router's lazy routes and loaders).
    queryClient
      .fetchQuery(sessionQuery())
      .then(({ user: verified }) => {
        if (cancelled) return;
        // The whole layout and page render now: as a transition, in slices, keeping the loading
        // screen until the page's code is there (no half-drawn step in between).
        startTransition(() => {
          setUser(verified);
          setStatus('authenticated');
        });
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        // A token the server refuses is forgotten. A check that did not get an answer (no network,
        // the server restarting, the page left while it ran) proves nothing: the token stays for
        // the next start, or this tab would log out every tab of the browser.
        // Only the token that was checked: a sign-in in another tab meanwhile stored a new one,
        // which this answer says nothing about.
        if (err instanceof ApiError && err.status === 401 && tokenStorage.get() === checked) tokenStorage.clear();
        setStatus('public');
      });
    return () => {
      cancelled = true;
    };
    // Once, at start.
  }, [queryClient]);

  const value = useMemo(() => ({ status, user, signIn, signOut }), [status, user, signIn, signOut]);
  const lang = areaLanguageOf(user?.role);
  return (
    <SessionContext.Provider value={value}>
      {children}
      {reauth && user && (
        <ReauthDialog
          email={user.email}
          lang={lang}
          onSignedIn={(token, next) => {
            reauthDeclined.current = false;
            signIn(token, next);
            reauth.done({ repeat: true });
          }}
          onCancel={() => {
            reauthDeclined.current = true;
            reauth.done({ repeat: false, message: MSG.reauthCancelled[lang] });
          }}
        />
      )}
    </SessionContext.Provider>
  );
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The logged-in user, or null: for shared pieces that may also be drawn without a session. */
export function useSignedInUser(): SessionUser | null {
  return useContext(SessionContext)?.user ?? null;
}

/** The logged-in user inside private routes. */
export function useUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useUser outside a private route');
  return user;
}

export const LOGIN_PATH = ROUTES.login;
