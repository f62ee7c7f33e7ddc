import type { SupplierListFilterKey } from '@abasto/domain/supplier-list-constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { SupplierFiltersBar } from './supplier-filters-bar.tsx';

const options = { rubros: ['CATÁLOGO DE PIEZAS', 'SERVICIOS'], segmentos: [], paises: ['Paraguay'], estados: [], ciudades: ['Asunción', 'Luque'] };
const none: Record<SupplierListFilterKey, string | null> = {
  rubro: null,
  segmento: null,
  pais: null,
  estado: null,
  ciudad: null,
  calificacion: null,
  documentos: null,
};

function renderBar(filters = none) {
  const onFilter = vi.fn();
  const { user } = renderWithProviders(
    <SupplierFiltersBar q="" filters={filters} options={options} onQuery={vi.fn()} onFilter={onFilter} onClear={vi.fn()} />,
  );
  return { onFilter, user };
}

describe('the supplier filters (plain inputs until first used)', () => {
  it('show every filter with \'Todos\' until one is picked', () => {
    renderBar();
    for (const name of ['Rubro', 'Segmento', 'País', 'Departamento', 'Ciudad', 'Calificación', 'Estado de documentos']) {
      expect(screen.getByRole('combobox', { name }).getAttribute('placeholder')).toBe('Todos');
    }
  });

  it('become a searchable Select on first use, which filters by the option picked', async () => {
    const { onFilter, user } = renderBar();
    const city = screen.getByRole('combobox', { name: 'Ciudad' });
    expect(city).toHaveProperty('readOnly', true);
    await user.click(city);
    const select = screen.getByRole('combobox', { name: 'Ciudad' });
    expect(select).toHaveProperty('readOnly', false);
    expect(document.activeElement).toBe(select);
    await user.type(select, 'Lu');
    expect(screen.queryByRole('option', { name: 'Asunción' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Luque' }));
    expect(onFilter).toHaveBeenCalledWith('ciudad', 'Luque');
  });

  it('show a value set in the URL and clear it without being opened', async () => {
    const { onFilter, user } = renderBar({ ...none, ciudad: 'Asunción' });
    const city = screen.getByRole('combobox', { name: 'Ciudad' });
    expect(city).toHaveProperty('value', 'Asunción');
    // The clear button (×) is for the pointer: hidden from assistive technology, as Mantine draws it.
    await user.click(within(city.parentElement!).getByRole('button', { hidden: true }));
    expect(onFilter).toHaveBeenCalledWith('ciudad', null);
  });

  it('filter by calificación and by document status, over their fixed values', async () => {
    const { onFilter, user } = renderBar();
    await user.click(screen.getByRole('combobox', { name: 'Calificación' }));
    for (const name of ['No evaluado', 'Rechazado', 'Bueno', 'Muy bueno', 'Excelente']) {
      expect(await screen.findByRole('option', { name })).toBeTruthy();
    }
    await user.click(screen.getByRole('option', { name: 'Rechazado' }));
    expect(onFilter).toHaveBeenCalledWith('calificacion', 'Rechazado');
    await user.click(screen.getByRole('combobox', { name: 'Estado de documentos' }));
    await user.click(await screen.findByRole('option', { name: 'Por vencer' }));
    expect(onFilter).toHaveBeenCalledWith('documentos', 'Por vencer');
  });

  it('find options without regard to accents or case, as the quick search does', async () => {
    const { onFilter, user } = renderBar();
    const rubro = screen.getByRole('combobox', { name: 'Rubro' });
    rubro.focus();
    const select = await screen.findByRole('combobox', { name: 'Rubro' });
    await user.type(select, 'catalogo');
    expect(await screen.findByRole('option', { name: 'CATÁLOGO DE PIEZAS' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'SERVICIOS' })).toBeNull();
    // jsdom draws nothing, so it cannot scroll an option into view as the browser does.
    Element.prototype.scrollIntoView ??= () => {};
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onFilter).toHaveBeenCalledWith('rubro', 'CATÁLOGO DE PIEZAS');
  });
});

/**
 * The list's address as the app changes it: a search sent by the field reaches the address a
 * little later (a navigation, drawn as a transition), as on a busy machine.
 */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function SlowAddress({ onQuery, lag }: { onQuery: (q: string) => void; lag: number }) {
  const [q, setQ] = useState('');
  const send = (value: string) => {
    onQuery(value);
    setTimeout(() => setQ(value), lag);
  };
  return (
    <>
      <SupplierFiltersBar q={q} filters={none} options={options} onQuery={send} onFilter={vi.fn()} onClear={vi.fn()} />
      <button type="button" onClick={() => setQ('luque')}>
        atrás
      </button>
    </>
  );
}

// docs/product.md#supplier-list: Busqueda Rapida searches as the person types.
describe('the quick search', () => {
  it('keeps what is typed while its own earlier search comes back through the address', async () => {
    const onQuery = vi.fn();
    const { user } = renderWithProviders(<SlowAddress onQuery={onQuery} lag={100} />);
    const field = screen.getByRole('textbox', { name: 'Busqueda Rapida' });
    await user.type(field, 'itaugua');
    // A pause: the search for 'itaugua' leaves after 300 ms, and the address follows 100 ms later...
    await act(() => pause(350));
    expect(onQuery).toHaveBeenLastCalledWith('itaugua');
    // ...while the person goes on typing.
    await user.type(field, ' 1');
    await act(() => pause(150));
    expect(field).toHaveProperty('value', 'itaugua 1');
    await user.type(field, '23');
    await waitFor(() => expect(onQuery).toHaveBeenLastCalledWith('itaugua 123'));
    expect(field).toHaveProperty('value', 'itaugua 123');
  });

  it('follows the address when it changes from elsewhere (back, a bookmark)', async () => {
    const { user } = renderWithProviders(<SlowAddress onQuery={vi.fn()} lag={0} />);
    const field = screen.getByRole('textbox', { name: 'Busqueda Rapida' });
    await user.type(field, 'cemento');
    await user.click(screen.getByRole('button', { name: 'atrás' }));
    expect(field).toHaveProperty('value', 'luque');
  });
});
