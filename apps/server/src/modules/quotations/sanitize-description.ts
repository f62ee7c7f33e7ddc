import { RICH_TEXT_ALLOW_LIST as LIST } from '@abasto/domain/rich-text';
import sanitizeHtml from 'sanitize-html';

/**
 * What the rich-text editor produces and a mail program shows, from the domain's one allow-list
 * (docs/product.md#quotation-compose): text formatting, lists, headings, quotes, links and text
 * alignment. Everything else (scripts, event handlers, other styles, images, frames, forms) is
 * removed before the description is stored or mailed; the screen draws it with the same list.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...LIST.elements],
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(LIST.attributes).map(([element, names]) => [element, [...names]])),
    a: [...(LIST.attributes.a ?? []), ...Object.keys(LIST.linkTarget)],
    '*': ['style'],
  },
  allowedStyles: {
    '*': Object.fromEntries(
      Object.entries(LIST.styles).map(([property, values]) => [property, [new RegExp(`^(${values.join('|')})$`)]]),
    ),
  },
  allowedSchemes: [...LIST.linkProtocols],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...LIST.droppedWithContent],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { ...LIST.linkTarget }),
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
