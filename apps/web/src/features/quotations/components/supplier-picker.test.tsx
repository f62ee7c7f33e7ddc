import { MSG } from '@abasto/domain/messages';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { aSupplier } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { answerGet } from '../../../test/server.ts';
import type { DraftSupplier } from './quotation-draft.ts';
import { SupplierPicker } from './supplier-picker.tsx';

const allowed = { ...aSupplier({ nombreFantasia: 'Aceros del Este', calificacion: 'Bueno' }), documentosVencidos: true };
const rejected = { ...aSupplier({ nombreFantasia: 'Ladrillera Cerrada', calificacion: 'Rechazado' }), documentosVencidos: false };
const noFantasy = { ...aSupplier({ nombreFantasia: '', razonSocial: 'Cerámica Sin Nombre S.A.' }), documentosVencidos: false };
const pending = { ...aSupplier({ nombreFantasia: 'Canteras Nuevas', admision: 'Pendiente' }), documentosVencidos: false };

function renderPicker(rows = [allowed, rejected, pending]) {
  answerGet('/api/auth/proveedores/', { data: rows, total: rows.length, page: 1, pageSize: 10 });
  answerGet('/api/filters/all', { data: { rubros: [], segmentos: [], paises: [], estados: [], ciudades: [] } });
  const onChange = vi.fn();
  const view = renderWithProviders(<SupplierPicker value={[]} onChange={onChange} />);
  return { ...view, onChange };
}

/** The picker holding its own choice, as the compose form does. */
function Holder({ initial = [] }: { initial?: DraftSupplier[] }) {
  const [value, setValue] = useState<DraftSupplier[]>(initial);
  return <SupplierPicker value={value} onChange={setValue} />;
}

/**
 * The filter lists (empty) and "los N que cumplen el filtro": the first 5000 of `total` matches,
 * `rechazados` of them left out (the server's cap of one selection).
 */
function answerMatching({ total, rechazados, contadoHasta }: { total: number; rechazados: number; contadoHasta?: number }) {
  answerGet('/api/filters/all', { data: { rubros: [], segmentos: [], paises: [], estados: [], ciudades: [] } });
  const matches = Array.from({ length: 5000 }, (_, i) => ({
    _id: i + 1,
    name: `Proveedor ${i + 1}`,
    email: `p${i + 1}@example.test`,
    calificacion: null,
    documentosVencidos: false,
  }));
  answerGet('/api/auth/proveedores/coincidentes', { data: matches, total, rechazados, limite: 5000, contadoHasta });
}

describe('the quotation picker and rejected suppliers', () => {
  it('shows a Rechazado supplier disabled, with the reason', async () => {
    renderPicker();
    const box = await screen.findByRole('checkbox', { name: /Ladrillera Cerrada/ }, { timeout: 5000 });
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
    await screen.findByRole('checkbox', { name: /Ladrillera Cerrada/ }, { timeout: 5000 });
    await user.click(screen.getByRole('checkbox', { name: 'Elegir todos' }));
    expect(onChange).toHaveBeenCalledWith([
      expect.objectContaining({ _id: allowed.id, name: 'Aceros del Este', calificacion: 'Bueno', documentosVencidos: true }),
    ]);
  });
});

describe('who is being chosen', () => {
  it('keeps both of two ticks made before the form has drawn the first', async () => {
    // renderPicker's form never draws the choice again: each tick must build on the one before.
    const { user, onChange } = renderPicker([allowed, noFantasy]);
    await screen.findByRole('checkbox', { name: 'Elegir Aceros del Este' }, { timeout: 5000 });
    await user.click(screen.getByRole('checkbox', { name: 'Elegir Aceros del Este' }));
    await user.click(screen.getByRole('checkbox', { name: 'Elegir Cerámica Sin Nombre S.A.' }));
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'Aceros del Este' }),
      expect.objectContaining({ name: 'Cerámica Sin Nombre S.A.' }),
    ]);
  });

  it('names a supplier without a fantasy name by its razón social, as the supplier list does', async () => {
    const { user, onChange } = renderPicker([noFantasy]);
    const row = (await screen.findAllByTestId('picker-row', {}, { timeout: 5000 }))[0]!;
    expect(within(row).getByText('Cerámica Sin Nombre S.A.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Elegir Cerámica Sin Nombre S.A.' }));
    expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ name: 'Cerámica Sin Nombre S.A.' })]);
  });

  it('"Seleccionados (N)" shows only the chosen, each with Quitar', async () => {
    answerGet('/api/auth/proveedores/', { data: [allowed], total: 1, page: 1, pageSize: 10 });
    answerGet('/api/filters/all', { data: { rubros: [], segmentos: [], paises: [], estados: [], ciudades: [] } });
    const initial = [
      { _id: 101, name: 'Uno', email: 'uno@example.test' },
      { _id: 102, name: 'Dos', email: 'dos@example.test' },
    ];
    const { user } = renderWithProviders(<Holder initial={initial} />);
    await user.click(await screen.findByText('Seleccionados (2)', {}, { timeout: 5000 }));
    expect(screen.getAllByTestId('chosen-row').map((r) => r.textContent)).toEqual([
      expect.stringContaining('Uno'),
      expect.stringContaining('Dos'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Quitar Uno' }));
    expect(screen.getAllByTestId('chosen-row')).toHaveLength(1);
    expect(screen.getByText('Seleccionados (1)')).toBeTruthy();
  });

  it('"Seleccionar los N que cumplen el filtro" picks every match, says how many Rechazado were left out and the cap', async () => {
    answerGet('/api/auth/proveedores/', { data: [allowed, rejected], total: 5003, page: 1, pageSize: 10 });
    answerMatching({ total: 5002, rechazados: 1 });
    const { user } = renderWithProviders(<Holder />);
    await user.click(await screen.findByRole('button', { name: 'Seleccionar los 5003 que cumplen el filtro' }, { timeout: 5000 }));
    const note = await screen.findByTestId('pick-matching-result');
    expect(note.textContent).toContain('Se seleccionaron 5000 proveedor(es).');
    expect(note.textContent).toContain(MSG.quotationPickMatchingRejected(1));
    expect(note.textContent).toContain('Se seleccionan como máximo 5000 de una vez');
    expect(screen.getByText('Seleccionados (5000)')).toBeTruthy();
  });
});

describe('a broad search past the count cap', () => {
  it('offers the matches as "más de 10.000" and selects them by the filter on the server, not by the count', async () => {
    answerGet('/api/auth/proveedores/', { data: [allowed], total: 10_000, totalCapped: true, page: 1, pageSize: 10 });
    answerMatching({ total: 12_345, rechazados: 0 });
    const { user } = renderWithProviders(<Holder />);
    await user.click(await screen.findByRole('button', { name: 'Seleccionar los más de 10.000 que cumplen el filtro' }, { timeout: 5000 }));
    const note = await screen.findByTestId('pick-matching-result');
    expect(note.textContent).toContain('Se seleccionaron 5000 proveedor(es).');
    expect(note.textContent).toContain('Se seleccionan como máximo 5000 de una vez');
  });

  it('says "al menos" of the left-out when the server counted only the first 10.000 matches', async () => {
    answerGet('/api/auth/proveedores/', { data: [allowed], total: 10_000, totalCapped: true, page: 1, pageSize: 10 });
    answerMatching({ total: 7_655, rechazados: 2_345, contadoHasta: 10_000 });
    const { user } = renderWithProviders(<Holder />);
    await user.click(await screen.findByRole('button', { name: 'Seleccionar los más de 10.000 que cumplen el filtro' }, { timeout: 5000 }));
    const note = await screen.findByTestId('pick-matching-result');
    expect(note.textContent).toContain('Al menos 2345 quedaron fuera: calificados como Rechazado o con la solicitud de alta sin aceptar.');
    expect(note.textContent).toContain('Se seleccionan como máximo 5000 de una vez');
  });
});
