import { expect, type Page, test } from '@playwright/test';
import { demo, loginAs } from './support/session.ts';

// docs/product.md#history: a change shows on the record's Historial tab and on Actividad.

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
  // The filtered page replaces the unfiltered one once its answer arrives: wait for it whole.
  await expect
    .poll(async () => {
      const texts = await blocks.allTextContents();
      return texts.length > 0 && texts.every((t) => t.includes('Gustavo Riquelme'));
    })
    .toBe(true);
  await shoot(page, 'activity');
});

test('an admin changes a user\'s role and name in one save, then deactivates it: Historial shows one block per save; a gerente cannot read it', async ({ page, request }) => {
  const stamp = Date.now().toString().slice(-7);
  const adminToken = await loginAs(page, demo('admin'));
  const invited = await request.post('/api/auth/invite-user', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { email: `historial${stamp}@demo.test`, name: 'Rosa', lastName: 'Cabrera', role: 'analista' },
  });
  expect(invited.ok(), await invited.text()).toBeTruthy();
  const { activationKey } = (await invited.json()) as { activationKey: string };
  const done = await request.put(`/api/auth/complete-registration/${activationKey}`, { data: { password: 'clave-historial-1' } });
  expect(done.ok()).toBeTruthy();
  const id = ((await done.json()) as { user: { id: number } }).user.id;

  // One save changing two fields.
  await page.goto(`/operar-usuario/${id}/editar-usuario`);
  const name = page.getByRole('textbox', { name: 'Nombre', exact: true });
  await expect(name).toHaveValue('Rosa');
  await name.clear();
  await name.pressSequentially('Rosalía');
  const role = page.getByRole('combobox', { name: 'Perfil' });
  await role.click();
  await page.getByRole('option', { name: 'Gerente' }).click();
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('usuario editado con exito')).toBeVisible();
  await expect(page).toHaveURL(`/operar-usuario/${id}/consultar-usuario`);

  // Another save: deactivated.
  await page.getByRole('button', { name: 'Desactivar usuario' }).click();
  await page.getByRole('dialog', { name: '¿Desactivar este usuario?' }).getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByText('Usuario desactivado: ya no puede entrar.')).toBeVisible();

  await page.getByRole('tab', { name: 'Historial' }).click();
  const blocks = page.getByRole('list', { name: 'Cambios registrados' }).locator(':scope > li');
  const when = /· \d\d\/\d\d\/\d{4} \d\d:\d\d/;
  await expect(blocks.first()).toContainText('Ana Benítez cambió Activo de Sí a No');
  await expect(blocks.first()).toContainText(when);
  const edit = blocks.nth(1);
  await expect(edit.getByText(/^Ana Benítez cambió Perfil de analista a gerente · \d\d\/\d\d\/\d{4} \d\d:\d\d$/)).toBeVisible();
  await expect(edit.getByText(/^Ana Benítez cambió Nombre de Rosa a Rosalía/)).toBeVisible();
  await expect(edit.getByRole('listitem')).toHaveCount(2);
  await shoot(page, 'user-history');

  // A gerente reads no user's history: the call answers 403, and the user's page has no Historial tab.
  const gerenteToken = await loginAs(page, demo('gerente'));
  const refused = await page.request.get(`/api/historial?tipo=usuario&id=${id}`, { headers: { authorization: `Bearer ${gerenteToken}` } });
  expect(refused.status()).toBe(403);
  await page.goto(`/operar-usuario/${id}/consultar-usuario`);
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Rosalía');
  await expect(page.getByRole('tab', { name: 'Historial' })).toHaveCount(0);
  await expect(page.getByText('Ana Benítez cambió')).toHaveCount(0);
});
