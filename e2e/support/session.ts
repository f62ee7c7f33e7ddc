import { expect, type Page } from '@playwright/test';

const DEMO_PASSWORD = 'demo1234';
export const demo = (role: string) => `${role}@demo.test`;

/** Logs in through the login page, as a person does. */
export async function loginThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/page-login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Logs in through the API and stores the token as the app does: quicker for journeys that are not about login. */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD) {
  const res = await page.request.post('/api/auth/pre-login-email', { data: { email, password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { token } = await res.json();
  await page.goto('/page-login');
  await page.evaluate((t) => localStorage.setItem('abasto.token', t), token);
  return token as string;
}
