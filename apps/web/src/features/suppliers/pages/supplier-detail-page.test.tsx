import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSessionUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, http, server } from '../../../test/server.ts';
import SupplierDetailPage from './supplier-detail-page.tsx';

const proveedor = aSessionUser({ role: 'proveedor', supplierId: 42, nombreFantasia: 'Aceros del Este' });

/** The page for a logged-in proveedor; the server refuses every supplier but its own. */
function renderAsProveedor(route: string) {
  const asked: string[] = [];
  server.use(
    http.get('/api/auth/proveedor/:id', ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return apiError(403, 'Solo podés ver los datos de tu propio proveedor.', 'NOT_OWN_SUPPLIER');
    }),
  );
  const view = renderWithProviders(<SupplierDetailPage />, {
    path: '/operar-proveedor/:id/:operacion',
    route,
    session: proveedor,
    routes: [{ path: '/perfil-proveedor', element: <p>mis datos</p> }],
  });
  return { ...view, asked };
}

describe('a proveedor on a supplier page', () => {
  it('is told plainly that another supplier is not its to see, with the way to its own data', async () => {
    const { user, asked } = renderAsProveedor('/operar-proveedor/7/consultar-proveedor');
    expect(await screen.findByText('Acceso denegado')).toBeTruthy();
    expect(screen.getByText('Solo podés ver los datos de tu propio proveedor.')).toBeTruthy();
    expect(asked).toEqual(['/api/auth/proveedor/7']);
    await user.click(screen.getByRole('link', { name: 'Ver mis datos' }));
    expect(await screen.findByText('mis datos')).toBeTruthy();
  });

  it('is refused editing or registering without asking the server', async () => {
    const { asked } = renderAsProveedor('/operar-proveedor/7/editar-proveedor');
    expect(await screen.findByText('Acceso denegado')).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('is sent to /perfil-proveedor for its own record', async () => {
    renderAsProveedor('/operar-proveedor/42/consultar-proveedor');
    expect(await screen.findByText('mis datos')).toBeTruthy();
  });
});
