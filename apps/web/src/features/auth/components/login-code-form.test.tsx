import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginCodeForm } from './login-code-form.tsx';

const challenge = { twoFactor: true as const, oAuthSms: 'challenge-token', channel: 'email' as const, expiresAt: '' };

function renderForm(onSuccess = vi.fn()) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <LoginCodeForm challenge={challenge} email="ana@test.local" onSuccess={onSuccess} onRestart={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onSuccess;
}

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginCodeForm', () => {
  it('sends the code with the challenge as soon as 4 digits are typed', async () => {
    const fetchMock = respond(200, { token: 't', user: { role: 'gerente' } });
    const onSuccess = renderForm();
    await userEvent.type(screen.getAllByRole('textbox')[0]!, '0427');
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/pre-login-email-sms');
    expect(JSON.parse(String(init.body))).toEqual({ code: '0427', oAuthSms: 'challenge-token' });
  });

  it('clears the digits after a refusal, for another try', async () => {
    const fetchMock = respond(401, { error: 'El código no es correcto.' });
    const onSuccess = renderForm();
    const inputs = screen.getAllByRole('textbox');
    await userEvent.type(inputs[0]!, '1111');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((inputs[0] as HTMLInputElement).value).toBe(''));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
