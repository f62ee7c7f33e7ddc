import { fillMessage as fill } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import { formatPrice } from '@abasto/domain/sourcing';
import { escapeHtml } from '../../lib/escape-html.ts';
import { renderMail } from '../mail/mail-layout.ts';
import type { OutgoingMail } from '../mail/enqueue-mail.ts';
import type { QuotationContent } from '../quotations/quotation-mail.ts';

/** The company's time zone, in which deadlines are shown: the server's (TZ) by default. */
export const companyTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** "lunes, 30 de noviembre de 2026, 18:00 (America/Asuncion)". */
export function formatDeadline(d: Date): string {
  const zone = companyTimeZone();
  const text = new Intl.DateTimeFormat('es-PY', { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(d);
  return `${text} (${zone})`;
}

const cantidad = (n: number) => formatPrice(n, 'PYG');

export interface MailLine {
  descripcion: string;
  cantidad: number;
  unidad: string;
}

/**
 * The request's e-mail with its lines and this recipient's own answer link: the same body as an
 * ordinary quotation (subject = title), with the lines as a table and the link after it.
 */
export function requestMailWithLink(
  content: QuotationContent,
  to: { address: string; name: string },
  extra: { items: MailLine[]; fechaLimite: Date | null; url: string },
): OutgoingMail {
  const intro = extra.fechaLimite
    ? fill(MSG.sourcingMailAnswerLink, { deadline: formatDeadline(extra.fechaLimite) })
    : MSG.sourcingMailAnswerLinkNoDeadline;
  const rows = extra.items
    .map(
      (i, n) =>
        `<tr><td style="padding:4px 8px;border-bottom:1px solid #e4e7eb">${n + 1}</td>` +
        `<td style="padding:4px 8px;border-bottom:1px solid #e4e7eb">${escapeHtml(i.descripcion)}</td>` +
        `<td style="padding:4px 8px;border-bottom:1px solid #e4e7eb;text-align:right">${cantidad(i.cantidad)}</td>` +
        `<td style="padding:4px 8px;border-bottom:1px solid #e4e7eb">${escapeHtml(i.unidad)}</td></tr>`,
    )
    .join('');
  const table = extra.items.length
    ? `<h3 style="font-size:16px;margin:20px 0 8px">${escapeHtml(MSG.sourcingMailLinesTitle)}</h3>` +
      `<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse;font-size:14px">${rows}</table>`
    : '';
  const url = escapeHtml(extra.url);
  const link =
    `<p style="margin:20px 0 6px">${escapeHtml(intro)}</p>` +
    `<p style="margin:0 0 20px"><a href="${url}" style="display:inline-block;background:#1c7ed6;color:#ffffff;` +
    `text-decoration:none;font-weight:bold;padding:10px 18px;border-radius:6px">${escapeHtml(MSG.sourcingMailLinkLabel)}</a>` +
    `<br><a href="${url}" style="font-size:12px;color:#1c7ed6;word-break:break-all">${url}</a></p>`;
  const html = content.html.replace('</div>\n<p style="font-size:12px', `</div>\n${table}${link}\n<p style="font-size:12px`);
  const textLines = extra.items.map((i, n) => `${n + 1}. ${i.descripcion} — ${cantidad(i.cantidad)} ${i.unidad}`);
  const [body, footer] = splitFooter(content.text);
  const text = [
    body,
    ...(textLines.length ? ['', `${MSG.sourcingMailLinesTitle}:`, ...textLines] : []),
    '',
    intro,
    extra.url,
    '',
    footer,
  ].join('\n');
  return { ...content, html, text, to: to.address, toName: to.name };
}

function splitFooter(text: string): [string, string] {
  const at = text.lastIndexOf('\n\n--\n');
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 2)];
}

interface Simple {
  to: { address: string; name: string };
  subject: string;
  heading: string;
  paragraphs: string[];
  url?: string;
  replyTo?: string | null;
  quotationId: number;
}

/** Reminders, copies, cancellations, awards: the product's layout, the title in the subject. */
export function simpleMail(m: Simple): OutgoingMail {
  const { html, text } = renderMail({
    heading: m.heading,
    paragraphs: m.paragraphs,
    action: m.url ? { label: MSG.sourcingMailLinkLabel, url: m.url } : undefined,
  });
  return {
    to: m.to.address,
    toName: m.to.name,
    replyTo: m.replyTo ?? null,
    subject: m.subject,
    html,
    text,
    ref: { kind: 'sourcing', id: m.quotationId },
  };
}
