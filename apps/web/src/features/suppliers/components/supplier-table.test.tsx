import type { Proveedor } from '@abasto/domain/supplier';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SupplierTable } from './supplier-table.tsx';

afterEach(cleanup);

const base: Proveedor = {
  _id: 1,
  id: 1,
  pais: 'Paraguay',
  registro: '80012345-6',
  tipoProveedor: 'S.A.',
  razonSocial: 'Cementos del Sur S.A.',
  nombreFantasia: 'Cementos del Sur',
  actividad: 'Bienes',
  inicioActividad: null,
  capitalSocial: null,
  cantidadEmpleados: null,
  representanteLegal: null,
  documentoIdentidad: null,
  puesto: null,
  celularRepresentante: null,
  nombreEjecutivo: null,
  telefonoEjecutivo: null,
  emailEjecutivo: ['ventas@cds.com.py', 'otro@cds.com.py'],
  estado: 'Central',
  ciudad: 'Luque',
  calle: null,
  telephone: null,
  telephone2: null,
  tipoTelephone: null,
  website: null,
  email: 'info@cds.com.py',
  segmento: 'MATERIA PRIMA',
  rubro: ['Cementos'],
  especialidad: null,
  detalle: null,
  calificacion: null,
  radioForm: [],
  role: 'proveedor',
  invitedBy: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
};
const bare: Proveedor = {
  ...base,
  _id: 2,
  id: 2,
  registro: '',
  nombreFantasia: null,
  razonSocial: '<img src=x onerror=alert(1)>',
  emailEjecutivo: [],
  ciudad: null,
};

const renderTable = (props: Partial<Parameters<typeof SupplierTable>[0]> = {}) =>
  render(
    <MantineProvider env="test">
      <SupplierTable suppliers={[base, bare]} onOpen={vi.fn()} {...props} />
    </MantineProvider>,
  );

describe('SupplierTable', { timeout: 30_000 }, () => {
  it('shows the columns of the spec with their fallbacks', () => {
    renderTable();
    const [first, second] = screen.getAllByTestId('supplier-row');
    expect(within(first!).getByText('Cementos del Sur')).toBeTruthy();
    expect(within(first!).getByText('ventas@cds.com.py')).toBeTruthy();
    expect(within(first!).getByText('Luque')).toBeTruthy();
    expect(within(second!).getAllByText('No Tiene').length).toBeGreaterThan(0);
    expect(within(second!).getByText('NO TIENE')).toBeTruthy();
    // The main e-mail stands in when there is no executive one; markup stays text.
    expect(within(second!).getByText('info@cds.com.py')).toBeTruthy();
    expect(within(second!).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('without edit and delete handlers shows only the eye and no checkboxes', () => {
    renderTable();
    expect(screen.queryAllByRole('button', { name: /Editar proveedor/ })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: /Borrar proveedor/ })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: /Ver proveedor/ })).toHaveLength(2);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('opens a row, and edits or deletes without opening it', async () => {
    const onOpen = vi.fn();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderTable({ onOpen, onEdit, onDelete });
    await userEvent.click(screen.getAllByTestId('supplier-row')[0]!);
    expect(onOpen).toHaveBeenCalledWith(base);
    await userEvent.click(screen.getAllByRole('button', { name: /Editar proveedor/ })[1]!);
    expect(onEdit).toHaveBeenCalledWith(bare);
    await userEvent.click(screen.getAllByRole('button', { name: /Borrar proveedor/ })[0]!);
    expect(onDelete).toHaveBeenCalledWith(base);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('selects rows one by one and all at once', async () => {
    const onToggle = vi.fn();
    const onToggleAll = vi.fn();
    renderTable({ selectable: true, selected: new Set([1]), onToggle, onToggleAll });
    const all = screen.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' });
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: /Seleccionar proveedor: No Tiene/ }));
    expect(onToggle).toHaveBeenCalledWith(bare, true);
    await userEvent.click(all);
    expect(onToggleAll).toHaveBeenCalledWith(true);
  });

  it('shows a Rechazado supplier with the reason and does not let it be picked', async () => {
    const onToggle = vi.fn();
    const rejected: Proveedor = { ...base, _id: 3, id: 3, nombreFantasia: 'Ladrillera Cerrada', calificacion: 'Rechazado' };
    render(
      <MantineProvider>
        <SupplierTable suppliers={[base, rejected]} selectable selected={new Set()} onToggle={onToggle} onOpen={vi.fn()} />
      </MantineProvider>,
    );
    const box = screen.getByRole('checkbox', { name: /Seleccionar proveedor: Ladrillera Cerrada/ }) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(box.title).toBe('Calificado como Rechazado: no recibe pedidos de cotización.');
    await userEvent.click(box);
    expect(onToggle).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('supplier-rejected')).toHaveLength(1);
    expect((screen.getByRole('checkbox', { name: /Seleccionar proveedor: Cementos del Sur/ }) as HTMLInputElement).disabled).toBe(false);
  });
});
