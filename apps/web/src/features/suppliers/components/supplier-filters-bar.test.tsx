import type { SupplierFilterKey } from '@abasto/domain/supplier-list';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SupplierFiltersBar } from './supplier-filters-bar.tsx';

afterEach(cleanup);

const options = { rubros: [], segmentos: [], paises: ['Paraguay'], estados: [], ciudades: ['Asunción', 'Luque'] };
const none: Record<SupplierFilterKey, string | null> = { rubro: null, segmento: null, pais: null, estado: null, ciudad: null };

function renderBar(filters = none, onFilter = vi.fn()) {
  render(
    <MantineProvider env="test">
      <SupplierFiltersBar q="" filters={filters} options={options} onQuery={vi.fn()} onFilter={onFilter} onClear={vi.fn()} />
    </MantineProvider>,
  );
  return onFilter;
}

describe('the supplier filters (plain inputs until first used)', () => {
  it('become a searchable Select on first use, which filters by the option picked', async () => {
    const onFilter = renderBar();
    const city = screen.getByRole('combobox', { name: 'Ciudad' });
    expect(city).toHaveProperty('readOnly', true);
    await userEvent.click(city);
    const select = screen.getByRole('combobox', { name: 'Ciudad' });
    expect(select).not.toBe(city);
    expect(select).toHaveProperty('readOnly', false);
    expect(document.activeElement).toBe(select);
    await userEvent.type(select, 'Lu');
    await userEvent.click(await screen.findByRole('option', { name: 'Luque' }));
    expect(onFilter).toHaveBeenCalledWith('ciudad', 'Luque');
  });

  it('show a value set in the URL and clear it without being opened', async () => {
    const onFilter = renderBar({ ...none, ciudad: 'Asunción' });
    const city = screen.getByRole('combobox', { name: 'Ciudad' });
    expect(city).toHaveProperty('value', 'Asunción');
    const clear = city.closest('.mantine-InputWrapper-root')!.querySelector('button')!;
    await userEvent.click(clear);
    expect(onFilter).toHaveBeenCalledWith('ciudad', null);
  });
});
