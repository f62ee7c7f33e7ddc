import { ROUTES } from '@abasto/domain/routes';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fromSupplierList, useSupplierListReturn } from './list-return.ts';

function List() {
  const { search } = useLocation();
  return (
    <>
      <p data-testid="list-search">{search}</p>
      <Link to={ROUTES.supplier(7, 'consultar-proveedor')} state={fromSupplierList(search)}>
        Ver
      </Link>
    </>
  );
}

function Detail() {
  const back = useSupplierListReturn();
  return <Link to={back.listUrl}>Volver para la lista</Link>;
}

function app(entry: string | { pathname: string; state: unknown }) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/proveedores" element={<List />} />
        <Route path="/operar-proveedor/:id/:op" element={<Detail />} />
      </Routes>
    </MemoryRouter>,
  );
}

// docs/product.md#supplier-list: back from a supplier, the list is as it was left.
describe('Volver para la lista', () => {
  it('returns to the list with its search, filters and page', async () => {
    const user = userEvent.setup();
    app('/proveedores?q=asuncion&pais=Paraguay&page=2');
    screen.getByRole('link', { name: 'Ver' }).focus();
    await user.keyboard('{Enter}');
    const back = await screen.findByRole('link', { name: 'Volver para la lista' });
    expect(back.getAttribute('href')).toBe('/proveedores?q=asuncion&pais=Paraguay&page=2');
    back.focus();
    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('list-search')).textContent).toBe('?q=asuncion&pais=Paraguay&page=2');
  });

  it('goes to the plain list when the detail was not opened from it, and takes nothing but a query string', () => {
    app({ pathname: ROUTES.supplier(7, 'consultar-proveedor'), state: { supplierList: '//evil.example/x' } });
    expect(screen.getByRole('link', { name: 'Volver para la lista' }).getAttribute('href')).toBe('/proveedores');
  });
});
