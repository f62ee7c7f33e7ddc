import { expect as baseExpect, type Page, test } from '@playwright/test';
import { demo, loginAs } from './support/session.ts';

// docs/product.md#history: a change shows on the record's Historial tab and on Actividad.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const form = (page: Page) => page.getByTestId('supplier-form');
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').getByText(text);

async function shoot(page: Page, name: string) {
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

test('a gerente edits a supplier\'s city and reads it in Historial; an admin finds it on Actividad', async ({ page }) => {
  const ciudad = `Asunción ${Date.now().toString().slice(-6)}`;
  const stamp = Date.now().toString().slice(-7);
  const token = await loginAs(page, demo('gerente'));
  const created = await page.request.post('/api/auth/proveedor', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      pais: 'Paraguay', registro: `7${stamp}-3`, tipoProveedor: 'S.A.', razonSocial: `Historial ${stamp} S.A.`,
      nombreFantasia: `Historial ${stamp}`, actividad: 'Bienes', representanteLegal: 'Rosa Villalba', documentoIdentidad: '2345678',
      puesto: 'Presidente', nombreEjecutivo: 'Diego Acosta', telefonoEjecutivo: '0982444555',
      emailEjecutivo: [`ventas${stamp}@historial.com.py`], estado: 'Central', ciudad: 'Luque', calle: 'Ruta 2 km 20',
      telephone: '021555123', tipoTelephone: '595', email: `info${stamp}@historial.com.py`,
      segmento: 'CONSTRUCCIÓN CIVIL', rubro: ['Hormigón Elaborado'], detalle: 'Hormigón elaborado.',
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/operar-proveedor/${id}/editar-proveedor`);
  const field = form(page).getByLabel('Ciudad');
  await expect(field).toHaveValue('Luque');
  const before = 'Luque';
  await field.clear();
  await field.pressSequentially(ciudad);
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(toast(page, 'Proveedor editado con exito')).toBeVisible();
  await expect(page).toHaveURL(/consultar-proveedor$/);

  await page.getByRole('tab', { name: 'Historial' }).click();
  const entries = page.getByRole('list', { name: 'Cambios registrados' });
  const sentence = `Gustavo Riquelme cambió Ciudad de ${before} a ${ciudad}`;
  await expect(entries.getByText(sentence)).toBeVisible();
  await expect(entries.locator('li').first()).toContainText(sentence);
  await shoot(page, 'supplier-history');

  await loginAs(page, demo('admin'));
  await page.goto('/');
  await page.getByRole('link', { name: 'Actividad' }).click();
  await expect(page).toHaveURL('/actividad');
  const person = page.getByRole('combobox', { name: 'Persona' });
  await person.click();
  await person.pressSequentially('Gustavo');
  await page.getByRole('option', { name: 'Gustavo Riquelme' }).click();
  await expect(page.getByText(sentence)).toBeVisible();
  const blocks = page.getByRole('list', { name: 'Cambios registrados' }).locator(':scope > li');
  const count = await blocks.count();
  for (let i = 0; i < count; i += 1) await expect(blocks.nth(i)).toContainText('Gustavo Riquelme');
  await shoot(page, 'activity');
});
