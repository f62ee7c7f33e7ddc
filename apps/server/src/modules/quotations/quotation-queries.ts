import type { QuotationDetail } from '@abasto/domain/quotation';
import { asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { quotationAttachments } from '../../db/schema/quotations.ts';
import {
  type RecipientRow,
  type SummaryRow,
  toQuotationRecipient,
  toQuotationSummary,
} from './quotation-mapper.ts';

/** The recipients of each quotation of a page, counted by delivery state (one index range each). */
const countsOf = (quotationId: ReturnType<typeof sql>) => sql`
  cross join lateral (
    select count(*) as total,
           count(*) filter (where r.status = 'pending') as pending,
           count(*) filter (where r.status = 'sent') as sent,
           count(*) filter (where r.status = 'failed') as failed
    from quotation_recipients r where r.quotation_id = ${quotationId}
  ) c`;

/** One page of the history, newest first, each with its recipients counted. */
export async function pageOfQuotations(db: Db, page: number, pageSize: number) {
  const [rows, totals] = await Promise.all([
    queryRows<SummaryRow>(
      db,
      sql`
      select q.id, q.title, q.author_name, q.created_at, c.total, c.pending, c.sent, c.failed
      from (
        select id, title, author_name, created_at from quotations
        order by created_at desc, id desc limit ${pageSize} offset ${(page - 1) * pageSize}
      ) q
      ${countsOf(sql`q.id`)}
      order by q.created_at desc, q.id desc`,
    ),
    queryRows<{ total: number | string }>(db, sql`select count(*) as total from quotations`),
  ]);
  return { data: rows.map(toQuotationSummary), total: Number(totals[0]?.total ?? 0) };
}

/** One page of the quotations a supplier received, each with that supplier's own delivery. */
export async function pageOfSupplierQuotations(db: Db, supplierId: number, page: number, pageSize: number) {
  type Row = SummaryRow & { r_id: number; r_supplier_name: string; r_email: string | null; r_status: RecipientRow['status']; r_reason: string | null; r_sent_at: string | Date | null };
  const [rows, totals] = await Promise.all([
    queryRows<Row>(
      db,
      sql`
      select q.id, q.title, q.author_name, q.created_at, c.total, c.pending, c.sent, c.failed,
             mine.id as r_id, mine.supplier_name as r_supplier_name, mine.email as r_email,
             mine.status as r_status, mine.reason as r_reason, mine.sent_at as r_sent_at
      from quotation_recipients mine
      join quotations q on q.id = mine.quotation_id
      ${countsOf(sql`q.id`)}
      where mine.supplier_id = ${supplierId}
      order by q.created_at desc, q.id desc, mine.id
      limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    queryRows<{ total: number | string }>(
      db,
      sql`select count(*) as total from quotation_recipients where supplier_id = ${supplierId}`,
    ),
  ]);
  return {
    data: rows.map((r) => ({
      ...toQuotationSummary(r),
      recipient: toQuotationRecipient({
        id: r.r_id,
        supplier_id: supplierId,
        supplier_name: r.r_supplier_name,
        email: r.r_email,
        status: r.r_status,
        reason: r.r_reason,
        sent_at: r.r_sent_at,
      }),
    })),
    total: Number(totals[0]?.total ?? 0),
  };
}

/** A quotation with its description, files and every recipient; null when there is none. */
export async function quotationDetail(db: Db | Tx, id: number): Promise<QuotationDetail | null> {
  const [head] = await queryRows<SummaryRow & { descripcion: string }>(
    db,
    sql`
    select q.id, q.title, q.descripcion, q.author_name, q.created_at, c.total, c.pending, c.sent, c.failed
    from quotations q ${countsOf(sql`q.id`)}
    where q.id = ${id}`,
  );
  if (!head) return null;
  const [recipients, files] = await Promise.all([
    // One row holding every recipient as JSON: for a quotation to thousands of suppliers the
    // embedded driver reads it many times faster than one row each.
    queryRows<{ rows: string | null }>(
      db,
      sql`
      select json_agg(json_build_object('id', id, 'supplier_id', supplier_id, 'supplier_name', supplier_name,
        'email', email, 'status', status, 'reason', reason, 'sent_at', sent_at) order by position)::text as rows
      from quotation_recipients where quotation_id = ${id}`,
    ).then(([r]) => JSON.parse(r?.rows ?? '[]') as RecipientRow[]),
    db
      .select({
        filename: quotationAttachments.filename,
        contentType: quotationAttachments.contentType,
        size: quotationAttachments.size,
      })
      .from(quotationAttachments)
      .where(eq(quotationAttachments.quotationId, id))
      .orderBy(asc(quotationAttachments.position)),
  ]);
  return {
    ...toQuotationSummary(head),
    descripcion: head.descripcion,
    attachments: files,
    fornecedores: recipients.map(toQuotationRecipient),
  };
}
