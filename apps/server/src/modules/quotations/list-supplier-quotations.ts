import type { SupplierQuotationPage } from '@abasto/domain/quotation';
import type { AppContext } from '../../context.ts';
import { pageOfSupplierQuotations } from './quotation-queries.ts';

/**
 * GET /api/cotizacion/proveedor/{id}: the quotations a supplier received, newest first. A supplier
 * with none (or an id no supplier has) answers an empty page: the modal shows 'No tiene cotizaciones!'.
 */
export async function listSupplierQuotations({
  ctx,
  supplierId,
  page,
  pageSize,
}: {
  ctx: AppContext;
  supplierId: number;
  page: number;
  pageSize: number;
}): Promise<SupplierQuotationPage> {
  return { ...(await pageOfSupplierQuotations(ctx.db, supplierId, page, pageSize)), page, pageSize };
}
