import { expect, type Page, test } from '@playwright/test';
import { demo, loginAs, loginThroughForm } from './support/session.ts';

const sidebar = (page: Page) => page.getByTestId('sidebar');

const ROLES = [
  {
    role: 'admin',
    landing: '/',
    entries: [
      'Dashboard',
      'Proveedores',
      'Todos los proveedores',
      'Registrar proveedor',
      'Cotizaciones',
      'Nueva',
      'Usuarios',
      'Registrar',
      'Correos',
      'Agenda',
    ],
    absent: ['Ver mis datos'],
  },
  {
    role: 'gerente',
    landing: '/',
    entries: [
      'Dashboard',
      'Todos los proveedores',
      'Registrar proveedor',
      'Cotizaciones',
      'Nueva',
      'Usuarios',
      'Registrar',
    ],
    absent: ['Correos', 'Ver mis datos', 'Agenda'],
  },
  {
    role: 'analista',
    landing: '/',
    entries: ['Dashboard', 'Todos los proveedores', 'Cotizaciones', 'Ver'],
    absent: ['Registrar proveedor', 'Nueva', 'Usuarios', 'Correos', 'Ver mis datos'],
  },
  {
    role: 'proveedor',
    landing: '/perfil-proveedor',
    entries: ['Ver mis datos'],
    absent: ['Dashboard', 'Proveedores', 'Cotizaciones', 'Usuarios'],
  },
  { role: 'medico', landing: '/agenda', entries: ['Agenda'], absent: ['Dashboard', 'Proveedores', 'Ver mis datos'] },
  { role: 'paciente', landing: '/agenda', entries: ['Agenda'], absent: ['Dashboard', 'Proveedores', 'Ver mis datos'] },
];

for (const { role, landing, entries, absent } of ROLES) {
  test(`${role} logs in, lands on ${landing} and sees its sidebar`, async ({ page }) => {
    await loginThroughForm(page, demo(role));
    await expect(page.getByText('Conectado a Abasto')).toBeVisible();
    await expect(page).toHaveURL(landing);
    const nav = sidebar(page);
    for (const label of entries) await expect(nav.getByText(label, { exact: true }).first()).toBeVisible();
    for (const label of absent) await expect(nav.getByText(label, { exact: true })).toHaveCount(0);
    await page.getByTestId('profile-menu').click();
    // The frame speaks the area's language: Portuguese to care users (docs/product.md#care-area).
    const care = role === 'medico' || role === 'paciente';
    await expect(page.getByTestId('profile-role')).toHaveText(care ? `Perfil: ${role}` : `Role: ${role}`);
    await expect(page.getByRole('menuitem', { name: care ? 'Sair' : 'Logout' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', care ? 'pt-BR' : 'es');
  });
}

test('a proveedor sees its fantasy name in the header and is sent away from staff pages', async ({ page }) => {
  await loginAs(page, demo('proveedor'));
  await page.goto('/');
  await expect(page).toHaveURL('/perfil-proveedor');
  await expect(page.getByTestId('profile-menu')).toContainText('Cementos del Sur');
  await page.goto('/usuarios');
  await expect(page).toHaveURL('/perfil-proveedor');
});

test('an analista opening a gerente page is sent to the start', async ({ page }) => {
  await loginAs(page, demo('analista'));
  await page.goto('/usuarios');
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
});

test('a wrong password shows the failure toast and stays on the login page', async ({ page }) => {
  await loginThroughForm(page, demo('gerente'), 'wrong-password');
  await expect(page.getByText('❌ No se pudo conectar!')).toBeVisible();
  await expect(page).toHaveURL('/page-login');
});

test('logout clears the session and shows the toast', async ({ page }) => {
  await loginThroughForm(page, demo('gerente'));
  await expect(page).toHaveURL('/');
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logout Realizado com sucesso !')).toBeVisible();
  await expect(page).toHaveURL('/page-login');
  expect(await page.evaluate(() => localStorage.getItem('abasto.token'))).toBeNull();
  await page.goto('/proveedores');
  await expect(page).toHaveURL('/page-login');
});

test('a session that ends while the app is open shows "Fazer Login novamente" and goes to login', async ({ page }) => {
  await loginAs(page, demo('gerente'));
  await page.goto('/proveedores');
  await expect(page.getByTestId('page-title')).toHaveText('Proveedores');
  await page.evaluate(() => {
    localStorage.setItem('abasto.token', 'expired.or.forged');
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page.getByText('Fazer Login novamente')).toBeVisible();
  await expect(page).toHaveURL('/page-login');
  expect(await page.evaluate(() => localStorage.getItem('abasto.token'))).toBeNull();
});

test('a stored token the server refuses makes the app public on start', async ({ page }) => {
  await page.goto('/page-login');
  await page.evaluate(() => localStorage.setItem('abasto.token', 'forged'));
  await page.goto('/proveedores');
  await expect(page).toHaveURL('/page-login');
});

test('unknown paths: login page without a session, 404 page with one', async ({ page }) => {
  await page.goto('/no-existe');
  await expect(page).toHaveURL('/page-login');
  await loginAs(page, demo('gerente'));
  await page.goto('/no-existe/tampoco');
  await expect(page).toHaveURL('/erro-404');
  await expect(page.getByText('Pagina en construcción')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL('/');
});

test('the header title follows the last path segment', async ({ page }) => {
  await loginAs(page, demo('gerente'));
  await page.goto('/');
  await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
  await page.goto('/cotizaciones');
  await expect(page.getByTestId('page-title')).toHaveText('Cotizaciones');
});

test.describe('sidebar modes', () => {
  test('full at 1400 px', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await loginAs(page, demo('gerente'));
    await page.goto('/');
    await expect(sidebar(page)).toHaveAttribute('data-mode', 'full');
    await expect(sidebar(page).getByText('Todos los proveedores')).toBeVisible();
    const box = await page.locator('nav').first().boundingBox();
    expect(box?.width).toBeGreaterThan(200);
  });

  test('mini at 1000 px', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await loginAs(page, demo('gerente'));
    await page.goto('/');
    await expect(sidebar(page)).toHaveAttribute('data-mode', 'mini');
    const box = await page.locator('nav').first().boundingBox();
    expect(box?.width).toBeLessThan(100);
    await sidebar(page).getByRole('button', { name: 'Proveedores' }).click();
    await page.getByRole('menuitem', { name: 'Todos los proveedores' }).click();
    await expect(page).toHaveURL('/proveedores');
  });

  test('overlay at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, demo('gerente'));
    await page.goto('/');
    await expect(sidebar(page)).not.toBeInViewport();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(sidebar(page)).toBeInViewport();
    await sidebar(page).getByText('Todos los proveedores').click();
    await expect(page).toHaveURL('/proveedores');
    await expect(sidebar(page)).not.toBeInViewport();
  });
});
