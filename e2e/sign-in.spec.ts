import { expect, test } from '@playwright/test';
import { demo, loginAs } from './support/session.ts';
import { DEMO_GERENTE_TELEPHONE, nextSmsCode, smsCountTo } from './support/sms.ts';

// docs/product.md#login and #activation: "Ingresar con Google" against a local OpenID Connect
// provider started with the stack (e2e/support/stack.ts), whose sign-in page asks for the e-mail.

test('"Ingresar con Google" signs in the demo gerente', async ({ page }) => {
  await page.goto('/page-login');
  await page.getByRole('button', { name: 'Ingresar con Google' }).click();
  const email = page.getByLabel('Correo del proveedor');
  await email.pressSequentially(demo('gerente'));
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Conectado a Abasto')).toBeVisible();
  await expect(page).not.toHaveURL(/page-login/);
  const token = await page.evaluate(() => localStorage.getItem('abasto.token'));
  const me = await page.request.get('/api/auth/verify', { headers: { authorization: `Bearer ${token}` } });
  expect((await me.json()).user.email).toBe(demo('gerente'));
});

test('an e-mail the company does not know is refused with "No se pudo conectar"', async ({ page }) => {
  await page.goto('/page-login');
  await page.getByRole('button', { name: 'Ingresar con Google' }).click();
  await page.getByLabel('Correo del proveedor').pressSequentially('desconocido@example.com');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('❌ No se pudo conectar!')).toBeVisible();
  await expect(page).toHaveURL(/page-login$/);
});

test('an invitee activates the account with Google', async ({ page, browser }) => {
  const token = await loginAs(page, demo('admin'));
  const invited = `invitada-${Date.now()}@example.com`;
  const res = await page.request.post('/api/auth/invite-user', {
    headers: { authorization: `Bearer ${token}` },
    data: { email: invited, name: 'Inés', lastName: 'Google', role: 'analista' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { activationKey } = await res.json();

  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(`/page-completar-cadastro/${activationKey}`);
  await invitee.getByRole('button', { name: 'Aceptar y crear cuenta' }).click();
  await invitee.getByRole('button', { name: 'Activar con Google' }).click();
  await invitee.getByLabel('Correo del proveedor').pressSequentially(invited);
  await invitee.getByRole('button', { name: 'Continuar' }).click();
  await expect(invitee.getByText('Cuenta creada con exito!')).toBeVisible();
  await expect(invitee).not.toHaveURL(/page-login|completar-cadastro/);
  await context.close();
});

// docs/product.md#sign-in-by-telephone: "Con mi celular", the code captured at the local gateway.
test('"Con mi celular" signs in the demo gerente with the code sent by SMS', async ({ page }) => {
  const before = smsCountTo(DEMO_GERENTE_TELEPHONE);
  await page.goto('/page-login');
  await page.getByRole('tab', { name: 'Con mi celular' }).click();
  await page.getByLabel('Celular (con código de país)').pressSequentially('+595 981 123-456');
  await page.getByRole('button', { name: 'Enviarme un código' }).click();
  await expect(page.getByText(/^Te enviamos un código\. Escribí los 6 dígitos/)).toBeVisible();
  const code = await nextSmsCode(DEMO_GERENTE_TELEPHONE, before);
  await page.getByRole('textbox', { name: 'Dígito 1 de 6' }).pressSequentially(code);
  await expect(page.getByText('Conectado a Abasto')).toBeVisible();
  await expect(page).not.toHaveURL(/page-login/);
  const token = await page.evaluate(() => localStorage.getItem('abasto.token'));
  const me = await page.request.get('/api/auth/verify', { headers: { authorization: `Bearer ${token}` } });
  expect((await me.json()).user.email).toBe(demo('gerente'));
});

test('"Con mi celular" refuses letters and a wrong code with "No se pudo conectar"', async ({ page }) => {
  await page.goto('/page-login');
  await page.getByRole('tab', { name: 'Con mi celular' }).click();
  const field = page.getByLabel('Celular (con código de país)');
  await field.pressSequentially('+595 981 ABC');
  await page.getByRole('button', { name: 'Enviarme un código' }).click();
  await expect(page.getByText('❌ No se pudo conectar!')).toBeVisible();

  // An unknown number gets the same "Te enviamos un código"; any code is then refused.
  await field.clear();
  await field.pressSequentially('+595 971 000-111');
  await page.getByRole('button', { name: 'Enviarme un código' }).click();
  await expect(page.getByText(/^Te enviamos un código\. Escribí los 6 dígitos/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Dígito 1 de 6' }).pressSequentially('123456');
  await expect(page.getByText('❌ No se pudo conectar!').first()).toBeVisible();
  await expect(page).toHaveURL(/page-login$/);
});
