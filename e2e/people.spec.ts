import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { linkIn, waitForMail } from './support/mail.ts';
import { demo, loginAs, loginThroughForm } from './support/session.ts';

let seq = 0;
const newAddress = (what: string) => `${what}-${Date.now()}-${++seq}@people.test`;

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/pre-login-email', { data: { email: demo('admin'), password: 'demo1234' } });
  return (await res.json()).token;
}

/** Invites through the API and sets the password through the API: a ready user for journeys about something else. */
async function registeredUser(request: APIRequestContext, password: string) {
  const token = await adminToken(request);
  const email = newAddress('lista');
  const invited = await request.post('/api/auth/invite-user', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, name: 'Rosa', lastName: 'Cabrera', role: 'analista' },
  });
  expect(invited.ok()).toBeTruthy();
  const { activationKey } = await invited.json();
  const done = await request.put(`/api/auth/complete-registration/${activationKey}`, { data: { password } });
  expect(done.ok()).toBeTruthy();
  return { email, adminToken: token, id: (await done.json()).user.id as number };
}

async function logout(page: Page) {
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/page-login');
}

test('invite → e-mail → follow its link → set a password → log in', async ({ page }) => {
  const email = newAddress('invitada');
  await loginAs(page, demo('admin'));
  await page.goto('/operar-usuario/new/registrar-usuario');
  await page.getByLabel('Nombre').fill('Inés');
  await page.getByLabel('Apellido').fill('Villalba');
  await page.getByLabel('Correo Electronico').fill(email);
  await page.getByRole('button', { name: 'Registrar usuario' }).click();
  await expect(page.getByText('usuario creado con exito')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Conta criada com sucesso!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copiar Link' })).toBeVisible();
  const shown = await dialog.getByLabel('Link de registro').inputValue();
  expect(shown).toContain('/page-completar-cadastro/');

  const mail = await waitForMail(email, /invitación/);
  const link = linkIn(mail, '/page-completar-cadastro/');
  expect(link.split('/').at(-1)).toBe(shown.split('/').at(-1));
  await dialog.getByRole('button', { name: 'Close' }).or(page.locator('.mantine-Modal-close')).first().click();
  await expect(page).toHaveURL('/usuarios');
  await logout(page);

  await page.goto(link);
  await expect(page.getByText('¡Bienvenido/a, Inés Villalba!')).toBeVisible();
  await expect(page.getByText('Analista')).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar y crear cuenta' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('E-mail')).toBeDisabled();
  await page.getByLabel('Contraseña', { exact: true }).fill('corta');
  await page.getByLabel('Confirmar contraseña').fill('corta');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByText('Contraseña debe tener minimo 8 caracteres')).toBeVisible();
  await page.getByLabel('Contraseña', { exact: true }).fill('una-clave-larga');
  await page.getByLabel('Confirmar contraseña').fill('otra-clave-larga');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByText('las claves son distintas')).toBeVisible();
  await page.getByLabel('Confirmar contraseña').fill('una-clave-larga');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByText('Cuenta creada con exito!')).toBeVisible();
  await expect(page.getByText('Ahora podes hacer login!')).toBeVisible();
  await expect(page).toHaveURL('/');
  await page.keyboard.press('Escape');
  await logout(page);

  await loginThroughForm(page, email, 'una-clave-larga');
  await expect(page.getByText('Conectado a Abasto')).toBeVisible();
  await expect(page).toHaveURL('/');

  // The link was used: opening it again says so.
  await logout(page);
  await page.goto(link);
  await expect(page.getByTestId('key-error')).toContainText('Este link ya fue usado');
});

test('password recovery: the e-mailed link sets a new password', async ({ page, request }) => {
  const { email } = await registeredUser(request, 'clave-vieja-1');
  await page.goto('/page-login');
  await page.getByText('¿Olvidaste tu contraseña?').click();
  await expect(page).toHaveURL('/recuperar-clave');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Recuperar Clave' }).click();
  await expect(page.getByText('Si ingresaste un mail válido, te enviaremos un link para recurar la clave!')).toBeVisible();
  await expect(page).toHaveURL('/page-login');

  const mail = await waitForMail(email, /Recuperar/);
  await page.goto(linkIn(mail, '/page-completar-cadastro/'));
  await page.getByRole('button', { name: 'Elegir clave nueva' }).click();
  await page.getByLabel('Contraseña', { exact: true }).fill('clave-nueva-2');
  await page.getByLabel('Confirmar contraseña').fill('clave-nueva-2');
  await page.getByRole('button', { name: 'Guardar clave' }).click();
  await expect(page.getByText('Clave actualizada con exito!')).toBeVisible();
  await expect(page).toHaveURL('/');
  await page.keyboard.press('Escape');
  await logout(page);

  await loginThroughForm(page, email, 'clave-vieja-1');
  await expect(page.getByText('❌ No se pudo conectar!')).toBeVisible();
  await loginThroughForm(page, email, 'clave-nueva-2');
  await expect(page).toHaveURL('/');
});

test('two-step login: an admin turns it on, the code arrives by e-mail and lets the user in', async ({ page, request }) => {
  const { email, id } = await registeredUser(request, 'clave-dos-pasos');
  await loginAs(page, demo('admin'));
  await page.goto(`/operar-usuario/${id}/editar-usuario`);
  await page.getByRole('switch', { name: /Verificación en dos pasos/ }).check();
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('usuario editado con exito')).toBeVisible();
  await expect(page).toHaveURL(`/operar-usuario/${id}/consultar-usuario`);
  await logout(page);

  await loginThroughForm(page, email, 'clave-dos-pasos');
  await expect(page.getByText('Te enviamos un código de 4 dígitos por mail.')).toBeVisible();
  const mail = await waitForMail(email, /código/);
  // The code is in the body only, never in the subject (which lock screens show).
  expect(mail.subject ?? '').not.toMatch(/\d{4}/);
  const code = /\b(\d{4})\b/.exec(mail.text ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{4}$/);

  const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
  await page.locator('input[autocomplete="one-time-code"]').first().click();
  await page.keyboard.type(wrong);
  await expect(page.getByText('El código no es correcto.')).toBeVisible();
  await page.locator('input[autocomplete="one-time-code"]').first().click();
  await page.keyboard.type(code);
  await expect(page.getByText('Conectado a Abasto')).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('the user list hands out a fresh link for a pending user; the Correos page keeps the link to its recipient', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const email = newAddress('pendiente');
  await request.post('/api/auth/invite-user', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, name: 'Pablo', lastName: 'Pendiente', role: 'analista' },
  });
  await waitForMail(email, /invitación/);

  await loginAs(page, demo('admin'));
  await page.goto('/usuarios?tab=analista');
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'link registrar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Copiar Link' })).toBeVisible();
  await expect(dialog.getByLabel('Link de registro')).toHaveValue(/\/page-completar-cadastro\/[\w-]{43}$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row').filter({ hasText: demo('analista') }).getByLabel('Registro completo')).toBeVisible();

  await page.goto('/correos');
  await page.getByPlaceholder('Destinatario o asunto').fill(email);
  await page.getByRole('row').filter({ hasText: email }).click();
  // A mail server is configured here: an invitation carries a secret, so even an admin reads it
  // redacted; the link reached its recipient by e-mail only.
  const frame = page.frameLocator('[data-testid="mail-html"]');
  await expect(
    frame.getByText('Este mensaje llevaba un link o un código de acceso: solo lo puede leer su destinatario, en su correo.'),
  ).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Aceptar la invitación' })).toHaveCount(0);
  await expect(page.getByText(/page-completar-cadastro/)).toHaveCount(0);
});
