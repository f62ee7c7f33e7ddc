import { describe, expect, it } from 'vitest';
import { allowedStyle, RICH_TEXT_ALLOW_LIST as LIST } from './rich-text.ts';

describe('the rich-text allow-list (docs/product.md#quotation-detail)', () => {
  it('covers what the description editor writes and the formatting a description may carry', () => {
    // tiptap's StarterKit and Link: paragraph, hard break, marks, code block, headings, lists, quote, rule, link.
    for (const tag of ['p', 'br', 'strong', 'em', 'u', 's', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'hr', 'a']) {
      expect(LIST.elements, tag).toContain(tag);
    }
    for (const tag of ['b', 'i', 'del', 'strike', 'sub', 'sup', 'mark', 'span']) expect(LIST.elements, tag).toContain(tag);
  });

  it('keeps no element that runs, loads or submits something, and drops those with their content', () => {
    for (const tag of ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'img', 'form', 'input', 'button', 'link', 'meta', 'base']) {
      expect(LIST.elements, tag).not.toContain(tag);
      expect(LIST.droppedWithContent, tag).toContain(tag);
    }
    expect(LIST.elements.filter((tag) => LIST.droppedWithContent.includes(tag))).toEqual([]);
  });

  it('keeps a link address only for http, https and mailto, and no event handler or style attribute by name', () => {
    expect(LIST.linkProtocols).toEqual(['http', 'https', 'mailto']);
    expect(LIST.linkTarget).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    const names = Object.values(LIST.attributes).flat();
    expect(names.filter((name) => name.startsWith('on') || name === 'style' || name === 'src')).toEqual([]);
    for (const element of Object.keys(LIST.attributes)) expect(LIST.elements).toContain(element);
  });

  it('keeps only a block\'s text alignment among styles', () => {
    expect(Object.keys(LIST.styles)).toEqual(['text-align']);
    expect(allowedStyle('text-align: center')).toBe('text-align:center');
    expect(allowedStyle('color: red; text-align: right;')).toBe('text-align:right');
    expect(allowedStyle('text-align: url(javascript:alert(1))')).toBeNull();
    expect(allowedStyle('background:url(javascript:alert(1))')).toBeNull();
    expect(allowedStyle('constructor: x; __proto__: y')).toBeNull();
    expect(allowedStyle(null)).toBeNull();
  });
});
