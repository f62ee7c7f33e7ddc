import { ROUTES } from '@abasto/domain/routes';
import { useLocation } from 'react-router';

/**
 * 'Volver para la lista' goes back to the list as it was left: its search, filters and page
 * (docs/product.md#supplier-list). The list hands its query string to the detail in the
 * navigation's state, which the detail carries along when it switches mode.
 */
export interface SupplierListReturn {
  supplierList?: string;
}

/** The state a navigation from the list to a supplier carries. */
export function fromSupplierList(search: string): SupplierListReturn {
  return { supplierList: search };
}

/** The address of the list to go back to, and the state to carry on a move within the detail. */
export function useSupplierListReturn(): { listUrl: string; state: SupplierListReturn | null } {
  const location = useLocation();
  const state = (location.state ?? null) as SupplierListReturn | null;
  const search = typeof state?.supplierList === 'string' && /^\?[^#]*$/.test(state.supplierList) ? state.supplierList : '';
  return { listUrl: `${ROUTES.suppliers}${search}`, state: search ? { supplierList: search } : null };
}
