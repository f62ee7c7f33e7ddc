import { MSG } from '@abasto/domain/messages';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aSessionUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { http, HttpResponse, server } from '../../../test/server.ts';
import { SupplierFileActions } from './supplier-file-actions.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Exportar / Importar on the supplier list', () => {
  it('lets an analista export the list as filtered now, and offers no import', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/auth/proveedores/exportacion', ({ request }) => {
        asked.push(new URL(request.url).search);
        return new HttpResponse(new Uint8Array([0x50, 0x4b]), {
          headers: { 'content-disposition': 'attachment; filename="proveedores-2026-11-25.xlsx"' },
        });
      }),
    );
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderWithProviders(<SupplierFileActions params={{ q: 'cemento', pais: 'Paraguay', page: 3 }} mayImport={false} />, {
      session: aSessionUser({ role: 'analista' }),
    });
    await user.click(await screen.findByRole('button', { name: MSG.exportButton }));
    expect(screen.queryByRole('link', { name: MSG.importButton })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: MSG.exportXlsx }));
    await vi.waitFor(() => expect(saved).toEqual(['proveedores-2026-11-25.xlsx']));
    expect(asked).toEqual(['?formato=xlsx&q=cemento&pais=Paraguay']);
    click.mockRestore();
  });

  it('shows Importar to those who may edit suppliers', async () => {
    renderWithProviders(<SupplierFileActions params={{}} mayImport />, { session: aSessionUser({ role: 'gerente' }) });
    expect((await screen.findByRole('link', { name: MSG.importButton })).getAttribute('href')).toBe('/proveedores/importar');
  });
});
