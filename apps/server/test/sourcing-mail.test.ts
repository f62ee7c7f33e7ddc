import { describe, expect, it } from 'vitest';
import { quotationContent } from '../src/modules/quotations/quotation-mail.ts';
import { requestMailWithLink } from '../src/modules/sourcing/sourcing-mail.ts';

// The request's e-mail writes what buyers typed (a line's description and unit) into HTML: every
// character that means something there is escaped, as everywhere else the server writes HTML.
describe('requestMailWithLink', () => {
  const content = quotationContent({
    quotationId: 7,
    title: 'Pedido de cemento',
    descripcion: '<p>Cotizar lo siguiente.</p>',
    authorName: 'Ana Pérez',
    authorEmail: 'ana@demo.test',
    attachments: [],
  });
  const mail = requestMailWithLink(
    content,
    { address: 'ventas@proveedor.test', name: 'Cementos del Sur' },
    {
      items: [
        { descripcion: `Cemento <b>"Portland"</b> 50 kg & aditivo 'rápido' ≤ → Ł Ω ½ 🧱`, cantidad: 1250, unidad: `bolsa 'x'` },
      ],
      fechaLimite: null,
      url: 'https://abasto.test/responder/abc?x=1&y=2',
    },
  );

  it('escapes a line\'s description and unit, quotes included', () => {
    expect(mail.html).toContain(
      'Cemento &lt;b&gt;&quot;Portland&quot;&lt;/b&gt; 50 kg &amp; aditivo &#39;rápido&#39; ≤ → Ł Ω ½ 🧱',
    );
    expect(mail.html).toContain('bolsa &#39;x&#39;');
    expect(mail.html).not.toContain('<b>"Portland"</b>');
  });

  it('keeps the link whole, its ampersand escaped in the HTML and plain in the text', () => {
    expect(mail.html).toContain('href="https://abasto.test/responder/abc?x=1&amp;y=2"');
    expect(mail.text).toContain('https://abasto.test/responder/abc?x=1&y=2');
    expect(mail.text).toContain(`1. Cemento <b>"Portland"</b> 50 kg & aditivo 'rápido' ≤ → Ł Ω ½ 🧱`);
    expect(mail.to).toBe('ventas@proveedor.test');
  });
});
