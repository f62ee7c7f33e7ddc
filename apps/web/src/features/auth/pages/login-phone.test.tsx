import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSessionUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { answerGet, apiError, http, HttpResponse, server } from '../../../test/server.ts';
import { LoginPage } from './login-page.tsx';

// docs/product.md#sign-in-by-telephone: the tab "Con mi celular" of the login page.
function renderLogin() {
  answerGet('/api/config/public', { companyWebsiteUrl: '/', oidc: null });
  const sent: { url: string; body: unknown }[] = [];
  const done = renderWithProviders(<LoginPage />, { route: ROUTES.login, path: ROUTES.login });
  return { ...done, sent };
}

function answerPreLogin(sent: { url: string; body: unknown }[], code: () => Response) {
  server.use(
    http.post('/api/auth/pre-login', async ({ request }) => {
      sent.push({ url: 'pre-login', body: await request.json() });
      return HttpResponse.json({ oAuthSms: 'reto-1' });
    }),
    http.post('/api/auth/pre-login-email-sms', async ({ request }) => {
      sent.push({ url: 'code', body: await request.json() });
      return code();
    }),
  );
}

describe('LoginPage, "Con mi celular"', () => {
  it('sends the number as typed, then the 6 digits, and signs in', async () => {
    const { user, sent } = renderLogin();
    answerPreLogin(sent, () => HttpResponse.json({ token: 't', user: aSessionUser({ role: 'gerente' }) }));
    await user.click(await screen.findByRole('tab', { name: MSG.loginTabPhone }, { timeout: 5000 }));
    await user.type(await screen.findByRole('textbox', { name: new RegExp(MSG.loginPhoneField.replace(/[()]/g, '.')) }), '+595 981 123-456');
    await user.click(screen.getByRole('button', { name: MSG.loginPhoneSend }));

    expect((await screen.findAllByText(new RegExp(MSG.loginPhoneCodeSent))).length).toBeGreaterThan(0);
    expect(screen.getByText('+595 981 123-456')).toBeTruthy();
    const first = screen.getByRole('textbox', { name: 'Dígito 1 de 6' });
    expect(screen.getByRole('textbox', { name: 'Dígito 6 de 6' })).toBeTruthy();
    await user.type(first, '042719');
    await waitFor(() => expect(sent.filter((s) => s.url === 'code')).toHaveLength(1));
    expect(sent).toEqual([
      { url: 'pre-login', body: { telephone: '+595 981 123-456' } },
      { url: 'code', body: { code: '042719', oAuthSms: 'reto-1' } },
    ]);
    expect(await screen.findByText(MSG.loginSuccess)).toBeTruthy();
  });

  it('shows a refusal as "❌ No se pudo conectar!"', async () => {
    const { user, sent } = renderLogin();
    server.use(http.post('/api/auth/pre-login', () => apiError(401, MSG.invalidCredentials, 'INVALID_CREDENTIALS')));
    await user.click(await screen.findByRole('tab', { name: MSG.loginTabPhone }, { timeout: 5000 }));
    await user.type(await screen.findByRole('textbox', { name: /Celular/ }), '595-ABC');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(MSG.loginFailed)).toBeTruthy();
    expect(screen.getByText(MSG.invalidCredentials)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('is reached by keyboard: the tabs are named and arrows move between them', async () => {
    const { user } = renderLogin();
    const emailTab = await screen.findByRole('tab', { name: MSG.loginTabEmail }, { timeout: 5000 });
    expect(screen.getByRole('tablist', { name: MSG.loginTabsLabel })).toBeTruthy();
    emailTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: MSG.loginTabPhone }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('textbox', { name: /Celular/ })).toBeTruthy();
  });
});
