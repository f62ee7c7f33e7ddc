import { expect, type Page, test } from '@playwright/test';
import { linkIn, waitForMail } from './support/mail.ts';
import { demo, loginThroughForm } from './support/session.ts';

/**
 * Issue 6: a supplier registers itself through the public wizard, receives the confirmation
 * e-mail on a real SMTP listener, sets its password from the link, logs in and sees only its own
 * data; a gerente then finds it among the suppliers.
 */

// By accessible name: the label's required asterisk is hidden from it.
const field = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true }).or(page.getByRole('combobox', { name, exact: true }));
const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' });
const back = (page: Page) => page.getByRole('button', { name: 'Volver' });
const stepTitle = (page: Page) => page.getByTestId('registration-step-title');

test('a supplier registers through the five steps, activates its login from the e-mail and sees only its own data', async ({
  page,
}) => {
  // The whole journey, in the browser: several screens and an e-mail; room for a busy machine.
  test.slow();
  const stamp = Date.now();
  const email = `alta-${stamp}@aceros-del-este.com.py`;
  const registro = `8${String(stamp).slice(-7)}-3`;
  const razonSocial = `Aceros del Este ${stamp} S.A.`;

  await page.goto('/page-login');
  await page.getByRole('link', { name: 'Inscripción de Proveedores' }).click();
  await expect(page).toHaveURL('/register-proveedor');
  await expect(page.getByRole('heading', { name: 'Inscripción de Proveedores' })).toBeVisible();

  // Step 1 starts from the defaults (docs/product.md#limits-and-defaults).
  await expect(stepTitle(page)).toHaveText('Identificación del Proveedor');
  await expect(field(page, 'País')).toHaveValue('Paraguay');
  await expect(field(page, 'Tipo de Proveedor')).toHaveValue('S.A.');
  await expect(field(page, 'Tipo de Actividad')).toHaveValue('Bienes y Servicios');
  // A missing required field keeps Siguiente off.
  await expect(next(page)).toBeDisabled();
  await field(page, 'RUC / CNPJ / ID').fill(registro);
  await expect(next(page)).toBeDisabled();
  await field(page, 'Razón Social / Nombre').fill(razonSocial);
  await field(page, 'Nombre de Fantasía').fill('Aceros del Este');
  await expect(next(page)).toBeEnabled();
  // An invalid field keeps it off too, with the live message.
  await field(page, 'Capital Social (USD)').fill('0');
  await expect(page.getByText('El valor ingresado para el capital social no es válido.')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await field(page, 'Capital Social (USD)').fill('250000');
  await field(page, 'Inicio de Actividades').fill('1899-05-01');
  await expect(page.getByText('La fecha de inicio de actividades no es válida.')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await field(page, 'Inicio de Actividades').fill('2008-05-01');
  await field(page, 'Nº de empleados').fill('35');
  await next(page).click();

  // Step 2.
  await expect(stepTitle(page)).toHaveText('Datos del Representante Legal y Ejecutivo de Cuenta');
  await expect(next(page)).toBeDisabled();
  await field(page, 'Representante Legal').fill('Lucía Ferreira');
  await field(page, 'Nombre del Ejecutivo').fill('Martín Cabrera');
  await field(page, 'Teléfono del Ejecutivo').fill('0983-12');
  await expect(page.getByText('El telefono del ejecutivo no es válido')).toBeVisible();
  await field(page, 'Teléfono del Ejecutivo').fill('0983123456');
  await field(page, 'Email del Ejecutivo').fill('ventas-sin-arroba');
  await expect(page.getByText('El mail del ejecutivo de cuenta no es válido')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await field(page, 'Email del Ejecutivo').fill(`ventas-${stamp}@aceros-del-este.com.py`);
  await next(page).click();

  // Step 3, with a telephone too short, then Volver and back again: nothing typed is lost.
  await expect(stepTitle(page)).toHaveText('Datos de Ubicación');
  await field(page, 'Departamento/Estado').fill('Alto Paraná');
  await field(page, 'Ciudad').fill('Ciudad del Este');
  await field(page, 'Dirección').fill('Av. San Blas 2200');
  await field(page, 'Email').fill(email);
  await field(page, 'Teléfono número').fill('061');
  await field(page, 'Teléfono número').blur();
  await expect(page.getByText('El Telefono ingresado no es válido.')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await field(page, 'Teléfono número').fill('061500700');
  await field(page, 'Sitio Web').fill('aceros-del-este.com.py');
  await expect(next(page)).toBeEnabled();
  await back(page).click();
  await expect(field(page, 'Nombre del Ejecutivo')).toHaveValue('Martín Cabrera');
  await next(page).click();
  await expect(field(page, 'Ciudad')).toHaveValue('Ciudad del Este');
  await expect(field(page, 'Email')).toHaveValue(email);
  await next(page).click();

  // Step 4 is complete with its defaults.
  await expect(stepTitle(page)).toHaveText('Productos y/o Servicios');
  await expect(field(page, 'Segmento')).toHaveValue('OTROS');
  await expect(page.getByText('Otros', { exact: true })).toBeVisible();
  await field(page, 'Detalle de Producto/Servicio').fill('<b>Perfiles</b> y chapas de acero');
  await next(page).click();

  // Step 5: the read-only summary, HTML shown as the text it is.
  await expect(stepTitle(page)).toHaveText('Confirmar Datos');
  const summary = page.getByTestId('registration-summary');
  await expect(summary.getByText(razonSocial)).toBeVisible();
  await expect(summary.getByText(email)).toBeVisible();
  await expect(summary.getByText('<b>Perfiles</b> y chapas de acero')).toBeVisible();
  await expect(summary.locator('input, textarea')).toHaveCount(0);
  await page.getByRole('button', { name: 'Registrar Proveedor' }).click();

  const thanks = page.getByRole('dialog', { name: 'Gracias por su información' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toContainText(email);
  await thanks.getByRole('button', { name: 'Continuar' }).click();
  // The test stack's COMPANY_WEBSITE_URL is its health check.
  await expect(page).toHaveURL(/\/api\/health$/);

  // The confirmation e-mail arrives on the SMTP listener; its link opens the activation page.
  const mail = await waitForMail(email, /inscripción como proveedor/);
  expect(mail.text).toContain(razonSocial);
  await page.goto(linkIn(mail, '/page-completar-cadastro/'));
  await expect(page).toHaveURL(/\/page-completar-cadastro\/[\w-]{20,}$/);

  // Step one welcomes the supplier's contact with its profile; step two sets the password.
  await expect(page.getByRole('heading', { name: '¡Bienvenido/a, Martín Cabrera!' })).toBeVisible();
  await expect(page.getByText('Gracias por inscribirse como proveedor.', { exact: false })).toBeVisible();
  await expect(page.getByText('Proveedor', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar y crear cuenta' }).click();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
  await page.getByLabel('Contraseña', { exact: true }).fill('acero-2024!');
  await page.getByLabel('Confirmar contraseña').fill('acero-2024?');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByText('las claves son distintas')).toBeVisible();
  await page.getByLabel('Confirmar contraseña').fill('acero-2024!');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  const created = page.getByRole('dialog', { name: 'Cuenta creada con exito!' });
  await expect(created).toContainText('Ahora podes hacer login!');

  // Logged in, it lands where the app sends a proveedor: its own data, read-only.
  await expect(page).toHaveURL('/perfil-proveedor');
  await page.keyboard.press('Escape');
  await expect(created).toHaveCount(0);
  await expect(page.getByTestId('page-title')).toHaveText('Perfil del Proveedor');
  await expect(page.getByTestId('profile-menu')).toContainText('Aceros del Este');
  const own = page.getByTestId('supplier-form');
  await expect(own.getByLabel('Razón Social / Nombre')).toHaveValue(razonSocial);
  await expect(own.getByLabel('Razón Social / Nombre')).toBeDisabled();
  await expect(own.getByLabel('RUC / CNPJ / ID')).toHaveValue(registro);
  await expect(own.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await expect(page.getByRole('button', { name: 'Editar Proveedor' })).toHaveCount(0);

  // Another supplier's page is refused in plain words, with the way back to its own data.
  await page.goto('/operar-proveedor/1/consultar-proveedor');
  const refused = page.getByTestId('supplier-refused');
  await expect(refused).toContainText('Acceso denegado');
  await expect(refused).toContainText('Solo podés ver los datos de tu propio proveedor.');
  await expect(page.getByTestId('supplier-form')).toHaveCount(0);
  await refused.getByRole('link', { name: 'Ver mis datos' }).click();
  await expect(page).toHaveURL('/perfil-proveedor');
  // Staff screens send it back to its own page; staff calls refuse it.
  await page.goto('/proveedores');
  await expect(page).toHaveURL('/perfil-proveedor');
  const token = await page.evaluate(() => localStorage.getItem('abasto.token'));
  for (const url of ['/api/auth/proveedores/', '/api/dashboard', '/api/filters/all', '/api/auth/proveedor/1']) {
    const res = await page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status(), url).toBe(403);
  }

  // It logs out and back in with its new password, and lands on its data again.
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/page-login');
  await loginThroughForm(page, email, 'acero-2024!');
  await expect(page).toHaveURL('/perfil-proveedor');
  await expect(page.getByTestId('supplier-form').getByLabel('Razón Social / Nombre')).toHaveValue(razonSocial);
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/page-login');

  // A gerente finds the new supplier with the list's quick search and opens it.
  await loginThroughForm(page, demo('gerente'));
  await expect(page).toHaveURL('/');
  await page.getByTestId('sidebar').getByText('Todos los proveedores', { exact: true }).click();
  await expect(page).toHaveURL('/proveedores');
  await page.getByLabel('Busqueda Rapida').fill(`aceros del este ${stamp}`);
  const rows = page.getByTestId('supplier-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(registro);
  await expect(rows.first()).toContainText(`ventas-${stamp}@aceros-del-este.com.py`);
  await rows.first().click();
  await expect(page).toHaveURL(/\/operar-proveedor\/\d+\/consultar-proveedor$/);
  await expect(page.getByTestId('page-title')).toHaveText('Consultar Proveedor');
  const detail = page.getByTestId('supplier-form');
  await expect(detail.getByLabel('Razón Social / Nombre')).toHaveValue(razonSocial);
  await expect(detail.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  // Self-registered: the detail names no one who invited it.
  const meta = page.getByText(`${registro} · Paraguay · Registrado el`, { exact: false });
  await expect(meta).toBeVisible();
  await expect(meta).not.toContainText(' por ');
});

test('a duplicate RUC gets the same answer; a failed registration shows the error and keeps everything typed', async ({
  page,
}) => {
  const stamp = Date.now();
  // The first submission registers it; the second, with another e-mail, is a duplicate.
  const registro = `9${String(stamp).slice(-7)}-1`;

  async function fillAll(email: string) {
    await field(page, 'RUC / CNPJ / ID').fill(registro);
    await field(page, 'Razón Social / Nombre').fill(`Duplicada ${stamp} S.R.L.`);
    await next(page).click();
    await field(page, 'Nombre del Ejecutivo').fill('Ana Ruiz');
    await field(page, 'Teléfono del Ejecutivo').fill('0981000222');
    await field(page, 'Email del Ejecutivo').fill(`ventas-${stamp}@duplicada.com.py`);
    await next(page).click();
    await field(page, 'Ciudad').fill('Luque');
    await field(page, 'Dirección').fill('Ruta 2 km 14');
    await field(page, 'Teléfono número').fill('021645000');
    await field(page, 'Email').fill(email);
    await next(page).click();
    await next(page).click();
    await page.getByRole('button', { name: 'Registrar Proveedor' }).click();
  }

  await page.goto('/register-proveedor');
  await fillAll(`primera-${stamp}@duplicada.com.py`);
  await expect(page.getByRole('dialog', { name: 'Gracias por su información' })).toBeVisible();

  // A registration of an existing RUC answers exactly as a new one (nothing tells a visitor which
  // companies exist); the first registrant is told by e-mail instead.
  await page.goto('/register-proveedor');
  await fillAll(`segunda-${stamp}@duplicada.com.py`);
  await expect(page.getByRole('dialog', { name: 'Gracias por su información' })).toBeVisible();
  await waitForMail(`ventas-${stamp}@duplicada.com.py`, /Intento de inscripción/);

  // The server cannot be reached: the error shows, and nothing typed is lost.
  await page.route('**/api/auth/proveedor/', (route) =>
    route.fulfill({
      status: 503,
      json: { error: 'El servicio no está disponible.', message: 'El servicio no está disponible.', statusCode: 503 },
    }),
  );
  await page.goto('/register-proveedor');
  await fillAll(`tercera-${stamp}@duplicada.com.py`);
  await expect(page.getByText('Hubo un error: El servicio no está disponible.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Gracias por su información' })).toHaveCount(0);
  await expect(stepTitle(page)).toHaveText('Confirmar Datos');
  await back(page).click();
  await back(page).click();
  await expect(field(page, 'Email')).toHaveValue(`tercera-${stamp}@duplicada.com.py`);
});
