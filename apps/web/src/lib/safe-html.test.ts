import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeDescriptionHtml as clean } from './safe-html.ts';

describe('sanitizeDescriptionHtml (docs/product.md#quotation-detail)', () => {
  it('keeps what the editor writes: paragraphs, marks, headings, lists, quotes, code', () => {
    const html =
      '<h2>Pedido</h2><p><strong>Cemento</strong> <em>gris</em> <u>50 kg</u> <s>viejo</s><br>línea</p>' +
      '<ul><li><p>uno</p></li></ul><ol><li><p>dos</p></li></ol><blockquote><p>cita</p></blockquote>' +
      '<pre><code>x = 1</code></pre><h1>a</h1><h3>b</h3><h4>c</h4><hr>';
    expect(clean(html)).toBe(html);
  });

  it('keeps an http, https or mailto link, opened apart with rel noopener', () => {
    expect(clean('<p><a href="https://example.com/a?b=1&amp;c=2" target="_self" class="x" onclick="alert(1)">sitio</a></p>')).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">sitio</a></p>',
    );
    expect(clean('<a href="http://example.com">x</a>')).toContain('href="http://example.com/"');
    expect(clean('<a href="mailto:compras@example.com">x</a>')).toContain('href="mailto:compras@example.com"');
  });

  it('removes a link address of any other kind, keeping its text', () => {
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)', '//evil.example', '/relative', '&#106;avascript:alert(1)']) {
      const out = clean(`<a href="${href}">texto</a>`);
      expect(out, href).toBe('<a>texto</a>');
    }
  });

  it('removes scripts, event handlers, styles and embedded content', () => {
    expect(clean('<p>hola<script>alert(1)</script></p>')).toBe('<p>hola</p>');
    expect(clean('<img src=x onerror="alert(1)"><p onmouseover="alert(1)">t</p>')).toBe('<p>t</p>');
    expect(clean('<p style="background:url(javascript:alert(1))">t</p><style>p{color:red}</style>')).toBe('<p>t</p>');
    expect(clean('<iframe src="https://evil.example"></iframe><svg><a href="https://x.example"><text>s</text></a></svg>')).toBe('');
    expect(clean('<form action="https://evil.example"><input name="a"><button>Enviar</button></form>')).toBe('');
    expect(clean('<math><mi xlink:href="javascript:alert(1)">m</mi></math><!-- c --><p>fin</p>')).toBe('<p>fin</p>');
  });

  it('keeps what the server keeps: sub- and superscripts, highlight, old marks, a block\'s alignment', () => {
    const html = '<p>10 m<sup>3</sup> de H<sub>2</sub>O <mark>urgente</mark> <b>b</b> <i>i</i> <del>d</del> <strike>s</strike></p>' +
      '<p style="text-align:center">centro</p><h5>e</h5><h6>f</h6><ol start="3"><li><p>tres</p></li></ol>';
    expect(clean(html)).toBe(html);
    expect(clean('<p style="text-align: right; color: red">t</p>')).toBe('<p style="text-align:right">t</p>');
    expect(clean('<p onclick="alert(1)">t</p><script>alert(1)</script>')).toBe('<p>t</p>');
  });

  it('unwraps an element not on the list, keeping its text, and drops every attribute', () => {
    expect(clean('<div class="a" id="b"><span style="color:red">texto</span> <b>negrita</b></div>')).toBe('<span>texto</span> <b>negrita</b>');
    expect(clean('<section><article>texto</article></section>')).toBe('texto');
    expect(clean('<p class="x" data-a="1" title="t">p</p>')).toBe('<p>p</p>');
  });

  it('does not let markup inside text or attributes through', () => {
    expect(clean('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(clean('<p title="&quot;><script>alert(1)</script>">t</p>')).toBe('<p>t</p>');
    expect(clean('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).not.toMatch(/onerror|<img/);
  });

  it('keeps text in every script as it is', () => {
    const text = '≤ 5 → Łódź Ω ½ 🙂 日本語 العربية עברית Ελληνικά';
    expect(clean(`<p>${text}</p>`)).toBe(`<p>${text}</p>`);
  });

  it('safeHref accepts only absolute http, https and mailto addresses', () => {
    expect(safeHref('https://a.example/x')).toBe('https://a.example/x');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('ftp://a.example')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
});
