import { MSG } from '@abasto/domain/messages';
import type { SessionUser } from '@abasto/domain/session';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequirePermission } from '../../../app/guards.tsx';
import { SessionProvider } from '../../../lib/session.tsx';
import SupplierDetailPage from './supplier-detail-page.tsx';

const PROVEEDOR: SessionUser = {
  _id: 9,
  id: 9,
  email: 'ventas@aceros.com.py',
  name: 'Martín',
  lastName: 'Cabrera',
  role: 'proveedor',
  picture: null,
  especialidadPrincipal: null,
  supplierId: 42,
  nombreFantasia: 'Aceros del Este',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The page as the router mounts it for a logged-in proveedor; the server refuses other suppliers. */
function renderAsProveedor(path: string) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      if (url.endsWith('/api/auth/verify')) return json(200, { user: PROVEEDOR });
      return json(403, { error: MSG.supplierNotOwn, message: MSG.supplierNotOwn, statusCode: 403, code: 'NOT_OWN_SUPPLIER' });
    }),
  );
  localStorage.setItem('abasto.token', 'token-de-prueba');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <SessionProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route
                path="/operar-proveedor/:id/:operacion"
                element={(
                  <RequirePermission permission={['suppliers.view', 'supplier.own']}>
                    <SupplierDetailPage />
                  </RequirePermission>
                )}
              />
              <Route path="/perfil-proveedor" element={<p>mis datos</p>} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return calls;
}

describe('a proveedor on a supplier page', () => {
  it('is told plainly that another supplier is not its to see, with the way to its own data', async () => {
    const calls = renderAsProveedor('/operar-proveedor/7/consultar-proveedor');
    const refusal = await screen.findByTestId('supplier-refused');
    expect(refusal.textContent).toContain(MSG.supplierNotOwnTitle);
    expect(refusal.textContent).toContain(MSG.supplierNotOwn);
    expect(calls.some((u) => u.endsWith('/api/auth/proveedor/7'))).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: MSG.supplierGoToOwn }));
    expect(await screen.findByText('mis datos')).toBeTruthy();
  });

  it('is refused editing or registering without asking the server', async () => {
    const calls = renderAsProveedor('/operar-proveedor/7/editar-proveedor');
    expect(await screen.findByTestId('supplier-refused')).toBeTruthy();
    expect(calls.filter((u) => u.includes('/api/auth/proveedor/'))).toEqual([]);
  });

  it('is sent to /perfil-proveedor for its own record', async () => {
    renderAsProveedor('/operar-proveedor/42/consultar-proveedor');
    expect(await screen.findByText('mis datos')).toBeTruthy();
  });
});
