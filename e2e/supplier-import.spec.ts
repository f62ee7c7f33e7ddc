import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { demo, loginAs } from './support/session.ts';

// Suppliers in and out by spreadsheet (docs/product.md#supplier-import-and-export).

const FIELDS = [
  'pais', 'registro', 'tipoProveedor', 'razonSocial', 'nombreFantasia', 'actividad', 'inicioActividad', 'capitalSocial',
  'cantidadEmpleados', 'representanteLegal', 'documentoIdentidad', 'puesto', 'celularRepresentante', 'nombreEjecutivo',
  'telefonoEjecutivo', 'emailEjecutivo', 'estado', 'ciudad', 'calle', 'telephone', 'telephone2', 'tipoTelephone', 'website',
  'email', 'segmento', 'rubro', 'especialidad', 'detalle',
];

function supplierRow(stamp: string, n: number, overrides: Record<string, string> = {}): string[] {
  const values: Record<string, string> = {
    pais: 'paraguay', registro: `7${stamp}${n}-1`, tipoProveedor: 'S.A.', razonSocial: `Importada ${stamp} ${n} S.A.`,
    nombreFantasia: `Importada ${stamp} ${n}`, actividad: 'bienes', inicioActividad: '15/03/2010', capitalSocial: '1.250.000,50',
    cantidadEmpleados: '12', representanteLegal: 'Ana Pérez', documentoIdentidad: '1234567', puesto: 'Directora',
    celularRepresentante: '0981123456', nombreEjecutivo: 'Juan Gómez', telefonoEjecutivo: '0981654321',
    emailEjecutivo: `ventas${n}@importada${stamp}.com.py`, estado: 'Central', ciudad: `Itauguá ${stamp}`, calle: 'Ruta 2 km 30',
    telephone: '21555000', telephone2: '', tipoTelephone: '021', website: '', email: `info${n}@importada${stamp}.com.py`,
    segmento: 'otros', rubro: 'Cementos; Fletes', especialidad: '', detalle: '', ...overrides,
  };
  return FIELDS.map((f) => values[f]!);
}

const csv = (rows: string[][]) => [FIELDS, ...rows].map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(';')).join('\r\n');

test('gerente imports a spreadsheet with errors, imports its valid rows; analista exports the filtered list to XLSX', async ({ page, browser }) => {
  const stamp = Date.now().toString().slice(-6);
  const file = csv([
    supplierRow(stamp, 1),
    supplierRow(stamp, 2, { email: 'no-es-un-mail' }),
    supplierRow(stamp, 3, { rubro: 'Cementos; Inventado' }),
    supplierRow(stamp, 4),
  ]);

  await loginAs(page, demo('gerente'));
  await page.goto('/proveedores');
  await page.getByRole('link', { name: 'Importar' }).click();
  await expect(page.getByTestId('page-title')).toHaveText('Importar proveedores');
  await page.locator('input[type="file"]').setInputFiles({ name: 'proveedores.csv', mimeType: 'text/csv', buffer: Buffer.from(file, 'latin1') });
  await page.getByRole('button', { name: 'Revisar archivo' }).click();

  await expect(page.getByText('4 filas leídas, 2 válidas, 2 con errores.')).toBeVisible();
  const errors = page.getByRole('table', { name: 'Errores' });
  await expect(errors.getByRole('row', { name: '3 email El mail ingresado no es correcto.' })).toBeVisible();
  await expect(errors.getByRole('row', { name: /^4 rubro / })).toBeVisible();

  // Nothing fixed: the valid rows are imported.
  await page.getByRole('button', { name: 'Importar 2 filas válidas' }).click();
  await expect(page.getByText('Importación terminada')).toBeVisible();
  const summary = page.getByTestId('import-summary');
  await expect(summary).toContainText('Creados2');
  await expect(summary).toContainText('Con errores2');
  const [rejected] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar filas rechazadas' }).click()]);
  expect(rejected.suggestedFilename()).toBe('proveedores-rechazadas.csv');
  const rejectedText = await readFile((await rejected.path())!, 'utf8');
  expect(rejectedText).toContain('Fila 3, email: El mail ingresado no es correcto.');

  // The imported supplier's Historial names the file it came from (docs/product.md#history).
  await page.goto(`/proveedores?q=${encodeURIComponent(`Importada ${stamp} 1`)}`);
  await page.getByRole('button', { name: new RegExp(`^Ver proveedor: .*Importada ${stamp} 1$`) }).click();
  await page.getByRole('tab', { name: 'Historial' }).click();
  const entries = page.getByRole('list', { name: 'Cambios registrados' });
  await expect(entries.getByText('importó desde proveedores.csv')).toBeVisible();
  await expect(entries.locator('li').first()).toContainText('Gustavo Riquelme');

  // An analista exports the list filtered by the imported city.
  const context = await browser.newContext();
  const analista = await context.newPage();
  await loginAs(analista, demo('analista'));
  await analista.goto('/proveedores');
  await analista.getByLabel('Busqueda Rapida').pressSequentially(`itaugua ${stamp}`);
  await expect(analista.getByTestId('supplier-row')).toHaveCount(2);
  await analista.getByRole('button', { name: 'Exportar' }).click();
  const [xlsx] = await Promise.all([analista.waitForEvent('download'), analista.getByRole('menuitem', { name: 'XLSX (Excel)' }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(/^proveedores-.*\.xlsx$/);
  const sheet = await readSheet(await readFile((await xlsx.path())!));
  expect(sheet).toHaveLength(3);
  const header = sheet[0]!.map(String);
  expect(header.slice(0, FIELDS.length)).toEqual(FIELDS);
  const names = sheet.slice(1).map((r) => r[header.indexOf('razonSocial')]).sort();
  expect(names).toEqual([`Importada ${stamp} 1 S.A.`, `Importada ${stamp} 4 S.A.`]);
  expect(sheet[1]![header.indexOf('rubro')]).toBe('Cementos; Fletes');
  await context.close();
});
