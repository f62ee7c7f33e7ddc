import { MSG } from '@abasto/domain/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, http, HttpResponse, server } from '../../../test/server.ts';
import { LoginCodeForm } from './login-code-form.tsx';

const challenge = { twoFactor: true as const, oAuthSms: 'challenge-token', channel: 'email' as const, expiresAt: '' };

function renderForm(channel: 'email' | 'sms' = 'email') {
  const onSuccess = vi.fn();
  const { user } = renderWithProviders(
    <LoginCodeForm
      challenge={challenge}
      // As the login page words it (docs/product.md#login).
      intro={channel === 'sms' ? MSG.loginCodeSentSms : MSG.loginCodeSent}
      sentTo={channel === 'sms' ? undefined : 'ana@test.local'}
      onSuccess={onSuccess}
      onRestart={() => {}}
    />,
  );
  return { onSuccess, user };
}

/** The code check, answering with `answer` and keeping what it was sent. */
function codeCheck(answer: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/auth/pre-login-email-sms', async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

describe('LoginCodeForm', () => {
  it('tells where the code went and sends it with the challenge as soon as 4 digits are typed', async () => {
    const sent = codeCheck(() => HttpResponse.json({ token: 't', user: { role: 'gerente' } }));
    const { onSuccess, user } = renderForm();
    expect(screen.getByText('ana@test.local')).toBeTruthy();
    await user.type(screen.getAllByRole('textbox')[0]!, '0427');
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(sent).toEqual([{ code: '0427', oAuthSms: 'challenge-token' }]);
  });

  // docs/product.md#login: a code by SMS says so, without showing the number.
  it('a code sent by SMS says it went to the telephone, and is sent the same way', async () => {
    const sent = codeCheck(() => HttpResponse.json({ token: 't', user: { role: 'gerente' } }));
    const { onSuccess, user } = renderForm('sms');
    expect(screen.getByText('Te enviamos un código de 4 dígitos por SMS, a tu celular.')).toBeTruthy();
    expect(screen.queryByText('ana@test.local')).toBeNull();
    await user.type(screen.getAllByRole('textbox')[0]!, '0427');
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(sent).toEqual([{ code: '0427', oAuthSms: 'challenge-token' }]);
  });

  it('shows the refusal and clears the digits for another try', async () => {
    const sent = codeCheck(() => apiError(401, 'El código no es correcto.'));
    const { onSuccess, user } = renderForm();
    const inputs = screen.getAllByRole('textbox');
    await user.type(inputs[0]!, '1111');
    expect(await screen.findByText('El código no es correcto.')).toBeTruthy();
    await waitFor(() => expect(inputs.map((i) => (i as HTMLInputElement).value).join('')).toBe(''));
    expect(sent).toHaveLength(1);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Ingresar' })).toHaveProperty('disabled', true);
  });
});
