/**
 * A quotation's description drawn without its editor (docs/product.md#quotation-detail): the
 * stored HTML of the rich-text editor, rebuilt element by element from an allow-list. The server
 * already cleans a description before storing it; the screen does not rely on that alone.
 *
 * The HTML is parsed by the browser's DOMParser into an inert document (no script runs, no image
 * loads), then copied into a new tree: allowed elements with their allowed attributes only, text
 * as text. Elements not on the list are unwrapped (their text stays) except those whose content
 * is not text to read (scripts, styles, frames, forms, SVG), which go whole. The lists are the
 * domain's `RICH_TEXT_ALLOW_LIST`, the one the server cleans with.
 */
import { allowedStyle, RICH_TEXT_ALLOW_LIST } from '@abasto/domain/rich-text';

const ALLOWED = new Set(RICH_TEXT_ALLOW_LIST.elements);
const DROPPED = new Set(RICH_TEXT_ALLOW_LIST.droppedWithContent);
const LINK_PROTOCOLS = new Set(RICH_TEXT_ALLOW_LIST.linkProtocols.map((protocol) => `${protocol}:`));

/** A link's address when it is http, https or mailto and absolute; otherwise none. */
export function safeHref(href: string | null): string | null {
  if (href === null) return null;
  const trimmed = href.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
}

function copyChildren(from: Node, to: Node, doc: Document) {
  for (const child of Array.from(from.childNodes)) copyNode(child, to, doc);
}

function copyNode(node: Node, to: Node, doc: Document) {
  if (node.nodeType === Node.TEXT_NODE) {
    to.appendChild(doc.createTextNode(node.textContent ?? ''));
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return; // comments, processing instructions
  const element = node as Element;
  const tag = element.localName.toLowerCase();
  // Only HTML elements: an <a> inside SVG or MathML is not the one on the list.
  if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || DROPPED.has(tag)) return;
  if (!ALLOWED.has(tag)) {
    copyChildren(element, to, doc);
    return;
  }
  const clean = doc.createElement(tag);
  for (const name of RICH_TEXT_ALLOW_LIST.attributes[tag] ?? []) {
    const value = element.getAttribute(name);
    if (value !== null && name !== 'href') clean.setAttribute(name, value);
  }
  const style = allowedStyle(element.getAttribute('style'));
  if (style !== null) clean.setAttribute('style', style);
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    if (href !== null) {
      clean.setAttribute('href', href);
      // A link opens apart from Abasto and cannot reach back into it.
      for (const [name, value] of Object.entries(RICH_TEXT_ALLOW_LIST.linkTarget)) clean.setAttribute(name, value);
    }
  }
  copyChildren(element, clean, doc);
  to.appendChild(clean);
}

/** The description's HTML with only the allowed elements and attributes (a link's safe href). */
export function sanitizeDescriptionHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  copyChildren(parsed.body, root, out);
  return root.innerHTML;
}
