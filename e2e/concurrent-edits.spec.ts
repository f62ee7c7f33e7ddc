import { expect, type Browser, type Page, test } from '@playwright/test';
import { demo, loginAs } from './support/session.ts';
import { createSupplier } from './support/suppliers.ts';

const form = (page: Page) => page.getByTestId('supplier-form');
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').getByText(text);
const STALE = 'Otra persona guardó cambios en este registro mientras lo editaba. Revise los cambios y vuelva a guardar.';

/** A second gerente, invited by the admin and registered through the API. */
async function secondGerente(page: Page, stamp: string) {
  // Through the API only: the page stays signed in as the person using it.
  const login = await page.request.post('/api/auth/pre-login-email', { data: { email: demo('admin'), password: 'demo1234' } });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { token: adminToken } = (await login.json()) as { token: string };
  const email = `gerente2-${stamp}@demo.test`;
  const invited = await page.request.post('/api/auth/user/', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { email, name: 'Graciela', lastName: 'Vera', role: 'gerente', detalle: '' },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const { activationKey } = (await invited.json()) as { activationKey: string };
  const password = 'clave-segura-2';
  const done = await page.request.put(`/api/auth/complete-registration/${activationKey}`, { data: { password } });
  expect(done.ok(), await done.text()).toBeTruthy();
  return { email, password };
}

async function personAt(browser: Browser, email: string, password?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, email, password);
  return { context, page };
}

/** Replaces a field's text by typing, as a person does. */
async function retype(page: Page, label: string, text: string) {
  const input = form(page).getByLabel(label);
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially(text);
}

test('two gerentes edit the same supplier: the second save is told, keeps what was typed, then saves', async ({ browser }) => {
  const stamp = Date.now().toString().slice(-7);
  const first = await personAt(browser, demo('gerente'));
  const token = await first.page.evaluate(() => localStorage.getItem('abasto.token'));
  const id = await createSupplier(first.page, token!, { name: `Ladrillos ${stamp}`, email: `ventas${stamp}@ladrillos.test` }, 1, stamp);
  const other = await secondGerente(first.page, stamp);
  const second = await personAt(browser, other.email, other.password);

  // Both open the same supplier for editing.
  for (const { page } of [first, second]) {
    await page.goto(`/operar-proveedor/${id}/editar-proveedor`);
    await expect(page.getByTestId('supplier-title')).toHaveText(`Editando: Ladrillos ${stamp}`);
  }

  // Two gerentes, each in a browser of their own.
  await expect(first.page.getByTestId('profile-menu')).toContainText('Gustavo Riquelme');
  await expect(second.page.getByTestId('profile-menu')).toContainText('Graciela Vera');

  // The first saves a new city.
  await retype(first.page, 'Ciudad', 'San Lorenzo');
  await first.page.getByRole('button', { name: 'Guardar Cambios', exact: true }).click();
  await expect(toast(first.page, 'Proveedor editado con exito')).toBeVisible();
  await expect(first.page).toHaveURL(`/operar-proveedor/${id}/consultar-proveedor`);

  // The second, still on the older version, changes the address and saves: refused, and told why.
  await retype(second.page, 'Dirección', 'Avda. Mcal. López 1234');
  await second.page.getByRole('button', { name: 'Guardar Cambios', exact: true }).click();
  const conflict = second.page.getByTestId('version-conflict');
  await expect(conflict).toContainText(STALE);
  // What the other person changed, with its current value.
  await expect(conflict.getByRole('list', { name: 'Valores guardados ahora:' })).toContainText('Ciudad: San Lorenzo');
  // Nothing typed is lost.
  await expect(second.page).toHaveURL(`/operar-proveedor/${id}/editar-proveedor`);
  await expect(form(second.page).getByLabel('Dirección')).toHaveValue('Avda. Mcal. López 1234');
  await expect(form(second.page).getByLabel('Ciudad')).toHaveValue('Luque');
  await second.page.screenshot({ path: test.info().outputPath('conflict-1400.png'), fullPage: false });

  // Saving one's own values over the newer version works.
  await conflict.getByRole('button', { name: 'Guardar mis cambios sobre la nueva versión' }).click();
  await expect(toast(second.page, 'Proveedor editado con exito')).toBeVisible();
  await expect(second.page).toHaveURL(`/operar-proveedor/${id}/consultar-proveedor`);
  await expect(form(second.page).getByLabel('Dirección')).toHaveValue('Avda. Mcal. López 1234');
  // The other's change to a field this person left alone is not undone.
  await expect(form(second.page).getByLabel('Ciudad')).toHaveValue('San Lorenzo');

  // The first, editing again from the version it saw, discards its change and takes the newer record.
  await first.page.goto(`/operar-proveedor/${id}/editar-proveedor`);
  await expect(form(first.page).getByLabel('Dirección')).toHaveValue('Avda. Mcal. López 1234');
  const res = await first.page.request.get(`/api/auth/proveedor/${id}`, { headers: { authorization: `Bearer ${token!}` } });
  const saved = (await res.json()) as Record<string, unknown> & { version: number };
  expect(res.headers().etag).toBe(`"${saved.version}"`);
  // Someone else's call changes the phone meanwhile.
  const put = await first.page.request.put(`/api/auth/proveedor/${id}`, {
    headers: { authorization: `Bearer ${token!}`, 'if-match': res.headers().etag! },
    data: { ...saved, telephone: '021777888' },
  });
  expect(put.status(), await put.text()).toBe(200);
  await retype(first.page, 'Ciudad', 'Capiatá');
  await first.page.getByRole('button', { name: 'Guardar Cambios', exact: true }).click();
  const again = first.page.getByTestId('version-conflict');
  await expect(again).toContainText(STALE);
  await expect(again).toContainText('021777888');
  await first.page.setViewportSize({ width: 390, height: 844 });
  await again.scrollIntoViewIfNeeded();
  await first.page.screenshot({ path: test.info().outputPath('conflict-390.png'), fullPage: false });
  await again.getByRole('button', { name: 'Descartar mis cambios y cargar la nueva versión' }).click();
  await expect(again).toHaveCount(0);
  await expect(form(first.page).getByLabel('Ciudad')).toHaveValue('San Lorenzo');
  await expect(form(first.page).getByLabel('Teléfono número')).toHaveValue('021777888');
  // And a save from there goes through.
  await first.page.getByRole('button', { name: 'Guardar Cambios', exact: true }).click();
  await expect(toast(first.page, 'Proveedor editado con exito')).toBeVisible();

  await first.context.close();
  await second.context.close();
});
