import { MSG } from '@abasto/domain/messages';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RecoverPasswordPage from '../features/auth/pages/recover-password-page.tsx';
import { renderWithProviders } from '../test/render.tsx';
import { http, HttpResponse, server } from '../test/server.ts';
import { notify } from './notify.ts';

afterEach(() => vi.useRealTimers());

// docs/product.md#layout: toasts do not stack, and a success takes the failures away.
describe('toasts', () => {
  it('show one toast for the same words said twice', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      notify.error('No se pudo borrar', 'Error');
      notify.error('No se pudo borrar', 'Error');
    });
    await waitFor(() => expect(screen.getAllByText('No se pudo borrar')).toHaveLength(1));
  });

  it('take a failure away once the action later succeeds', async () => {
    renderWithProviders(<p>page</p>);
    act(() => notify.error('No se pudo guardar', 'Error'));
    expect(await screen.findByText('No se pudo guardar')).toBeTruthy();
    act(() => notify.success('Guardado'));
    expect(await screen.findByText('Guardado')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('No se pudo guardar')).toBeNull());
  });
});

// docs/product.md#password-recovery: the answer stays 5 s before the login page.
describe('after a recovery request', () => {
  it('keeps the answer on screen 5 s, then shows the login page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(http.post('/api/auth/recover-pass', () => HttpResponse.json({ ok: true })));
    const { user } = renderWithProviders(<RecoverPasswordPage />, {
      path: '/recuperar-clave',
      routes: [{ path: '/page-login', element: <p>login page</p> }],
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    await user.type(screen.getByRole('textbox', { name: MSG.authFieldEmail }), 'ana@test.local');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(MSG.recoverySent)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.queryByText('login page')).toBeNull();
    expect(screen.getByText(MSG.recoverySent)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(await screen.findByText('login page')).toBeTruthy();
  });
});
