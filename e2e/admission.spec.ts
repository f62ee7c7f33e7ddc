import { expect, type Page, test } from '@playwright/test';
import { waitForMail } from './support/mail.ts';
import { demo, loginAs } from './support/session.ts';

/**
 * "Solicitudes de alta" (docs/product.md#supplier-admission): a company registers through the
 * wizard on a phone; it cannot be picked for a quotation until a gerente, told by the sidebar's
 * badge, opens the request and accepts it.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1400, height: 900 };

// By accessible name: the label's required asterisk is hidden from it.
const field = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true }).or(page.getByRole('combobox', { name, exact: true }));
const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' });

/** Types as a person does, key by key. */
async function type(page: Page, name: string, text: string) {
  const input = field(page, name);
  await input.click();
  await input.pressSequentially(text);
}

async function shoot(page: Page, name: string, sizes = [desktop, phone]) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    // The sidebar slides to its place for the new width before the picture is taken.
    await page.waitForTimeout(400);
    await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}.png`), fullPage: true });
  }
}

test('a registration waits as a request; the gerente sees the badge, accepts it, and the supplier can be picked', async ({ page }) => {
  test.slow();
  const stamp = Date.now();
  const tag = `alta${stamp.toString(36)}`;
  const razonSocial = `Hormigonera ${tag} S.A.`;
  const email = `${tag}@hormigonera.test`;

  // The wizard, on a phone.
  await page.setViewportSize(phone);
  await page.goto('/register-proveedor');
  await expect(page.getByRole('heading', { name: 'Inscripción de Proveedores' })).toBeVisible();
  await type(page, 'RUC / CNPJ / ID', `8${String(stamp).slice(-7)}-5`);
  await type(page, 'Razón Social / Nombre', razonSocial);
  await type(page, 'Nombre de Fantasía', `Hormigonera ${tag}`);
  await next(page).click();
  await type(page, 'Nombre del Ejecutivo', 'Rocío Vera');
  await type(page, 'Teléfono del Ejecutivo', '0983123456');
  await type(page, 'Email del Ejecutivo', `ventas-${email}`);
  await next(page).click();
  await type(page, 'Ciudad', 'Luque');
  await type(page, 'Dirección', 'Ruta 2 km 18');
  await type(page, 'Email', email);
  await type(page, 'Teléfono número', '021640700');
  await next(page).click();
  await next(page).click();
  await expect(page.getByTestId('registration-summary').getByText(razonSocial)).toBeVisible();
  await page.getByRole('button', { name: 'Registrar Proveedor' }).click();
  await expect(page.getByRole('dialog', { name: 'Gracias por su información' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('registered-390.png'), fullPage: true });

  // The activation e-mail still arrives at once, saying the request is being reviewed.
  const mail = await waitForMail(email, /inscripción como proveedor/);
  expect(mail.text?.replace(/\s+/g, ' ')).toContain('Tu inscripción es una solicitud de alta');

  // The gerente: the badge counts the requests waiting; the picker shows this one disabled.
  await page.setViewportSize(desktop);
  await loginAs(page, demo('gerente'));
  await page.goto('/cotizacion/new/nueva-cotizacion');
  const badge = page.getByTestId('admission-badge');
  await expect(badge).toBeVisible();
  expect(Number(await badge.textContent())).toBeGreaterThanOrEqual(1);
  await page.getByLabel('Busqueda Rapida').pressSequentially(tag);
  const box = page.getByRole('checkbox', { name: new RegExp(`Elegir .*${tag}`) });
  await expect(box).toBeDisabled();
  const row = page.getByTestId('picker-row').filter({ hasText: tag });
  await expect(row.getByTestId('picker-rejected')).toHaveText('Solicitud de alta pendiente');
  await shoot(page, 'picker-pending');

  // Proveedores › Solicitudes de alta, then the request.
  await page.setViewportSize(desktop);
  await page.getByRole('link', { name: /^Solicitudes de alta/ }).click();
  await expect(page).toHaveURL('/solicitudes-alta');
  await expect(page.getByTestId('page-title')).toHaveText('Solicitudes de alta');
  // The demo's request naming Aceros Guaraní's RUC is flagged.
  const demoRow = page.getByTestId('admission-row').filter({ hasText: '80.020.001-1' });
  await expect(demoRow.getByText('RUC ya registrado')).toBeVisible();
  await shoot(page, 'admission-list');
  await page.setViewportSize(desktop);
  await page.getByRole('link', { name: `Abrir solicitud de ${razonSocial}` }).click();
  await expect(page.getByRole('heading', { name: `Solicitud de alta de ${razonSocial}` })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await shoot(page, 'admission-detail');
  await page.setViewportSize(desktop);
  // The full record says it too, with the way back to the request.
  await page.getByRole('link', { name: 'Ver la ficha completa' }).click();
  await expect(page.getByTestId('supplier-admission')).toContainText('Solicitud de alta pendiente');
  await page.getByRole('link', { name: 'Abrir la solicitud' }).click();
  await expect(page.getByRole('heading', { name: `Solicitud de alta de ${razonSocial}` })).toBeVisible();
  const before = Number(await badge.textContent());
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('Solicitud aceptada: el proveedor ya puede recibir pedidos de cotización.')).toBeVisible();
  await expect(page).toHaveURL('/solicitudes-alta');
  await expect(page.getByRole('link', { name: `Abrir solicitud de ${razonSocial}` })).toHaveCount(0);
  if (before > 1) await expect(badge).toHaveText(String(before - 1));

  // Now it can be picked.
  await page.goto('/cotizacion/new/nueva-cotizacion');
  await page.getByLabel('Busqueda Rapida').pressSequentially(tag);
  await expect(box).toBeEnabled();
  await box.check();
  await expect(box).toBeChecked();
  await expect(row.getByTestId('picker-rejected')).toHaveCount(0);
});

test('the profile menu of a gerente offers the opt-in notice, by keyboard', async ({ page }) => {
  const token = await loginAs(page, demo('gerente'));
  // From the demo's state (off), whatever an earlier attempt of this test left behind.
  const reset = await page.request.put('/api/auth/solicitudes-alta/aviso', {
    headers: { authorization: `Bearer ${token}` },
    data: { avisar: false },
  });
  expect(reset.ok(), await reset.text()).toBeTruthy();
  await page.goto('/');
  // The page settles first (its late calls, such as the sidebar's counts), so nothing moves the
  // focus out of the menu while it is open.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByTestId('profile-menu').focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitemcheckbox', { name: 'Avisarme de nuevas solicitudes de alta' });
  await expect(item).toBeVisible();
  await expect(item).toBeEnabled();
  await expect(item).toHaveAttribute('aria-checked', 'false');
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Te avisaremos por correo de cada nueva solicitud de alta.')).toBeVisible();
  await page.getByTestId('profile-menu').click();
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: test.info().outputPath('profile-menu-1400.png') });
  // Back off, so other journeys' registrations do not mail the demo gerente.
  await item.click();
  await expect(page.getByText('Ya no te avisaremos de nuevas solicitudes de alta.')).toBeVisible();
});
