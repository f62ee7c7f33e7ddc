import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aSessionUser } from '../test/factories.ts';
import { createTestQueryClient } from '../test/render.tsx';
import { apiError, http, HttpResponse, server } from '../test/server.ts';
import { SessionProvider, useSession } from './session.tsx';

afterEach(() => vi.useRealTimers());

function Status() {
  const { status, user, signOut } = useSession();
  return (
    <>
      <p>{status === 'authenticated' ? `Hola, ${user?.name}` : status}</p>
      <button type="button" onClick={() => signOut()}>
        Logout
      </button>
    </>
  );
}

/** The provider on start with a stored token, the session check answered by `answer`. */
function startWith(answer: () => Response | Promise<Response>) {
  server.use(http.get('/api/auth/verify', answer));
  localStorage.setItem('abasto.token', 'token-guardado');
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={createTestQueryClient()}>
        <SessionProvider>
          <Status />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const verified = () => HttpResponse.json({ user: aSessionUser({ name: 'Gabriela' }) });

describe('the session check on start', () => {
  it('draws the app once the token is verified', async () => {
    startWith(verified);
    expect(screen.getByText('verifying')).toBeTruthy();
    expect(await screen.findByText('Hola, Gabriela')).toBeTruthy();
  });

  it('forgets a token the server refuses', async () => {
    startWith(() => apiError(401, 'Unauthorized'));
    expect(await screen.findByText('public')).toBeTruthy();
    expect(localStorage.getItem('abasto.token')).toBeNull();
  });

  it('keeps a token signed in from another tab while the refused one was being checked', async () => {
    startWith(() => {
      // Another tab signs in while this check is on its way.
      localStorage.setItem('abasto.token', 'token-nuevo');
      return apiError(401, 'Unauthorized');
    });
    expect(await screen.findByText('public')).toBeTruthy();
    expect(localStorage.getItem('abasto.token')).toBe('token-nuevo');
  });

  it('keeps the token when the check got no answer (the page left, no network): other tabs stay logged in', async () => {
    startWith(() => HttpResponse.error());
    expect(await screen.findByText('public')).toBeTruthy();
    expect(localStorage.getItem('abasto.token')).toBe('token-guardado');
  });
});

describe('logout', () => {
  it('ends the session on the server with the token, then forgets it', async () => {
    let logout: { method: string; authorization: string | null } | null = null;
    server.use(
      http.post('/api/auth/logout', ({ request }) => {
        logout = { method: request.method, authorization: request.headers.get('authorization') };
        return HttpResponse.json({ ok: true });
      }),
    );
    startWith(verified);
    expect(await screen.findByText(/^Hola, /)).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Logout' }).click());
    expect(await screen.findByText('public')).toBeTruthy();
    expect(localStorage.getItem('abasto.token')).toBeNull();
    await vi.waitFor(() => expect(logout).toEqual({ method: 'POST', authorization: 'Bearer token-guardado' }));
  });
});
