import { MSG } from '@abasto/domain/messages';
import type { CreateQuotationSchema } from '@abasto/domain/quotation';
import { type SourcingSettings, sourcingSettings } from '@abasto/domain/sourcing';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OutgoingMail } from '../mail/enqueue-mail.ts';
import type { QuotationContent } from '../quotations/quotation-mail.ts';
import { requestMailWithLink } from './sourcing-mail.ts';
import { answerUrl, clockOf, loadRequest, newAnswerToken, storeTokens } from './sourcing-store.ts';

export interface NewSourcing {
  settings: SourcingSettings;
  items: { descripcion: string; cantidad: number; unidad: string }[];
}

/**
 * The sourcing part of a create call: null when the request has neither lines nor a deadline
 * (an ordinary quotation, docs/product.md#quotation-delivery); 400 for a past deadline or a
 * sealed request without one.
 */
export function sourcingOf(ctx: AppContext, input: z.output<typeof CreateQuotationSchema>): NewSourcing | null {
  const items = input.items ?? [];
  if (items.length === 0 && !input.fechaLimite) {
    if (input.sobreCerrado) throw AppError.badRequest(MSG.sourcingSealedNeedsDeadline);
    return null;
  }
  const checked = sourcingSettings(input, clockOf(ctx));
  if (!checked.ok) throw AppError.badRequest(checked.message);
  return { settings: checked.value, items };
}

/** One message per addressed supplier, each with its own answer link (and the link's hash). */
export function sourcingMails(
  ctx: AppContext,
  content: QuotationContent,
  sourcing: NewSourcing,
  addressed: { id: number; name: string; address: string | null }[],
): { mails: OutgoingMail[]; tokens: Map<number, string> } {
  const tokens = new Map<number, string>();
  const mails = addressed.map((s) => {
    const { token, hash } = newAnswerToken();
    tokens.set(s.id, hash);
    return requestMailWithLink(
      content,
      { address: s.address!, name: s.name },
      { items: sourcing.items, fechaLimite: sourcing.settings.fechaLimite, url: answerUrl(ctx, token) },
    );
  });
  return { mails, tokens };
}

/** Stores the request's settings, its lines and the recipients' link hashes. */
export async function storeSourcing(
  tx: Tx,
  quotationId: number,
  sourcing: NewSourcing,
  recipients: { id: number; supplier_id: number }[],
  tokens: Map<number, string>,
): Promise<void> {
  const { fechaLimite, sobreCerrado, monedas } = sourcing.settings;
  await queryRows(
    tx,
    sql`
    insert into sourcing_requests (quotation_id, fecha_limite, sobre_cerrado, monedas)
    values (${quotationId}, ${fechaLimite?.toISOString() ?? null}, ${sobreCerrado}, ${`{${monedas.join(',')}}`}::text[])`,
  );
  if (sourcing.items.length > 0) {
    const rows = JSON.stringify(sourcing.items.map((i, position) => ({ position, ...i })));
    await queryRows(
      tx,
      sql`
      insert into sourcing_items (quotation_id, position, descripcion, cantidad, unidad)
      select ${quotationId}, x.position, x.descripcion, x.cantidad, x.unidad
      from jsonb_to_recordset(${rows}::jsonb) as x(position int, descripcion text, cantidad numeric, unidad text)`,
    );
  }
  await storeTokens(
    tx,
    recipients.filter((r) => tokens.has(r.supplier_id)).map((r) => ({ recipientId: r.id, hash: tokens.get(r.supplier_id)! })),
  );
}

/**
 * The resend of one recipient's mail: for a sourcing request, a new link that replaces the
 * recipient's earlier ones; an ordinary quotation's mail unchanged.
 */
export async function resendMail(ctx: AppContext, tx: Tx, recipientId: number, quotationId: number, mail: OutgoingMail) {
  const request = await loadRequest(tx, quotationId);
  if (!request) return mail;
  const { token, hash } = newAnswerToken();
  await storeTokens(tx, [{ recipientId, hash }], { replace: true });
  return requestMailWithLink(
    mail,
    { address: mail.to, name: mail.toName ?? mail.to },
    { items: request.items, fechaLimite: request.fechaLimite, url: answerUrl(ctx, token) },
  );
}
