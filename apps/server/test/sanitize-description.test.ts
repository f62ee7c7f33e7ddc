import { describe, expect, it } from 'vitest';
import { sanitizeDescription as clean } from '../src/modules/quotations/sanitize-description.ts';

describe('the server cleans a description with the domain allow-list (docs/product.md#quotation-compose)', () => {
  it('keeps a unit with a superscript, a highlight and an aligned paragraph', () => {
    expect(clean('<p>10 m<sup>3</sup> de H<sub>2</sub>O</p>')).toBe('<p>10 m<sup>3</sup> de H<sub>2</sub>O</p>');
    expect(clean('<p><mark>urgente</mark></p>')).toBe('<p><mark>urgente</mark></p>');
    expect(clean('<p style="text-align:center">centro</p>')).toBe('<p style="text-align:center">centro</p>');
    expect(clean('<h5>e</h5><ol start="3"><li><p>tres</p></li></ol>')).toBe('<h5>e</h5><ol start="3"><li><p>tres</p></li></ol>');
  });

  it('removes a script with its content, an event handler, another style and a javascript: address', () => {
    expect(clean('<p>hola<script>alert(1)</script></p>')).toBe('<p>hola</p>');
    expect(clean('<p onclick="alert(1)">t</p>')).toBe('<p>t</p>');
    expect(clean('<p style="color:red;text-align:right">t</p>')).toBe('<p style="text-align:right">t</p>');
    expect(clean('<a href="javascript:alert(1)">x</a>')).not.toMatch(/javascript|href/);
    expect(clean('<svg><text>s</text></svg><iframe>f</iframe><p>fin</p>')).toBe('<p>fin</p>');
  });

  it('keeps an http link, opened apart with rel noopener', () => {
    expect(clean('<a href="https://example.com" onclick="x()">sitio</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">sitio</a>',
    );
  });
});
