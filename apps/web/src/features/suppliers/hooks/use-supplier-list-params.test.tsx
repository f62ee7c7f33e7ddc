import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSupplierListParams } from './use-supplier-list-params.ts';

function wrapperAt(url: string) {
  return ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
}

// docs/product.md#supplier-list: 'Limpiar Filtro' clears the filters, not the quick search.
describe('Limpiar Filtro', () => {
  it('clears the filters and the page but keeps the search text', () => {
    const { result } = renderHook(() => ({ list: useSupplierListParams(), location: useLocation() }), {
      wrapper: wrapperAt('/proveedores?q=asuncion&pais=Paraguay&ciudad=Luque&page=3'),
    });
    act(() => result.current.list.clearFilters());
    expect(result.current.location.search).toBe('?q=asuncion');
    expect(result.current.list.state.q).toBe('asuncion');
    expect(result.current.list.state.filters.pais).toBeNull();
  });
});
