/**
 * The one allow-list of a quotation's rich-text description (docs/product.md#quotation-compose,
 * docs/product.md#quotation-detail). The server cleans a description with it before storing or
 * mailing it; the screen draws a stored description through it again. Both read this constant,
 * so what one keeps the other shows.
 *
 * It covers everything the description editor (tiptap's StarterKit and Link) writes — paragraphs,
 * line breaks, bold, italic, underline, strike, inline code, code blocks, headings 1 to 6, lists
 * (an ordered list's `start`), quotes, rules, links — and the formatting a description pasted or
 * carried over from an earlier quotation may hold: b, i, del, strike, sub, sup (m<sup>3</sup>),
 * mark, span, and a block's text alignment.
 */

/** An element's attributes that are kept, besides `style` (see `styles`). */
export type RichTextAttributes = Readonly<Record<string, readonly string[]>>;

export interface RichTextAllowList {
  /** Elements kept; any other element is unwrapped (its text stays). */
  readonly elements: readonly string[];
  /** Attributes kept per element (a link's `href` only when its protocol is allowed). */
  readonly attributes: RichTextAttributes;
  /** A link's allowed protocols, without the colon; a relative or protocol-relative address is dropped. */
  readonly linkProtocols: readonly string[];
  /** Attributes every kept link gets: it opens apart from Abasto and cannot reach back into it. */
  readonly linkTarget: { readonly target: '_blank'; readonly rel: 'noopener noreferrer' };
  /** Style properties kept on any kept element, each with its allowed values; other declarations go. */
  readonly styles: Readonly<Record<string, readonly string[]>>;
  /** Elements removed with everything inside them: their content is not text to read. */
  readonly droppedWithContent: readonly string[];
}

export const RICH_TEXT_ALLOW_LIST: RichTextAllowList = {
  elements: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'sub', 'sup', 'mark', 'code', 'pre',
    'blockquote', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'a', 'span',
  ],
  attributes: { a: ['href'], ol: ['start'] },
  linkProtocols: ['http', 'https', 'mailto'],
  linkTarget: { target: '_blank', rel: 'noopener noreferrer' },
  styles: { 'text-align': ['left', 'right', 'center', 'justify'] },
  droppedWithContent: [
    'script', 'style', 'template', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg',
    'math', 'textarea', 'select', 'option', 'button', 'input', 'form', 'title', 'head', 'meta', 'link', 'base',
    'img', 'video', 'audio', 'picture', 'source', 'track', 'canvas', 'xmp', 'plaintext', 'noembed', 'noframes',
  ],
};

/**
 * A `style` attribute reduced to its allowed declarations, written `property:value;…` (no
 * spaces), or null when none is left. Property and value must match the list exactly, so anything
 * unusual (a comment, an escape, `url(`, another case) drops that declaration.
 */
export function allowedStyle(style: string | null): string | null {
  if (style === null) return null;
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    const values = Object.hasOwn(RICH_TEXT_ALLOW_LIST.styles, property) ? RICH_TEXT_ALLOW_LIST.styles[property] : undefined;
    if (values?.includes(value)) kept.push(`${property}:${value}`);
  }
  return kept.length === 0 ? null : kept.join(';');
}
