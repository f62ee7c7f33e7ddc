import { MSG } from '@abasto/domain/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSessionUser, aSupplier } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { answerGet, http, HttpResponse, server } from '../../../test/server.ts';
import SupplierListPage from './supplier-list-page.tsx';

/** The list of a broad search: the server counted no further than its cap (docs/product.md#supplier-list). */
function renderCappedList() {
  const pagesAsked: string[] = [];
  server.use(
    http.get('/api/auth/proveedores/', ({ request }) => {
      const page = new URL(request.url).searchParams.get('page') ?? '1';
      pagesAsked.push(page);
      const supplier = aSupplier({ nombreFantasia: `Ferretería página ${page}` });
      const data = [{ ...supplier, documentosVencidos: false }];
      return HttpResponse.json({ data, total: 10_000, totalCapped: true, page: Number(page), pageSize: 50 });
    }),
  );
  answerGet('/api/filters/all', { data: { rubros: [], segmentos: [], paises: [], estados: [], ciudades: [] } });
  const view = renderWithProviders(<SupplierListPage />, {
    path: '/proveedores',
    route: '/proveedores?q=ferreteria',
    session: aSessionUser({ role: 'analista' }),
  });
  return { ...view, pagesAsked };
}

describe('a search past the count cap', () => {
  it('says "más de 10.000 proveedores" and pages on without a last page', async () => {
    const { user, pagesAsked } = renderCappedList();
    expect(await screen.findByText('más de 10.000 proveedores', {}, { timeout: 5000 })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: MSG.supplierPagination });
    // No page number claims to be the last one: the pager ends in "…".
    expect(within(pager).queryByRole('button', { name: '201' })).toBeNull();
    expect(within(pager).getByText('…')).toBeTruthy();
    await user.click(within(pager).getByRole('button', { name: MSG.supplierPageNext }));
    expect(await screen.findByText('Ferretería página 2')).toBeTruthy();
    expect(pagesAsked).toContain('2');
    expect(screen.getByText('más de 10.000 proveedores')).toBeTruthy();
  });
});
