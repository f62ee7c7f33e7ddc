import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aQuotation } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { windowOf } from '../../../test/window-width.ts';
import { QuotationTable } from './quotation-table.tsx';

afterEach(() => vi.restoreAllMocks());

const rows = [aQuotation({ id: 41, title: 'Cemento para la obra' }), aQuotation({ id: 42, title: 'Arena' })];

function renderTable() {
  return renderWithProviders(<QuotationTable rows={rows} variant="history" page={1} pages={1} onPage={() => {}} />, {
    path: '/cotizaciones',
    routes: [{ path: '/cotizacion/:id/ver-cotizacion', element: <p>detalle</p> }],
  });
}

// docs/product.md#quotation-list: a row opens its detail on click, and its title by keyboard.
describe('the quotation history', () => {
  it('opens a quotation with a click anywhere on its row', async () => {
    windowOf(1400);
    const { user, router } = renderTable();
    const row = screen.getAllByTestId('quotation-row')[0]!;
    await user.click(within(row).getByText('Ana Gómez'));
    expect(await screen.findByText('detalle')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cotizacion/41/ver-cotizacion');
  });

  it('opens a quotation by keyboard from its title', async () => {
    windowOf(1400);
    const { user, router } = renderTable();
    screen.getByRole('link', { name: 'Arena' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('detalle')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cotizacion/42/ver-cotizacion');
  });

  it('shows cards on a phone, each with its link and state', () => {
    windowOf(390);
    renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByTestId('quotation-row');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Cemento para la obra' }).getAttribute('href')).toBe('/cotizacion/41/ver-cotizacion');
    expect(within(cards[0]!).getByText('Enviada')).toBeTruthy();
  });
});
