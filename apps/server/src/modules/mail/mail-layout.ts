import { MSG, PRODUCT_NAME } from '@abasto/domain/messages';
import { escapeHtml } from '../../lib/escape-html.ts';

/** The parts of an e-mail; the layout turns them into HTML and a plain-text alternative. */
export interface MailContent {
  heading: string;
  paragraphs: string[];
  /** A button with a link (its address is repeated in plain text under it). */
  action?: { label: string; url: string };
  /** A short code shown large (two-step login). */
  code?: string;
  /** Small print after the button or code. */
  notes?: string[];
  /** The language of the message: the care area writes in Portuguese (docs/product.md#care-area). */
  lang?: 'es' | 'pt';
}

export interface RenderedMail {
  html: string;
  text: string;
}

const font = 'font-family:Arial,Helvetica,sans-serif;color:#1f2933;';

/**
 * Renders every e-mail Abasto sends the same way: product name on top, inline styles and a
 * table layout (what mail programs understand), and the same words as plain text.
 */
export function renderMail(content: MailContent): RenderedMail {
  const footer = content.lang === 'pt' ? MSG.mailCareFooter : MSG.mailFooter;
  const parts: string[] = [];
  parts.push(`<h1 style="${font}font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>`);
  for (const p of content.paragraphs) {
    parts.push(`<p style="${font}font-size:15px;line-height:1.5;margin:0 0 14px">${escapeHtml(p)}</p>`);
  }
  if (content.code) {
    parts.push(
      `<p style="${font}font-size:32px;font-weight:bold;letter-spacing:8px;margin:8px 0 18px">${escapeHtml(content.code)}</p>`,
    );
  }
  if (content.action) {
    const url = escapeHtml(content.action.url);
    parts.push(
      `<p style="margin:20px 0"><a href="${url}" style="${font}display:inline-block;background:#1c7ed6;color:#ffffff;` +
        `text-decoration:none;font-weight:bold;padding:12px 22px;border-radius:6px">${escapeHtml(content.action.label)}</a></p>`,
      `<p style="${font}font-size:13px;color:#52606d;margin:0 0 14px">${escapeHtml(content.lang === 'pt' ? MSG.mailCareLinkFallback : MSG.mailLinkFallback)}<br>` +
        `<a href="${url}" style="color:#1c7ed6;word-break:break-all">${url}</a></p>`,
    );
  }
  for (const n of content.notes ?? []) {
    parts.push(`<p style="${font}font-size:13px;color:#52606d;margin:0 0 10px">${escapeHtml(n)}</p>`);
  }

  const html = `<!doctype html>
<html lang="${content.lang === 'pt' ? 'pt-BR' : 'es'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f1f3f5">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f1f3f5;padding:24px 0"><tr><td align="center">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="${font}background:#1c7ed6;color:#ffffff;font-size:18px;font-weight:bold;padding:14px 24px;border-radius:8px 8px 0 0">${PRODUCT_NAME}</td></tr>
<tr><td style="padding:24px">
${parts.join('\n')}
</td></tr>
<tr><td style="${font}font-size:12px;color:#7b8794;padding:0 24px 20px">${escapeHtml(footer)}</td></tr>
</table></td></tr></table>
</body></html>`;

  const lines: string[] = [PRODUCT_NAME, '', content.heading, ''];
  for (const p of content.paragraphs) lines.push(p, '');
  if (content.code) lines.push(`    ${content.code}`, '');
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '');
  for (const n of content.notes ?? []) lines.push(n, '');
  lines.push('--', footer);
  return { html, text: lines.join('\n') };
}
