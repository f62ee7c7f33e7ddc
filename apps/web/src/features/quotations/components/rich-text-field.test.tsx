import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RichTextField } from './rich-text-field.tsx';

// docs/product.md#quotation-detail: a description only read is drawn at once, cleaned, without the editor.
describe('a read-only description', () => {
  it('shows the formatted text and its links under the field label, with nothing to edit', async () => {
    const html =
      '<h2>Pedido de obra</h2><p><strong>Cemento</strong> ≤ 50 kg → Łódź Ω ½ 🙂</p><ul><li><p>Arena</p></li><li><p>Cal</p></li></ul>' +
      '<p><a href="https://example.com/pliego">Pliego</a> <a href="javascript:alert(1)">malo</a></p><img src="x" onerror="alert(1)">';
    renderWithProviders(<RichTextField label="Descripción" value={html} readOnly />);
    const group = screen.getByRole('group', { name: 'Descripción' });
    within(group).getByRole('heading', { name: 'Pedido de obra' });
    within(group).getByText('Cemento');
    expect(group.textContent).toContain('≤ 50 kg → Łódź Ω ½ 🙂');
    expect(within(group).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Arena', 'Cal']);
    const link = within(group).getByRole('link', { name: 'Pliego' });
    expect(link.getAttribute('href')).toBe('https://example.com/pliego');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // The unsafe link keeps its words and loses its address; the image is gone.
    expect(within(group).queryByRole('link', { name: 'malo' })).toBeNull();
    expect(group.textContent).toContain('malo');
    expect(group.querySelector('img')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(group.querySelector('.ProseMirror')).toBeNull();
  });
});
