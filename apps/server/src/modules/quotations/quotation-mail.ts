import { MSG, PRODUCT_NAME } from '@abasto/domain/messages';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailAttachmentRef, OutgoingMail } from '../mail/enqueue-mail.ts';
import { descriptionText } from './sanitize-description.ts';

export interface QuotationMailInput {
  quotationId: number;
  title: string;
  /** Already sanitised. */
  descripcion: string;
  authorName: string | null;
  authorEmail: string | null;
  to: string;
  toName: string;
  attachments: MailAttachmentRef[];
}

/** What every supplier of one quotation receives: written once, shared by all their messages. */
export type QuotationContent = Pick<OutgoingMail, 'subject' | 'html' | 'text' | 'replyTo' | 'ref' | 'attachments'>;

/**
 * The e-mail of a quotation: subject = title, body = the sanitised description as written (no
 * product banner: it is the company writing to its supplier), Reply-To the author, the files
 * attached.
 */
export function quotationContent(input: Omit<QuotationMailInput, 'to' | 'toName'>): QuotationContent {
  const author = input.authorName || MSG.quotationAuthorFallback;
  const footer = MSG.quotationMailFooter(author);
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(input.title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:15px;line-height:1.5">
<div>${input.descripcion}</div>
<p style="font-size:12px;color:#7b8794;margin-top:24px">${escapeHtml(footer)} — ${PRODUCT_NAME}</p>
</body></html>`;
  const text = `${descriptionText(input.descripcion)}\n\n--\n${footer}`;
  return {
    replyTo: input.authorEmail,
    subject: input.title,
    html,
    text,
    ref: { kind: 'quotation', id: input.quotationId },
    attachments: input.attachments,
  };
}

/**
 * The message one supplier receives. Each supplier gets its own message, so no one sees
 * another's address; the content object is shared, so the outbox stores it once.
 */
export const supplierMail = (content: QuotationContent, to: string, toName: string): OutgoingMail => ({
  ...content,
  to,
  toName,
});

/** One supplier's message of a quotation (resend, benchmark). */
export const quotationMail = (input: QuotationMailInput): OutgoingMail =>
  supplierMail(quotationContent(input), input.to, input.toName);

/** The address a quotation goes to (docs/product.md#supplier-record: the first executive e-mail, else the main e-mail). */
export function supplierAddress(s: { emailEjecutivo: string[] | null; email: string | null }): string | null {
  const first = (s.emailEjecutivo ?? []).map((e) => e.trim()).find((e) => e !== '');
  const main = s.email?.trim();
  return first ?? (main ? main : null);
}

/** The name a recipient is shown and addressed by. */
export function supplierDisplayName(s: { nombreFantasia: string | null; razonSocial: string }): string {
  return s.nombreFantasia?.trim() || s.razonSocial;
}
