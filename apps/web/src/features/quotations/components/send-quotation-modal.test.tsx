import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { SendQuotationModal } from './send-quotation-modal.tsx';

const chosen = [{ _id: 4, name: 'Aceros del Este', email: 'ventas@aceros.test' }];

/** Mounted only while open, as the supplier list does. */
function ListWithModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      {open && <SendQuotationModal opened onClose={() => setOpen(false)} suppliers={chosen} />}
    </>
  );
}

describe('the send modal of the supplier list', () => {
  it('keeps what was typed when closed with Escape, and checks the fields with the domain', async () => {
    sessionStorage.clear();
    const { user, router } = renderWithProviders(<ListWithModal />, {
      routes: [{ path: '/cotizacion-confirmar', element: <p>confirmar</p> }],
    });
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.type(await screen.findByLabelText('Línea de asunto'), 'Hierro 8 mm');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect((await screen.findByLabelText('Línea de asunto')) as HTMLInputElement).toHaveProperty('value', 'Hierro 8 mm');

    // Without a description: the domain's message, and no confirm screen. (The stored draft and
    // the way to the confirm screen are walked in the browser journeys.)
    await user.click(screen.getByRole('button', { name: 'Enviar cotización: 1 Proveedor(es)' }));
    expect(await screen.findByText('Debes completar los campos del mail')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  // docs/product.md#layout: closing the dialog gives the focus back to the button that opened it.
  it('gives the focus back to the button that opened it', async () => {
    sessionStorage.clear();
    const { user } = renderWithProviders(<ListWithModal />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    opener.focus();
    await user.keyboard('{Enter}');
    await screen.findByLabelText('Línea de asunto');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
