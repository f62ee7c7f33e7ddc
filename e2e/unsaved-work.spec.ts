import { expect, type Page, test } from '@playwright/test';
import { demo, loginAs } from './support/session.ts';
import { createSupplier } from './support/suppliers.ts';

/**
 * Typed input is never lost (docs/product.md#unsaved-work): a form modal asks before Escape
 * discards it, leaving an edited page asks, the public registration survives a reload, and a
 * session that ends mid-form asks for the password in place and then saves what was typed.
 */

const stamp = () => Date.now().toString(36);

test('Escape on the event form with typed text asks first; keep editing keeps the text', async ({ page }) => {
  await loginAs(page, demo('medico'));
  await page.goto('/agenda');
  await page.getByRole('button', { name: '+ Evento' }).click();
  const form = page.getByTestId('event-form');
  await expect(form).toBeVisible();

  // Nothing typed: Escape just closes.
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);

  await page.getByRole('button', { name: '+ Evento' }).click();
  await form.getByLabel('Título').pressSequentially('Revisão do joelho');
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Descartar as alterações?' });
  await expect(question).toBeVisible();
  // Keep editing holds the focus: Enter keeps the form.
  await expect(question.getByRole('button', { name: 'Continuar editando' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(form.getByLabel('Título')).toHaveValue('Revisão do joelho');

  // A click outside asks too; Descartar closes the form.
  await page.mouse.click(5, 5);
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Descartar' }).click();
  await expect(form).toHaveCount(0);
});

test('leaving the supplier edit with changes asks; after saving it does not', async ({ page }) => {
  const token = await loginAs(page, demo('gerente'));
  const tag = stamp();
  const id = await createSupplier(page, token, { name: `Guarani ${tag}`, email: `g${tag}@prov.test` }, 3, tag);
  await page.goto(`/operar-proveedor/${id}/editar-proveedor`);
  const fantasia = page.getByLabel('Nombre de Fantasía');
  await expect(fantasia).toHaveValue(`Guarani ${tag}`);
  await fantasia.click();
  await fantasia.press('End');
  await fantasia.pressSequentially(' Pisos');

  await page.getByRole('link', { name: 'Dashboard' }).click();
  const question = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/editar-proveedor$/);
  await expect(fantasia).toHaveValue(`Guarani ${tag} Pisos`);

  // A reload asks through the browser's own dialog.
  const asked = new Promise<string>((resolve) => page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.type()))));
  // Dismissed, the reload never happens: its promise is left behind on purpose.
  const reloading = page.reload().catch(() => null);
  expect(await asked).toBe('beforeunload');
  void reloading;
  await expect(fantasia).toHaveValue(`Guarani ${tag} Pisos`);

  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page).toHaveURL(/consultar-proveedor$/);
  await expect(question).toHaveCount(0);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
});

// By accessible name: the label's required asterisk is hidden from it.
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const stepTitle = (page: Page) => page.getByTestId('registration-step-title');

test('the public registration resumes after a reload and in a new tab, at its step, as typed', async ({ page, context }) => {
  const tag = stamp();
  await page.goto('/register-proveedor');
  await field(page, 'RUC / CNPJ / ID').pressSequentially(`8${Date.now() % 1_000_000}-1`);
  await field(page, 'Razón Social / Nombre').pressSequentially(`Cerámica ${tag} S.A.`);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await field(page, 'Nombre del Ejecutivo').pressSequentially('Martín Cabrera');
  await field(page, 'Teléfono del Ejecutivo').pressSequentially('0983123456');
  await field(page, 'Email del Ejecutivo').pressSequentially(`ventas-${tag}@ceramica.com.py`);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(stepTitle(page)).toHaveText('Datos de Ubicación');
  await field(page, 'Ciudad').pressSequentially('Itauguá');

  await page.reload();
  await expect(stepTitle(page)).toHaveText('Datos de Ubicación');
  await expect(field(page, 'Ciudad')).toHaveValue('Itauguá');
  await expect(page.getByTestId('registration-draft-resumed')).toContainText('las contraseñas nunca se guardan');

  const other = await context.newPage();
  await other.goto('/register-proveedor');
  await expect(stepTitle(other)).toHaveText('Datos de Ubicación');
  await other.getByRole('button', { name: 'Volver' }).click();
  await expect(field(other, 'Nombre del Ejecutivo')).toHaveValue('Martín Cabrera');
  await other.getByRole('button', { name: 'Volver' }).click();
  await expect(field(other, 'Razón Social / Nombre')).toHaveValue(`Cerámica ${tag} S.A.`);
});

test('a session ended elsewhere mid-form asks for the password in place, then saves what was typed', async ({
  page,
}) => {
  const token = await loginAs(page, demo('gerente'));
  const tag = stamp();
  const id = await createSupplier(page, token, { name: `Ybytu ${tag}`, email: `y${tag}@prov.test` }, 4, tag);
  await page.goto(`/operar-proveedor/${id}/editar-proveedor`);
  const fantasia = page.getByLabel('Nombre de Fantasía');
  await expect(fantasia).toHaveValue(`Ybytu ${tag}`);
  await fantasia.click();
  await fantasia.press('End');
  await fantasia.pressSequentially(' Cerámicos');

  // The same user logs this session out through the API, as from another window.
  const ended = await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(ended.ok()).toBeTruthy();

  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  const again = page.getByRole('dialog', { name: 'Tu sesión terminó' });
  await expect(again).toBeVisible();
  await expect(again.getByLabel('E-mail')).toHaveValue(demo('gerente'));
  await expect(again.getByLabel('E-mail')).not.toBeEditable();
  await expect(page).toHaveURL(/editar-proveedor$/);
  await again.getByLabel('Contraseña').pressSequentially('demo1234');
  await again.getByRole('button', { name: 'Continuar' }).click();

  await expect(again).toHaveCount(0);
  await expect(page.getByText('Proveedor editado con exito')).toBeVisible();
  await expect(page).toHaveURL(/consultar-proveedor$/);
  await expect(fantasia).toHaveValue(`Ybytu ${tag} Cerámicos`);
  await page.reload();
  await expect(fantasia).toHaveValue(`Ybytu ${tag} Cerámicos`);
});

test('cancelling the password keeps the typed form; the care area asks in Portuguese', async ({ page }) => {
  const token = await loginAs(page, demo('medico'));
  await page.goto('/agenda');
  await page.getByRole('button', { name: '+ Evento' }).click();
  const form = page.getByTestId('event-form');
  await form.getByLabel('Título').pressSequentially('Retorno pós-operatório');
  await form.getByLabel('Link').pressSequentially('https://meet.example.com/retorno');
  await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });

  const again = page.getByRole('dialog', { name: 'Sua sessão terminou' });
  // Saving meets the ended session and asks for the password, unless a call of the page (the
  // calendar refreshing its events) met it first and the dialog already covers the form.
  await expect(async () => {
    if (await again.isVisible()) return;
    await form.getByRole('button', { name: 'Salvar' }).click({ timeout: 2_000 });
  }).toPass();
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: 'Cancelar' }).click();
  await expect(again).toHaveCount(0);
  await expect(page).toHaveURL(/\/agenda$/);
  await expect(form.getByLabel('Título')).toHaveValue('Retorno pós-operatório');
});
