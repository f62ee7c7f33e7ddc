import { ROUTES } from '@abasto/domain/routes';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prescriptionsQueryOptions } from '../features/care/prescriptions/api/get-prescriptions.ts';
import { documentsQuery, questionnaireQuery, ratingQuery } from '../features/qualification/api/qualification-calls.ts';
import { answersQuery } from '../features/quotations/api/get-answers.ts';
import { quotationQueryOptions } from '../features/quotations/api/get-quotation.ts';
import { quotationsQueryOptions } from '../features/quotations/api/list-quotations.ts';
import { supplierQueryOptions } from '../features/suppliers/api/get-supplier.ts';
import { supplierFiltersQuery } from '../features/suppliers/api/get-supplier-filters.ts';
import { suppliersQuery } from '../features/suppliers/api/get-suppliers.ts';
import { Providers } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { FIRST_PAGE_DATA } from './first-pages.ts';
import { isRecordId, SCREENS } from './route-table.ts';
import { appRoutes } from './router.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: the session check answers for `role`; the list and its filters answer with little data. */
function serverFor(role: string) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/auth/verify')) return json({ user: { id: 1, email: 'u@demo.test', role, name: 'U', lastName: '' } });
    if (url.startsWith('/api/auth/proveedores/')) return json({ data: [], total: 0, page: 1, pageSize: 10 });
    if (url.startsWith('/api/filters/all')) return json({ data: { pais: [], estado: [], ciudad: [], rubro: [], segmento: [] } });
    return json({ error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const initialized = (router: ReturnType<typeof createMemoryRouter>) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });

describe('the router derived from the route table', () => {
  it('gives each first page of first-pages.ts (what early.ts starts) its loader', () => {
    const withData = new Map(SCREENS.filter((s) => s.data).map((s) => [s.path, s.data]));
    for (const [path, data] of Object.entries(FIRST_PAGE_DATA)) expect(withData.get(path)).toBe(data);
  });

  it.each([
    [ROUTES.supplier(7, 'consultar-proveedor'), () => [
      supplierQueryOptions(7).queryKey,
      ratingQuery(7).queryKey,
      questionnaireQuery({ supplierId: 7 }).queryKey,
      documentsQuery({ supplierId: 7 }).queryKey,
    ]],
    // Its answers too (a gerente follows requests): the follow-up section is drawn with the page.
    [ROUTES.viewQuotation(8), () => [quotationQueryOptions(8).queryKey, answersQuery(8).queryKey]],
    // The lists drawn with the first styles: the page the address names, the first one unfiltered.
    [`${ROUTES.quotations}?page=2`, () => [quotationsQueryOptions(2).queryKey]],
    [ROUTES.prescriptions, () => [prescriptionsQueryOptions({ page: 1, search: '' }).queryKey]],
  ])('asks for the data of %s with its code, before drawing it', async (path, keys) => {
    const fetchMock = serverFor('admin');
    localStorage.setItem('abasto.token', 'token-guardado');
    const queryClient = createQueryClient();
    const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
    await initialized(router);
    // Each query was asked (this server answers them 404: the page shows that when it mounts).
    for (const key of keys()) expect(queryClient.getQueryState(key)?.status, String(key)).not.toBe(undefined);
    expect(fetchMock.mock.calls.length).toBeGreaterThan(keys().length);
  });

  it('puts a first page\'s data in the query cache before drawing it, with a stored session', async () => {
    serverFor('gerente');
    localStorage.setItem('abasto.token', 'token-guardado');
    const queryClient = createQueryClient();
    const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [`${ROUTES.suppliers}?q=cal&page=2`] });
    await initialized(router);
    expect(queryClient.getQueryData(suppliersQuery({ q: 'cal', page: '2' }).queryKey)).toMatchObject({ total: 0 });
    expect(queryClient.getQueryData(supplierFiltersQuery().queryKey)).toMatchObject({ pais: [] });
  });

  it('asks for nothing without a session (the guard sends the visitor to the login page)', async () => {
    const fetchMock = serverFor('gerente');
    const queryClient = createQueryClient();
    const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [ROUTES.suppliers] });
    render(
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a role without the screen\'s permission to its start page, and titles the tab', async () => {
    serverFor('proveedor');
    localStorage.setItem('abasto.token', 'token-guardado');
    const queryClient = createQueryClient();
    const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [ROUTES.suppliers] });
    render(
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.ownSupplier), { timeout: 5000 });
    // The header may still show the page left behind for a moment: wait for the new title.
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Perfil del Proveedor'), { timeout: 5000 });
    await waitFor(() => expect(document.title).toBe('Perfil del Proveedor · Abasto'));
  });

  it.each([
    ['medico', ROUTES.prescription('abc', 'x'), 'Página não encontrada'],
    ['medico', ROUTES.editContent('abc'), 'Página não encontrada'],
    ['medico', ROUTES.editContent('0'), 'Página não encontrada'],
    ['gerente', ROUTES.supplier('abc', 'editar-proveedor'), 'Pagina en construcción'],
    ['gerente', ROUTES.viewQuotation('9999999999999'), 'Pagina en construcción'],
  ])('as %s, %s shows the not-found page in the area\'s language rather than waiting', async (role, path, heading) => {
    const fetchMock = serverFor(role);
    localStorage.setItem('abasto.token', 'token-guardado');
    const queryClient = createQueryClient();
    const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
    render(
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect((await screen.findByRole('heading', { name: heading }, { timeout: 5000 })).textContent).toBe(heading);
    // Nothing was asked about a record that cannot exist (the layout's own calls may go out).
    const badId = path.split('/')[2]!;
    expect(fetchMock.mock.calls.map(([url]) => url).filter((url) => url.includes(`/${badId}`))).toEqual([]);
  });

  it('lets the word for a new record through where a screen registers one ("new", "novo")', () => {
    const supplier = SCREENS.find((s) => s.path.startsWith('/operar-proveedor/'))!;
    const content = SCREENS.find((s) => s.path.startsWith('/ver-conteudo/'))!;
    expect(isRecordId('new', supplier.newId)).toBe(true);
    expect(isRecordId('novo', content.newId)).toBe(true);
    expect(isRecordId('novo', supplier.newId)).toBe(false);
    expect(isRecordId('new')).toBe(false);
    expect(isRecordId('12')).toBe(true);
    expect(isRecordId('012')).toBe(false);
    expect(isRecordId('-1')).toBe(false);
  });
});
