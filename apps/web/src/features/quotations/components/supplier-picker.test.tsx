import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aSupplier } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { answerGet } from '../../../test/server.ts';
import { SupplierPicker } from './supplier-picker.tsx';

const allowed = { ...aSupplier({ nombreFantasia: 'Aceros del Este', calificacion: 'Bueno' }), documentosVencidos: true };
const rejected = { ...aSupplier({ nombreFantasia: 'Ladrillera Cerrada', calificacion: 'Rechazado' }), documentosVencidos: false };
const pending = { ...aSupplier({ nombreFantasia: 'Canteras Nuevas', admision: 'Pendiente' }), documentosVencidos: false };

function renderPicker() {
  answerGet('/api/auth/proveedores/', { data: [allowed, rejected, pending], total: 3, page: 1, pageSize: 10 });
  answerGet('/api/filters/all', { data: { rubros: [], segmentos: [], paises: [], estados: [], ciudades: [] } });
  const onChange = vi.fn();
  const view = renderWithProviders(<SupplierPicker value={[]} onChange={onChange} />);
  return { ...view, onChange };
}

describe('the quotation picker and rejected suppliers', () => {
  it('shows a Rechazado supplier disabled, with the reason', async () => {
    renderPicker();
    const box = await screen.findByRole('checkbox', { name: /Ladrillera Cerrada/ });
    expect(box).toHaveProperty('disabled', true);
    const row = screen.getAllByTestId('picker-row').find((r) => r.textContent?.includes('Ladrillera Cerrada'))!;
    expect(within(row).getByText('Calificado como Rechazado: no recibe pedidos de cotización.')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Aceros del Este/ })).toHaveProperty('disabled', false);
  });

  it('shows a supplier whose admission is pending disabled, with the reason (docs/product.md#supplier-admission)', async () => {
    renderPicker();
    const box = await screen.findByRole('checkbox', { name: /Canteras Nuevas/ });
    expect(box).toHaveProperty('disabled', true);
    const row = screen.getAllByTestId('picker-row').find((r) => r.textContent?.includes('Canteras Nuevas'))!;
    expect(within(row).getByText('Solicitud de alta pendiente')).toBeTruthy();
  });

  it('leaves the Rechazado supplier out of "all on the page", and carries the rating of the others', async () => {
    const { user, onChange } = renderPicker();
    await screen.findByRole('checkbox', { name: /Ladrillera Cerrada/ });
    await user.click(screen.getByRole('checkbox', { name: 'Elegir todos' }));
    expect(onChange).toHaveBeenCalledWith([
      expect.objectContaining({ _id: allowed.id, name: 'Aceros del Este', calificacion: 'Bueno', documentosVencidos: true }),
    ]);
  });
});
