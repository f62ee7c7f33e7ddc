import { MSG } from '@abasto/domain/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Private, PublicOnly } from '../app/guards.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { aSessionUser } from '../test/factories.ts';
import { renderWithProviders } from '../test/render.tsx';
import { answerGet, http, HttpResponse, server } from '../test/server.ts';
import { returnPath } from './return-path.ts';

// docs/product.md#login: a deep link opened while logged out is opened after login.
describe('returnPath', () => {
  it('keeps a path of this app with its query', () => {
    expect(returnPath({ from: '/proveedores?q=asuncion&page=2' })).toBe('/proveedores?q=asuncion&page=2');
    expect(returnPath({ from: '/cotizacion/12/ver-cotizacion' })).toBe('/cotizacion/12/ver-cotizacion');
  });

  it('refuses anything that could leave the site, and the login page itself', () => {
    for (const from of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/\t/evil.example', '/.//evil.example', 'javascript:alert(1)', 'proveedores', '/page-login', 42, null]) {
      expect(returnPath({ from })).toBeNull();
    }
    expect(returnPath(null)).toBeNull();
  });
});

describe('a deep link opened while logged out', () => {
  it('lands on that page, with its query, after login', async () => {
    const gerente = aSessionUser({ role: 'gerente' });
    answerGet('/api/config/public', { companyWebsiteUrl: '/', oidc: null });
    server.use(http.post('/api/auth/pre-login-email', () => HttpResponse.json({ token: 'token', user: gerente })));
    const { user, router } = renderWithProviders(
      <Private>
        <p>la lista</p>
      </Private>,
      {
        path: '/proveedores',
        route: '/proveedores?q=asuncion&page=2',
        routes: [
          {
            path: '/page-login',
            element: (
              <PublicOnly>
                <LoginPage />
              </PublicOnly>
            ),
          },
        ],
      },
    );
    await user.type(await screen.findByRole('textbox', { name: MSG.authFieldEmail }), gerente.email);
    await user.type(screen.getByLabelText(MSG.authFieldPassword, { exact: false }), 'una-clave-larga');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('la lista')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/proveedores?q=asuncion&page=2');
  });
});
