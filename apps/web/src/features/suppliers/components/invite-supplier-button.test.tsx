import { MSG } from '@abasto/domain/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSessionUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, http, HttpResponse, server } from '../../../test/server.ts';
import { InviteSupplierButton } from './invite-supplier-button.tsx';

const gerente = aSessionUser({ role: 'gerente' });

describe('Invitar al portal', () => {
  it('asks the server for the invitation and shows the link with Copiar Link', async () => {
    const asked: string[] = [];
    const link = 'http://localhost:3000/page-completar-cadastro/clave-nueva';
    server.use(
      http.post('/api/auth/proveedor/:id/invitacion', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ activationKey: 'clave-nueva', link, email: 'ventas@acero.com.py' });
      }),
    );
    const { user } = renderWithProviders(<InviteSupplierButton supplierId={5} />, { session: gerente });
    await user.click(await screen.findByRole('button', { name: MSG.supplierInviteButton }));
    expect(await screen.findByText(MSG.supplierInviteTitle)).toBeTruthy();
    expect(screen.getByText(MSG.supplierInviteText('ventas@acero.com.py'))).toBeTruthy();
    expect((screen.getByLabelText(MSG.userLinkLabel) as HTMLInputElement).value).toBe(link);
    expect(screen.getByRole('button', { name: MSG.copyLink })).toBeTruthy();
    expect(asked).toEqual(['/api/auth/proveedor/5/invitacion']);
  });

  it('tells plainly that the supplier already has an active login', async () => {
    server.use(http.post('/api/auth/proveedor/:id/invitacion', () => apiError(409, MSG.supplierPortalAlreadyActive, 'CONFLICT')));
    const { user } = renderWithProviders(<InviteSupplierButton supplierId={5} />, { session: gerente });
    await user.click(await screen.findByRole('button', { name: MSG.supplierInviteButton }));
    expect(await screen.findByText(MSG.supplierPortalAlreadyActive)).toBeTruthy();
    expect(screen.queryByText(MSG.supplierInviteTitle)).toBeNull();
  });
});
