import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aSupplier } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SupplierTable } from './supplier-table.tsx';

const cementos = aSupplier({
  registro: '80012345-6',
  razonSocial: 'Cementos del Sur S.A.',
  nombreFantasia: 'Cementos del Sur',
  emailEjecutivo: ['ventas@cds.com.py', 'otro@cds.com.py'],
  email: 'info@cds.com.py',
  ciudad: 'Luque',
});
const bare = aSupplier({
  registro: '',
  nombreFantasia: null,
  razonSocial: '<img src=x onerror=alert(1)>',
  emailEjecutivo: [],
  email: 'info@bare.com.py',
  ciudad: null,
});

const renderTable = (props: Partial<Parameters<typeof SupplierTable>[0]> = {}) =>
  renderWithProviders(<SupplierTable suppliers={[cementos, bare]} onOpen={vi.fn()} {...props} />);

/** The body rows, as a person reads them: one per supplier, after the header. */
const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('SupplierTable', { timeout: 30_000 }, () => {
  it('shows the columns of the spec with their fallbacks', () => {
    renderTable();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Nombre Real', 'RUC / CNPJ / ID', 'Tipo de actividad', 'País', 'Correo', 'Acciones']);
    const [first, second] = bodyRows();
    expect(within(first!).getByText('Cementos del Sur')).toBeTruthy();
    expect(within(first!).getByText('80012345-6')).toBeTruthy();
    expect(within(first!).getByText('ventas@cds.com.py')).toBeTruthy();
    expect(within(first!).getByText('Luque')).toBeTruthy();
    // No fantasy name, no city: 'No Tiene'; no registry number: 'NO TIENE'.
    expect(within(second!).getAllByText('No Tiene')).toHaveLength(2);
    expect(within(second!).getByText('NO TIENE')).toBeTruthy();
    // The main e-mail stands in when there is no executive one; markup stays text.
    expect(within(second!).getByText('info@bare.com.py')).toBeTruthy();
    expect(within(second!).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('without edit and delete handlers shows only the eye and no checkboxes', () => {
    renderTable();
    expect(screen.queryAllByRole('button', { name: /Editar proveedor/ })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: /Borrar proveedor/ })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: /Ver proveedor/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Ver proveedor: Cementos del Sur',
      'Ver proveedor: No Tiene',
    ]);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('opens a row, and edits or deletes without opening it', async () => {
    const onOpen = vi.fn();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const { user } = renderTable({ onOpen, onEdit, onDelete });
    await user.click(screen.getByText('Cementos del Sur'));
    expect(onOpen).toHaveBeenCalledWith(cementos);
    await user.click(screen.getByRole('button', { name: 'Editar proveedor: No Tiene' }));
    expect(onEdit).toHaveBeenCalledWith(bare);
    await user.click(screen.getByRole('button', { name: 'Borrar proveedor: Cementos del Sur' }));
    expect(onDelete).toHaveBeenCalledWith(cementos);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('selects rows one by one and all at once', async () => {
    const onToggle = vi.fn();
    const onToggleAll = vi.fn();
    const { user } = renderTable({ selectable: true, selected: new Set([cementos.id]), onToggle, onToggleAll });
    const all = screen.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' });
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Seleccionar proveedor: Cementos del Sur' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar proveedor: No Tiene' }));
    expect(onToggle).toHaveBeenCalledWith(bare, true);
    await user.click(all);
    expect(onToggleAll).toHaveBeenCalledWith(true);
  });

  it('shows a Rechazado supplier with the reason and does not let it be picked', async () => {
    const onToggle = vi.fn();
    const rejected = aSupplier({ nombreFantasia: 'Ladrillera Cerrada', calificacion: 'Rechazado' });
    const { user } = renderTable({ suppliers: [cementos, rejected], selectable: true, selected: new Set(), onToggle });
    const box = screen.getByRole('checkbox', { name: /Seleccionar proveedor: Ladrillera Cerrada/ });
    expect(box).toHaveProperty('disabled', true);
    expect(box.getAttribute('title')).toBe('Calificado como Rechazado: no recibe pedidos de cotización.');
    await user.click(box);
    expect(onToggle).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('supplier-rejected')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: /Seleccionar proveedor: Cementos del Sur/ })).toHaveProperty('disabled', false);
  });

  it('shows a supplier not yet accepted with "Solicitud de alta pendiente" and does not let it be picked', () => {
    const pending = aSupplier({ nombreFantasia: 'Canteras Nuevas', admision: 'Pendiente' });
    renderTable({ suppliers: [cementos, pending], selectable: true, selected: new Set(), onToggle: vi.fn() });
    const box = screen.getByRole('checkbox', { name: /Seleccionar proveedor: Canteras Nuevas/ });
    expect(box).toHaveProperty('disabled', true);
    expect(box.getAttribute('title')).toBe('Solicitud de alta pendiente');
    expect(screen.getByTestId('supplier-rejected').textContent).toBe('Solicitud de alta pendiente');
  });

  it('counts the page as all picked when every supplier that can be picked is', () => {
    const rejected = aSupplier({ nombreFantasia: 'Ladrillera Cerrada', calificacion: 'Rechazado' });
    renderTable({ suppliers: [cementos, rejected], selectable: true, selected: new Set([cementos._id]), onToggle: vi.fn() });
    const all = screen.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' });
    expect(all).toHaveProperty('checked', true);
    expect(all).toHaveProperty('indeterminate', false);
  });
});
