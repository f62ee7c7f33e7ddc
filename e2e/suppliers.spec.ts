import { expect, type Page, test } from '@playwright/test';
import { demo, loginAs } from './support/session.ts';

const form = (page: Page) => page.getByTestId('supplier-form');
const rows = (page: Page) => page.getByTestId('supplier-row');
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').getByText(text);

/** Picks an option of a Mantine select by typing into it. */
async function pick(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('gerente registers a supplier, finds it without accents, filters, edits and deletes it', async ({ page }) => {
  const stamp = Date.now().toString().slice(-7);
  const registro = `8${stamp}-1`;
  const razonSocial = `Cerámicas Ñandutí ${stamp} S.A.`;
  const ciudad = `Colonia Independencia ${stamp}`;

  await loginAs(page, demo('gerente'));
  await page.goto('/operar-proveedor/new/registrar-proveedor');
  await expect(page.getByTestId('supplier-title')).toHaveText('Creando Proveedor');

  // The defaults (docs/product.md#limits-and-defaults).
  await expect(form(page).getByRole('combobox', { name: 'País' })).toHaveValue('Paraguay');
  await expect(form(page).getByRole('combobox', { name: 'Tipo de Proveedor' })).toHaveValue('S.A.');

  // One invalid field first: its message shows under it and it blocks the save.
  const telephone = form(page).getByLabel('Teléfono número');
  await telephone.fill('021-555');
  await expect(form(page).getByText('El telefono 1 no es válido')).toBeVisible();
  await page.getByRole('button', { name: 'Registrar Proveedor' }).click();
  await expect(toast(page, 'El telefono 1 no es válido')).toBeVisible();
  await expect(page).toHaveURL('/operar-proveedor/new/registrar-proveedor');

  // Fixed, but the required fields are still empty.
  await telephone.fill('021555123');
  await expect(form(page).getByText('El telefono 1 no es válido')).toHaveCount(0);
  await page.getByRole('button', { name: 'Registrar Proveedor' }).click();
  await expect(toast(page, 'Debe completar todos los campos obligatorios.')).toBeVisible();

  await form(page).getByLabel('RUC / CNPJ / ID').fill(registro);
  await form(page).getByLabel('Documento de Identidad').fill('4567890');
  await form(page).getByLabel('Puesto').fill('Presidente');
  await form(page).getByLabel('Representante Legal').fill('Liz Cardozo');
  await form(page).getByLabel('Nombre del Ejecutivo').fill('Néstor Peña');
  await form(page).getByLabel('Teléfono del Ejecutivo').fill('0981777888');
  await form(page).getByLabel('Email del Ejecutivo').fill(`ventas${stamp}@ceramicas.com.py`);
  await form(page).getByLabel('Razón Social / Nombre').fill(razonSocial);
  await form(page).getByLabel('Nombre de Fantasía').fill(`Ñandutí ${stamp}`);
  await form(page).getByLabel('Departamento/Estado').fill('Caaguazú');
  await form(page).getByLabel('Ciudad').fill(ciudad);
  await form(page).getByLabel('Dirección').fill('Ruta PY07 km 180');
  await form(page).getByRole('textbox', { name: 'Email', exact: true }).fill(`info${stamp}@ceramicas.com.py`);
  await pick(page, 'Segmento', 'CONSTRUCCIÓN CIVIL');
  await page.getByRole('button', { name: 'Registrar Proveedor' }).click();

  await expect(toast(page, 'Proveedor creado con exito')).toBeVisible();
  await expect(page).toHaveURL(/\/operar-proveedor\/\d+\/consultar-proveedor$/);
  const detailUrl = page.url();
  await expect(page.getByTestId('supplier-title')).toHaveText(`Ñandutí ${stamp}`);
  await expect(form(page).getByLabel('Razón Social / Nombre')).toBeDisabled();

  // Quick search without accents, kept in the URL.
  await page.goto('/proveedores');
  await page.getByLabel('Busqueda Rapida').fill(`ceramicas nanduti ${stamp}`);
  await expect(page).toHaveURL(/q=ceramicas/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Ñandutí ${stamp}`);
  await expect(rows(page).first()).toContainText(registro);
  await expect(rows(page).first()).toContainText(`ventas${stamp}@ceramicas.com.py`);

  // A filter from the values present; the filtered list survives a reload.
  await page.getByLabel('Busqueda Rapida').fill('');
  await expect(page).not.toHaveURL(/q=/);
  await pick(page, 'Ciudad', ciudad);
  await expect(page).toHaveURL(/ciudad=/);
  await expect(rows(page)).toHaveCount(1);
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Ciudad', exact: true })).toHaveValue(ciudad);

  // Edit from the list's pencil, save, back to the consult view.
  await rows(page).first().getByRole('button', { name: /Editar proveedor/ }).click();
  await expect(page).toHaveURL(/editar-proveedor$/);
  await expect(page.getByTestId('supplier-title')).toHaveText(`Editando: Ñandutí ${stamp}`);
  await expect(form(page).getByRole('textbox', { name: 'Email', exact: true })).toBeDisabled();
  await form(page).getByLabel('Nombre de Fantasía').fill(`Ñandutí Pisos ${stamp}`);
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(toast(page, 'Proveedor editado con exito')).toBeVisible();
  await expect(page).toHaveURL(detailUrl);
  await expect(form(page).getByLabel('Nombre de Fantasía')).toHaveValue(`Ñandutí Pisos ${stamp}`);

  // Delete with confirmation: VOLVER keeps it, BORRAR erases it.
  await page.goto(`/proveedores?q=${stamp}`);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: /Borrar proveedor/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Desea borrar este proveedor?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'VOLVER' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: /Borrar proveedor/ }).click();
  await page.getByRole('dialog', { name: 'Desea borrar este proveedor?' }).getByRole('button', { name: 'BORRAR' }).click();
  await expect(toast(page, 'Proveedor borrado con exito')).toBeVisible();
  await expect(page.getByTestId('supplier-list-empty')).toBeVisible();
});

test('gerente pages through the list and picks suppliers for a quotation', async ({ page }) => {
  await loginAs(page, demo('gerente'));
  await page.goto('/proveedores');
  await expect(rows(page)).toHaveCount(10);
  const firstPage = await rows(page).first().textContent();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows(page).first()).not.toHaveText(firstPage ?? '');
  await page.getByRole('button', { name: 'Volver', exact: true }).click();
  await expect(page).not.toHaveURL(/page=/);

  // The first two suppliers that may receive a request: other journeys add suppliers that may not
  // (a Rechazado one, an application still Pendiente) at the top of the list.
  const enabledBoxes = rows(page).getByRole('checkbox').and(page.locator(':enabled'));
  await enabledBoxes.nth(0).check();
  await enabledBoxes.nth(1).check();
  await expect(page.getByRole('button', { name: 'Enviar cotización: 2 Proveedor(es)' })).toBeVisible();
  // "All of this page" takes every supplier that may receive a request (a Rechazado one may not).
  const pickable = await enabledBoxes.count();
  expect(pickable).toBeGreaterThan(2);
  await page.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' }).check();
  await expect(page.getByRole('button', { name: `Enviar cotización: ${pickable} Proveedor(es)` })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' }).uncheck();
  await expect(page.getByRole('button', { name: /Enviar cotización/ })).toHaveCount(0);
});

test('the dashboard shows the counts, the segments and the newest suppliers', async ({ page }) => {
  await loginAs(page, demo('analista'));
  await page.goto('/');
  await expect(page.getByTestId('dashboard-suppliers')).not.toHaveText('0');
  await expect(page.getByTestId('segment-legend')).toContainText('MATERIA PRIMA');
  const recent = page.getByTestId('recent-suppliers');
  for (const column of ['ID', 'Nombre', 'Categoría', 'Ubicación', 'Creación', 'Ver Detalle']) {
    await expect(recent.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(recent.getByRole('row')).toHaveCount(8);
  await recent.getByRole('link', { name: /Ver Detalle/ }).first().click();
  await expect(page).toHaveURL(/\/operar-proveedor\/\d+\/consultar-proveedor$/);
});

test('analista sees no edit, delete or send controls', async ({ page }) => {
  await loginAs(page, demo('analista'));
  await page.goto('/proveedores');
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Editar proveedor/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Borrar proveedor/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Enviar cotización/ })).toHaveCount(0);

  // Not a supplier another journey registers and deletes meanwhile (its name carries "Ñandutí").
  await rows(page).filter({ hasNotText: 'Ñandutí' }).first().click();
  await expect(page).toHaveURL(/consultar-proveedor$/);
  await expect(form(page)).toBeVisible();
  for (const name of ['Editar Proveedor', 'Guardar Cambios', 'Registrar Proveedor']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'Volver para la lista' })).toBeVisible();

  const consult = page.url();
  await page.goto(consult.replace('consultar-proveedor', 'editar-proveedor'));
  await expect(page).toHaveURL(consult);
  await page.goto('/operar-proveedor/new/registrar-proveedor');
  await expect(page).toHaveURL('/proveedores');
});

test('proveedor sees only its own data', async ({ page }) => {
  const token = await loginAs(page, demo('proveedor'));
  await page.goto('/perfil-proveedor');
  await expect(page.getByTestId('supplier-title')).toHaveText('Cementos del Sur');
  await expect(form(page).getByLabel('RUC / CNPJ / ID')).toHaveValue('80012345-6');
  await expect(form(page).getByLabel('Razón Social / Nombre')).toBeDisabled();
  for (const name of ['Editar Proveedor', 'Guardar Cambios', 'Volver para la lista', 'Ver Cotizaciones']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }

  await page.goto('/proveedores');
  await expect(page).toHaveURL('/perfil-proveedor');

  const own = await page.request.get('/api/auth/proveedor/me', { headers: { authorization: `Bearer ${token}` } });
  const ownId = (await own.json())._id as number;
  // Its own page by id leads to its profile; another supplier's page is refused in plain words.
  await page.goto(`/operar-proveedor/${ownId}/consultar-proveedor`);
  await expect(page).toHaveURL('/perfil-proveedor');
  await page.goto(`/operar-proveedor/${ownId + 1}/consultar-proveedor`);
  await expect(page.getByTestId('supplier-refused')).toContainText('Acceso denegado');
  await expect(page.getByTestId('supplier-form')).toHaveCount(0);
  const other = await page.request.get(`/api/auth/proveedor/${ownId + 1}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(other.status()).toBe(403);
});
