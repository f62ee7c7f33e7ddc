import type { QuotationPage } from '@abasto/domain/quotation';
import type { AppContext } from '../../context.ts';
import { pageOfQuotations } from './quotation-queries.ts';

/** GET /api/cotizacion/: the history, newest first, paged. */
export async function listQuotations({
  ctx,
  page,
  pageSize,
}: {
  ctx: AppContext;
  page: number;
  pageSize: number;
}): Promise<QuotationPage> {
  return { ...(await pageOfQuotations(ctx.db, page, pageSize)), page, pageSize };
}
