import { MSG } from '@abasto/domain/messages';
import type { QuotationDetail } from '@abasto/domain/quotation';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { quotationDetail } from './quotation-queries.ts';

/** GET /api/cotizacion/view/{id}: title, description, files and each recipient's delivery. */
export async function getQuotation({ ctx, id }: { ctx: AppContext; id: number }): Promise<{ data: QuotationDetail }> {
  const detail = await quotationDetail(ctx.db, id);
  if (!detail) throw AppError.notFound(MSG.quotationNotFound);
  return { data: detail };
}
