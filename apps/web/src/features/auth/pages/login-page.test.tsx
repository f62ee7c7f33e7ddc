import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { answerGet } from '../../../test/server.ts';
import { LoginPage } from './login-page.tsx';

// docs/product.md#login: the provider's button shows only when the server has one configured.
describe('LoginPage, sign-in with a provider', () => {
  it('shows "Ingresar con Google" when the provider is configured', async () => {
    answerGet('/api/config/public', {
      companyWebsiteUrl: '/',
      oidc: { providerName: 'Google', issuer: 'https://accounts.google.com', clientId: 'c', serverExchange: true },
    });
    renderWithProviders(<LoginPage />, { route: ROUTES.login, path: ROUTES.login });
    expect(await screen.findByRole('button', { name: MSG.oidcSignIn('Google') }, { timeout: 5000 })).toBeTruthy();
  });

  it('names another provider as configured', async () => {
    answerGet('/api/config/public', {
      companyWebsiteUrl: '/',
      oidc: { providerName: 'Microsoft', issuer: 'https://login.example.com', clientId: 'c', serverExchange: false },
    });
    renderWithProviders(<LoginPage />, { route: ROUTES.login, path: ROUTES.login });
    expect(await screen.findByRole('button', { name: 'Ingresar con Microsoft' }, { timeout: 5000 })).toBeTruthy();
  });

  it('hides it when none is configured', async () => {
    const requests = answerGet('/api/config/public', { companyWebsiteUrl: '/', oidc: null });
    renderWithProviders(<LoginPage />, { route: ROUTES.login, path: ROUTES.login });
    await screen.findByRole('button', { name: MSG.loginButton }, { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.length).toBe(1);
    expect(screen.queryByRole('button', { name: /Ingresar con/ })).toBeNull();
  });
});
