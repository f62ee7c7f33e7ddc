import { expect, type Page, test } from '@playwright/test';
import { demo, loginAs } from './support/session.ts';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const image = { name: 'mapa.png', mimeType: 'image/png', buffer: PNG };

/**
 * The browsers' clock is held on the 10th of the current month, so the new event (on the 15th)
 * is in the month on screen whatever day the test runs, and the seeded events stay around it.
 */
function holdClock(page: Page) {
  const now = new Date();
  return page.clock.setFixedTime(new Date(now.getFullYear(), now.getMonth(), 10, 9, 30));
}

const calendar = (page: Page) => page.getByTestId('calendar');
const detail = (page: Page) => page.getByTestId('event-detail');

/** Opens the event from the month grid and waits for its detail. */
async function openFromCalendar(page: Page, title: string) {
  await calendar(page).getByText(title, { exact: true }).click();
  await expect(detail(page)).toBeVisible();
  // The detail is loaded again with the image; Editar waits for it.
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
}

test('medico creates, edits and cancels an event; paciente confirms presence', async ({ browser }) => {
  const title = `Consulta e2e ${Date.now().toString(36)}`;
  const renamed = `${title} (editada)`;

  // — medico creates the event, inviting the demo patient —
  const medico = await browser.newPage();
  await holdClock(medico);
  await loginAs(medico, demo('medico'));
  await medico.goto('/agenda');
  await expect(calendar(medico).getByRole('tab', { name: 'Mes' })).toHaveAttribute('aria-selected', 'true');
  await expect(calendar(medico).getByRole('button', { name: 'Hoje' })).toBeVisible();
  for (const name of ['Semana', 'Dia', 'Lista'])
    await expect(calendar(medico).getByRole('tab', { name })).toBeVisible();

  await medico.getByRole('button', { name: '+ Evento' }).click();
  const form = medico.getByTestId('event-form');
  await expect(form).toBeVisible();
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Descrição').fill('Revisão do joelho');
  // A day in the middle of the month shown, so the event is in this month's grid; the picker closes on pick.
  await form.getByRole('button', { name: 'Início' }).click();
  await medico.locator('.mantine-DateTimePicker-levelsGroup').getByRole('button', { name: /^15 / }).click();
  await expect(medico.locator('.mantine-DateTimePicker-levelsGroup')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Início' })).toContainText('15/');
  await expect(form.getByLabel('Cor')).toHaveValue('#526FCE');
  await form.getByText('Pessoal', { exact: true }).click();
  await expect(form.getByLabel('Link')).toHaveCount(0);
  await form.getByLabel('Local').fill('Clínica Abasto, sala 3');
  await form.getByLabel('Duração').fill('1 hora');

  // One image, read as a data URL; removing it clears it.
  const imageInput = () => form.getByTestId('event-image-dropzone').locator('input[type=file]');
  await imageInput().setInputFiles(image);
  await expect(form.getByTestId('event-image-preview').locator('img')).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await form.getByRole('button', { name: 'Remover imagem' }).click();
  await expect(form.getByTestId('event-image-preview')).toHaveCount(0);
  await imageInput().setInputFiles(image);
  await expect(form.getByTestId('event-image-preview')).toBeVisible();

  const invite = form.getByRole('button', { name: 'Convidar' });
  await expect(invite).toBeDisabled();
  await form.getByRole('combobox', { name: 'Médicos e pacientes' }).click();
  await medico.getByRole('option', { name: 'Paula Oliveira' }).click();
  await expect(invite).toBeEnabled();
  await invite.click();
  await expect(form.getByTestId('event-form-guests')).toContainText('Paula Oliveira');
  await expect(invite).toBeDisabled();
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(medico.getByText('Evento criado.')).toBeVisible();
  await expect(form).toBeHidden();

  // — seen in the month and list views —
  await expect(calendar(medico).getByText(title, { exact: true })).toBeVisible();
  await calendar(medico).getByRole('tab', { name: 'Lista' }).click();
  await expect(calendar(medico).getByText(title, { exact: true })).toBeVisible();
  await calendar(medico).getByRole('tab', { name: 'Mes' }).click();

  // — edited: the same event, renamed —
  await openFromCalendar(medico, title);
  await expect(detail(medico)).toContainText('(organizador)');
  await expect(detail(medico)).toContainText('Aguardando confirmação');
  await expect(detail(medico).locator('img[src^="data:image/png;base64,"]')).toBeVisible();
  await medico.getByRole('button', { name: 'Editar Evento' }).click();
  await expect(form.getByLabel('Título')).toHaveValue(title);
  await expect(form.getByLabel('Local')).toHaveValue('Clínica Abasto, sala 3');
  await expect(form.getByTestId('event-form-guests')).toContainText('Paula Oliveira');
  await expect(form.getByTestId('event-image-preview')).toBeVisible();
  await form.getByLabel('Título').fill(renamed);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(medico.getByText('Evento atualizado.')).toBeVisible();
  await expect(calendar(medico).getByText(renamed, { exact: true })).toBeVisible();
  await expect(calendar(medico).getByText(title, { exact: true })).toHaveCount(0);

  // — paciente opens it and confirms presence —
  const paciente = await browser.newPage();
  await holdClock(paciente);
  await loginAs(paciente, demo('paciente'));
  await paciente.goto('/agenda');
  // Same day of the same month: the event is in the patient's month grid too.
  await openFromCalendar(paciente, renamed);
  await expect(paciente.getByRole('button', { name: 'Editar Evento' })).toHaveCount(0);
  await expect(paciente.getByRole('button', { name: 'Cancelar Evento' })).toHaveCount(0);
  const confirm = paciente.getByRole('button', { name: 'Confirmar presença' });
  await expect(confirm).toHaveAttribute('aria-pressed', 'false');
  await expect(paciente.getByRole('button', { name: 'Tal vez' })).toHaveAttribute('aria-pressed', 'true');
  await confirm.click();
  await expect(confirm).toHaveAttribute('aria-pressed', 'true');
  await expect(paciente.getByRole('button', { name: 'Tal vez' })).toHaveAttribute('aria-pressed', 'false');
  const pacienteRow = detail(paciente).getByRole('row', { name: /Paula Oliveira/ });
  await expect(pacienteRow).toContainText('Aceito');
  await paciente.close();

  // — medico cancels it, with confirmation, and sees the toast —
  await medico.reload();
  await openFromCalendar(medico, renamed);
  await expect(detail(medico).getByRole('row', { name: /Paula Oliveira/ })).toContainText('Aceito');
  await medico.getByRole('button', { name: 'Cancelar Evento' }).click();
  await expect(medico.getByText('Deseja cancelar o evento?')).toBeVisible();
  await medico.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(medico.getByText('O evento foi cancelado.')).toBeVisible();
  await expect(detail(medico)).toBeHidden();
  await expect(calendar(medico).getByText(renamed, { exact: true })).toHaveCount(0);
  await medico.close();
});

test('the login page does not load the calendar', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/page-login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(scripts.some((u) => u.includes('calendar-page'))).toBe(false);
});

// docs/product.md#calendar: the dialogs' code (and Mantine's whole stylesheet) waits for a sign
// that one may be opened; focusing "+ Evento" is one, and the form then opens at once.
test('the calendar loads its dialogs on a sign of intent, not with the page', async ({ page }) => {
  const files: string[] = [];
  page.on('request', (r) => files.push(r.url()));
  await loginAs(page, demo('medico'));
  await page.goto('/agenda');
  await expect(page.getByTestId('event-side-item').first()).toBeVisible();
  // Past the load event, the first paint and an idle moment, when they used to load.
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  const dialogCode = () => files.filter((u) => /event-(form|detail)-modal|mantine-all-styles/.test(u));
  expect(dialogCode()).toEqual([]);
  await page.getByRole('button', { name: '+ Evento' }).focus();
  await expect.poll(() => dialogCode().length).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('event-form')).toBeVisible();
});

test('filters narrow the calendar and the side list by type and by my answer', async ({ page }) => {
  await loginAs(page, demo('paciente'));
  await page.goto('/agenda');
  const list = page.getByTestId('event-side-list');
  await expect(list.getByTestId('event-side-item').first()).toBeVisible();
  const all = await list.getByTestId('event-side-item').count();

  await page.getByRole('button', { name: 'Ver Filtros' }).click();
  const filters = page.getByTestId('calendar-filters');
  await filters.getByText('Rejeitado', { exact: true }).click();
  await expect(async () => {
    expect(await list.getByTestId('event-side-item').count()).toBeLessThan(all);
  }).toPass();
  const rejected = await list.getByTestId('event-side-item').all();
  expect(rejected.length).toBeGreaterThan(0);
  for (const item of rejected) await expect(item).toContainText('Rejeitado');

  await filters.getByText('Pessoal', { exact: true }).click();
  for (const item of await list.getByTestId('event-side-item').all()) await expect(item).toContainText('Rejeitado');

  await filters.getByRole('button', { name: 'Limpar filtros' }).click();
  // Other journeys may add events meanwhile: at least as many as before come back.
  await expect(async () => {
    expect(await list.getByTestId('event-side-item').count()).toBeGreaterThanOrEqual(all);
  }).toPass();
});
