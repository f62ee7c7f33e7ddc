import { MSG, PRODUCT_NAME } from '@abasto/domain/messages';
import { answerState, type Currency, requestState } from '@abasto/domain/sourcing';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MySourcingRequestSchema } from '@abasto/domain/sourcing';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clockOf } from './sourcing-store.ts';

type Row = {
  id: number;
  title: string;
  created_at: string | Date;
  fecha_limite: string | Date | null;
  closed_at: string | Date | null;
  cancelled_at: string | Date | null;
  awarded_at: string | Date | null;
  lines_changed_at: string | Date | null;
  first_viewed_at: string | Date | null;
  version: number | null;
  declina: boolean | null;
  submitted_at: string | Date | null;
  monedas?: Currency[];
};

const dateOf = (v: string | Date | null) => (v === null ? null : new Date(v));

/** GET /api/perfil-proveedor/pedidos: the logged-in supplier's own requests, newest first. */
export async function mySourcingRequests(ctx: AppContext, supplierId: number | null, page: number, pageSize: number) {
  if (supplierId === null) throw new AppError(403, 'SUPPLIER_NOT_LINKED', MSG.sourcingSupplierNotLinked);
  const now = clockOf(ctx);
  const [rows, totals] = await Promise.all([
    queryRows<Row>(
      ctx.db,
      sql`
      select q.id, q.title, q.created_at, s.fecha_limite, s.closed_at, s.cancelled_at, s.awarded_at, s.lines_changed_at,
             v.first_viewed_at, a.version, a.declina, a.submitted_at
      from quotation_recipients r
      join quotations q on q.id = r.quotation_id
      join sourcing_requests s on s.quotation_id = q.id
      left join sourcing_views v on v.recipient_id = r.id
      left join lateral (
        select version, declina, submitted_at from sourcing_answers x where x.recipient_id = r.id order by x.version desc limit 1
      ) a on true
      where r.supplier_id = ${supplierId}
      order by q.created_at desc, q.id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    queryRows<{ total: number | string }>(
      ctx.db,
      sql`select count(*) as total from quotation_recipients r join sourcing_requests s on s.quotation_id = r.quotation_id
          where r.supplier_id = ${supplierId}`,
    ),
  ]);
  const data: z.infer<typeof MySourcingRequestSchema>[] = rows.map((r) => {
    const latest = r.version === null ? null : { declina: r.declina === true, submittedAt: new Date(r.submitted_at!) };
    const state = answerState({ latest, viewedAt: dateOf(r.first_viewed_at), linesChangedAt: dateOf(r.lines_changed_at) });
    return {
      id: r.id,
      title: r.title,
      empresa: PRODUCT_NAME,
      createdAt: new Date(r.created_at).toISOString(),
      fechaLimite: r.fecha_limite === null ? null : new Date(r.fecha_limite).toISOString(),
      estado: requestState(
        {
          fechaLimite: dateOf(r.fecha_limite),
          closedAt: dateOf(r.closed_at),
          cancelledAt: dateOf(r.cancelled_at),
          awardedAt: dateOf(r.awarded_at),
        },
        now,
      ),
      respuesta: state.estado,
      debeReconfirmar: state.debeReconfirmar,
      version: r.version,
    };
  });
  return { data, total: Number(totals[0]?.total ?? 0), page, pageSize };
}
