import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRemedio } from '../../../../test/factories.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { RemedioTable } from './remedio-table.tsx';

describe('RemedioTable', () => {
  it('shows each medicine\'s name, dose with its unit, interval, quantity and administration', () => {
    renderWithProviders(
      <RemedioTable
        remedios={[
          aRemedio({ name: 'Dipirona', dose: '500', unit: 'mg', interval: '8 em 8 horas', quantity: '10', administration: 'Oral' }),
          aRemedio({ name: 'Soro', dose: null, unit: null, interval: null, quantity: null, administration: null }),
        ]}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Remédio',
      'Dose',
      'Intervalo',
      'Quantidade',
      'Administração',
    ]);
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Dipirona', '500 mg', '8 em 8 horas', '10', 'Oral']);
    expect(within(second!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Soro', '—', '—', '—', '—']);
  });

  it('says so when there is no medicine', () => {
    renderWithProviders(<RemedioTable remedios={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nenhum remédio nesta receita.')).toBeTruthy();
  });
});
