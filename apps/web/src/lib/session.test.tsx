import { MSG } from '@abasto/domain/messages';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from './session.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Status() {
  return <p data-testid="status">{useSession().status}</p>;
}

/** The provider on start with a stored token, the session check answered by `answer`. */
function startWith(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  localStorage.setItem('abasto.token', 'token-guardado');
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <Status />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const verified = async () =>
  new Response(JSON.stringify({ user: { id: 1, email: 'g@demo.test', role: 'gerente', name: 'G', lastName: '' } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('the session check on start', () => {
  it('draws the app once the token is verified', async () => {
    startWith(verified);
    expect(screen.getByTestId('status').textContent).toBe('verifying');
    expect(await screen.findByText('authenticated')).toBeTruthy();
  });

  it('forgets a token the server refuses', async () => {
    startWith(async () =>
      new Response(JSON.stringify({ error: MSG.unauthorized, message: MSG.unauthorized, statusCode: 401 }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await screen.findByText('public')).toBeTruthy();
    expect(localStorage.getItem('abasto.token')).toBeNull();
  });

  it('keeps the token when the check got no answer (the page left, no network): other tabs stay logged in', async () => {
    startWith(async () => {
      throw new DOMException('The user aborted a request.', 'AbortError');
    });
    expect(await screen.findByText('public')).toBeTruthy();
    expect(localStorage.getItem('abasto.token')).toBe('token-guardado');
  });
});
