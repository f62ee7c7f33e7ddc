import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { windowOf } from '../../../test/window-width.ts';
import { RecipientsTable, ResendButton } from './recipients-table.tsx';

afterEach(() => vi.restoreAllMocks());

const rows = [
  { key: 1, supplierId: 5, name: 'Cementos del Sur', email: 'ventas@cementos.test', status: 'failed' as const, reason: '550', action: <ResendButton onClick={() => {}} loading={false} /> },
  { key: 2, supplierId: 6, name: 'Techos Ñandutí', email: null, status: 'sent' as const },
];

// docs/product.md#quotation-detail: at 390 px every recipient's actions are in view.
describe('the recipients of a quotation on a phone', () => {
  it('are cards, each with its e-mail, delivery and actions', () => {
    windowOf(390);
    renderWithProviders(<RecipientsTable rows={rows} />);
    expect(screen.queryByRole('table')).toBeNull();
    const [first, second] = screen.getAllByTestId('recipient-row');
    expect(within(first!).getByText('ventas@cementos.test')).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Reenviar' })).toBeTruthy();
    expect(within(first!).getByRole('link', { name: /Cementos del Sur/ }).getAttribute('href')).toBe('/operar-proveedor/5/consultar-proveedor');
    expect(within(second!).getByText('NO TIENE')).toBeTruthy();
  });

  it('stay a table on a wide window', () => {
    windowOf(1400);
    renderWithProviders(<RecipientsTable rows={rows} />);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getAllByTestId('recipient-row')).toHaveLength(2);
  });
});
