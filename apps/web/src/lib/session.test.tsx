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
function startWith(answer: () => Promise<Response>, firstPageData?: Promise<unknown>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  localStorage.setItem('abasto.token', 'token-guardado');
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider firstPageData={firstPageData}>
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
  it('draws the app once the first page\'s data is there too', async () => {
    let arrive: () => void = () => {};
    startWith(verified, new Promise<void>((resolve) => (arrive = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByTestId('status').textContent).toBe('verifying');
    arrive();
    expect(await screen.findByText('authenticated')).toBeTruthy();
  });

  it('does not wait long for the first page\'s data: the page shows its own loader', async () => {
    startWith(verified, new Promise(() => {}));
    expect(await screen.findByText('authenticated', undefined, { timeout: 3000 })).toBeTruthy();
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
