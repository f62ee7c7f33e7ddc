import { MSG } from '@abasto/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSessionUser, aSupplier } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { answerGet, http, HttpResponse, server } from '../../../test/server.ts';
import SupplierListPage from './supplier-list-page.tsx';

/** The list of a broad search: the server counted no further than its cap (docs/product.md#supplier-list). */
function renderCappedList(cap = 10_000) {
  const pagesAsked: string[] = [];
  server.use(
    http.get('/api/auth/proveedores/', ({ request }) => {
      const page = new URL(request.url).searchParams.get('page') ?? '1';
      pagesAsked.push(page);
      const supplier = aSupplier({ nombreFantasia: `Ferretería página ${page}` });
      const data = [{ ...supplier, documentosVencidos: false }];
      return HttpResponse.json({ data, total: cap, totalCapped: true, page: Number(page), pageSize: 50 });
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

  it('says "más de 1000 proveedores" when a quick search passes its own, lower cap', async () => {
    renderCappedList(1000);
    expect(await screen.findByText('más de 1000 proveedores', {}, { timeout: 5000 })).toBeTruthy();
  });
});

/**
 * The place filters narrow each other (docs/product.md#supplier-list): the page asks the filters
 * call again with the chosen País and Departamento, and drops a choice the answer no longer holds.
 */

const PLACES: Record<string, Record<string, string[]>> = {
  Paraguay: { Central: ['Luque', 'San Lorenzo'], 'Alto Paraná': ['Ciudad del Este'] },
  España: { Cataluña: ['Barcelona'] },
};

/** The filters call as the server answers it: Departamento by País, Ciudad by both. */
function answerFilters() {
  const asked: string[] = [];
  server.use(
    http.get('/api/filters/all', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const pais = url.searchParams.get('pais');
      const inPais = pais ? { [pais]: PLACES[pais] ?? {} } : PLACES;
      const estados = Object.values(inPais).flatMap((byEstado) => Object.keys(byEstado));
      const wanted = url.searchParams.get('estado');
      const estado = wanted && estados.includes(wanted) ? wanted : null;
      const ciudades = Object.values(inPais).flatMap((byEstado) =>
        Object.entries(byEstado).flatMap(([name, cities]) => (estado === null || name === estado ? cities : [])),
      );
      return HttpResponse.json({
        data: { paises: Object.keys(PLACES).sort(), estados: estados.sort(), ciudades: ciudades.sort(), rubros: [], segmentos: [] },
      });
    }),
    http.get('/api/auth/proveedores/', () =>
      HttpResponse.json({ data: [{ ...aSupplier(), documentosVencidos: false }], total: 1, page: 1, pageSize: 10 }),
    ),
  );
  return asked;
}

beforeAll(() => {
  // jsdom draws nothing, so it cannot scroll an option into view as the browser does.
  Element.prototype.scrollIntoView ??= () => {};
});

async function choose(user: ReturnType<typeof renderWithProviders>['user'], name: string, typed: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  const select = screen.getByRole<HTMLInputElement>('combobox', { name });
  // Typed over what the field shows, as a person selecting it first does.
  await user.type(select, typed, { initialSelectionStart: 0, initialSelectionEnd: select.value.length });
  await screen.findByRole('option', { name: option });
  await user.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(screen.getByRole('combobox', { name })).toHaveProperty('value', option));
}

async function optionsOf(user: ReturnType<typeof renderWithProviders>['user'], name: string) {
  await user.click(screen.getByRole('combobox', { name }));
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox).getAllByRole('option').map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return names;
}

describe('the supplier list\'s place filters', () => {
  it('País = Paraguay, Departamento = Central → Ciudad lists only those cities, not Barcelona', async () => {
    const asked = answerFilters();
    const { user } = renderWithProviders(<SupplierListPage />, {
      route: '/proveedores',
      path: '/proveedores',
      session: aSessionUser({ role: 'gerente' }),
    });
    await screen.findByRole('combobox', { name: 'Ciudad' });
    expect(await optionsOf(user, 'Ciudad')).toContain('Barcelona');

    await choose(user, 'País', 'parag', 'Paraguay');
    await waitFor(() => expect(asked).toContain('?pais=Paraguay'));
    await choose(user, 'Departamento', 'centr', 'Central');
    await waitFor(() => expect(asked).toContain('?pais=Paraguay&estado=Central'));
    await waitFor(async () => expect(await optionsOf(user, 'Ciudad')).toEqual(['Luque', 'San Lorenzo']));
    expect(screen.queryByTestId('supplier-place-note')).toBeNull();
  });

  it('drops a Departamento and Ciudad the new País does not hold, and says so', async () => {
    answerFilters();
    const { user, router } = renderWithProviders(<SupplierListPage />, {
      route: '/proveedores?pais=Paraguay&estado=Central&ciudad=Luque',
      path: '/proveedores',
      session: aSessionUser({ role: 'gerente' }),
    });
    expect(await screen.findByRole('combobox', { name: 'Ciudad' })).toHaveProperty('value', 'Luque');

    await choose(user, 'País', 'espa', 'España');
    const note = await screen.findByTestId('supplier-place-note');
    expect(note.textContent).toContain('Se quitó Departamento «Central»: no corresponde al País o Departamento elegido.');
    expect(note.textContent).toContain('Se quitó Ciudad «Luque»');
    await waitFor(() => expect(router.state.location.search).toBe('?pais=Espa%C3%B1a'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Departamento' })).toHaveProperty('value', ''));
    expect(screen.getByRole('combobox', { name: 'Ciudad' })).toHaveProperty('value', '');
    expect(await optionsOf(user, 'Ciudad')).toEqual(['Barcelona']);
    // The next choice takes the note away.
    await choose(user, 'Departamento', 'catal', 'Cataluña');
    expect(screen.queryByTestId('supplier-place-note')).toBeNull();
  });
});
