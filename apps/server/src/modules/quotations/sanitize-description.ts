import sanitizeHtml from 'sanitize-html';

/**
 * What the rich-text editor produces and a mail program shows: text formatting, lists, headings,
 * quotes, links and text alignment. Everything else (scripts, event handlers, styles, images,
 * frames, forms) is removed before the description is stored or mailed.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'sub', 'sup', 'mark', 'code', 'pre',
    'blockquote', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'hr', 'a', 'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': { 'text-align': [/^(left|right|center|justify)$/] },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': '\'', nbsp: ' ' };

/** The plain-text alternative of a sanitised description: one line per block, no markup. */
export function descriptionText(safeHtml: string): string {
  const blocks = safeHtml
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|ul|ol)>/gi, '\n')
    .replace(/<hr\s*\/?>/gi, '\n----\n');
  const text = sanitizeHtml(blocks, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A description with no visible text (empty paragraphs, only removed markup) counts as empty. */
export function isBlankDescription(safeHtml: string): boolean {
  return descriptionText(safeHtml).replace(/[-\s]/g, '') === '';
}
