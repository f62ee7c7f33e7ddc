import type { QueryClient } from '@tanstack/react-query';
import { documentsQuery, questionnaireQuery, ratingQuery } from '../../qualification/api/qualification-queries.ts';
import { supplierQueryOptions } from './get-supplier.ts';

/**
 * The calls the supplier page makes when it opens a supplier (operar-proveedor/{id}/…), put in the
 * query cache by the route's loader while the page's code downloads: the record, and in consultar
 * mode its qualification (docs/product.md#qualification), which the page otherwise asks for only
 * once the record is drawn. Registering (`new`) asks for nothing. The answer is what the page's
 * first draw waits for, the record only: the qualification is drawn after it (AfterFirstPaint), so
 * its calls start now but a slow one does not hold the record back.
 */
export function primeSupplierPage(client: QueryClient, params: Readonly<Record<string, string | undefined>>): Promise<unknown>[] {
  const { id, operacion } = params;
  if (!id || !/^\d{1,10}$/.test(id)) return [];
  const supplierId = Number(id);
  if (operacion !== 'editar-proveedor' && operacion !== 'consultar-proveedor') return [];
  const record = client.ensureQueryData(supplierQueryOptions(supplierId));
  if (operacion === 'consultar-proveedor') {
    const owner = { supplierId };
    void client.prefetchQuery(ratingQuery(supplierId));
    void client.prefetchQuery(questionnaireQuery(owner));
    void client.prefetchQuery(documentsQuery(owner));
  }
  return [record];
}
