import { MSG } from '@abasto/domain/messages';
import type { ImportPreview, ImportSummary } from '@abasto/domain/supplier-import';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSessionUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, http, HttpResponse, server } from '../../../test/server.ts';
import SupplierImportPage from './supplier-import-page.tsx';

const gerente = aSessionUser({ role: 'gerente' });

const preview: ImportPreview = {
  filas: 3,
  validas: 2,
  filasConErrores: 1,
  errores: [{ fila: 3, campo: 'email', mensaje: MSG.supplierEmailIncorrect }],
  duplicados: [{ fila: 4, proveedorId: 12, razonSocial: 'Existente S.A.' }],
};
const summary: ImportSummary = {
  creados: 1,
  actualizados: 1,
  omitidos: 0,
  conErrores: 1,
  rechazadas: { filename: 'p-rechazadas.csv', contentType: 'text/csv; charset=utf-8', base64: btoa('registro,motivo\n1,x\n') },
};

async function chooseFile(user: ReturnType<typeof renderWithProviders>['user']) {
  await screen.findByText(MSG.importIntro);
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  return user.upload(input, new File(['pais,registro\n'], 'proveedores.csv', { type: 'text/csv' }));
}

describe('Importar proveedores', () => {
  it('checks the file, shows errors and duplicates, then imports the valid rows with the chosen option', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('/api/auth/proveedores/importacion', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json(body.aplicar ? summary : preview);
      }),
    );
    const { user } = renderWithProviders(<SupplierImportPage />, { session: gerente });
    await chooseFile(user);
    await user.click(screen.getByRole('button', { name: MSG.importCheck }));

    expect(await screen.findByText('3 filas leídas, 2 válidas, 1 con errores.')).toBeTruthy();
    const errors = screen.getByRole('table', { name: MSG.importErrorsTitle });
    expect(within(errors).getByRole('row', { name: `3 email ${MSG.supplierEmailIncorrect}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Existente S.A.' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: MSG.importDuplicatesUpdate }));
    await user.click(screen.getByRole('button', { name: 'Importar 2 filas válidas' }));

    const done = await screen.findByTestId('import-summary');
    expect(within(done).getByText(MSG.importCreated).nextSibling?.textContent).toBe('1');
    expect(within(done).getByText(MSG.importWithErrors).nextSibling?.textContent).toBe('1');
    expect(screen.getByRole('button', { name: MSG.importDownloadRejected })).toBeTruthy();
    expect(bodies.map((b) => [b.aplicar, b.duplicados])).toEqual([
      [false, undefined],
      [true, 'actualizar'],
    ]);
    expect((bodies[0]!.file as { filename: string }).filename).toBe('proveedores.csv');
  });

  it('shows the server\'s refusal of the file in Spanish', async () => {
    const message = 'Faltan columnas en el encabezado: ciudad. Use los nombres de la plantilla.';
    server.use(http.post('/api/auth/proveedores/importacion', () => apiError(400, message, 'BAD_REQUEST')));
    const { user } = renderWithProviders(<SupplierImportPage />, { session: gerente });
    await chooseFile(user);
    await user.click(screen.getByRole('button', { name: MSG.importCheck }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('button', { name: /Importar \d+ filas/ })).toBeNull();
  });
});
