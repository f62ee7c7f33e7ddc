import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { pdfText } from './support/pdf-text.ts';
import { demo, loginAs } from './support/session.ts';

// A 1×1 PNG, for a content's thumbnail.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const KNEE = 'Pós-operatório de artroscopia de joelho';
const BACK = 'Analgesia para lombalgia';

async function openPrescription(page: Page, title: string) {
  await page.goto('/receitas');
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/receita\/\d+\/detail\//);
  await expect(page.getByTestId('prescription-title')).toHaveText(title);
}

test('a doctor opens a prescription and downloads its PDF, whose text names the prescription, patient and medicines', async ({ page }) => {
  await loginAs(page, demo('medico'));
  await openPrescription(page, KNEE);
  await expect(page.getByTestId('prescription-patient')).toHaveText('Paula Oliveira');
  await expect(page.getByTestId('prescription-doctor')).toHaveText('Marcos Souza');
  await expect(page.getByTestId('prescription-issued')).toHaveText(/^\d{2}\/\d{2}\/\d{4}/);
  const names = await page.getByTestId('remedio-table').locator('tbody tr td:first-child').allTextContents();
  expect(names).toEqual(['Dipirona', 'Cetoprofeno', 'Enoxaparina']);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Gerar Pdf' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^receita-\d+-pos-operatorio-de-artroscopia-de-joelho\.pdf$/);
  const pdf = fs.readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain(KNEE);
  expect(text).toContain('Paula Oliveira');
  expect(text).toContain('Marcos Souza');
  for (const name of names) expect(text).toContain(name);
  expect(text).toContain('500 mg');
  expect(text).toContain('Subcutânea');

  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL('/receitas');
});

test('a doctor picks two contents in "Adicionar Conteúdo" and attaches them to a prescription', async ({ page }) => {
  await loginAs(page, demo('medico'));
  await openPrescription(page, BACK);
  await expect(page.getByText('Nenhum conteúdo anexado.')).toBeVisible();

  await page.getByRole('button', { name: 'Anexar conteúdo' }).click();
  const picker = page.getByRole('dialog', { name: 'Adicionar Conteúdo' });
  await expect(picker).toBeVisible();
  const card = (title: string) => picker.getByRole('button', { name: `Selecionar conteúdo: ${title}` });
  await expect(card('Prevenção de trombose')).toBeVisible();

  await card('Prevenção de trombose').click();
  await card('Como usar muletas com segurança').click();
  await card('Alimentação na recuperação').click();
  await card('Alimentação na recuperação').click(); // a second click unselects
  await expect(card('Prevenção de trombose')).toHaveAttribute('aria-pressed', 'true');
  await expect(card('Alimentação na recuperação')).toHaveAttribute('aria-pressed', 'false');
  await expect(picker.getByTestId('content-picker-count')).toHaveText('2 selecionado(s)');
  // The green border (docs/product.md#contents-library) on the selected cards only: the theme's green 6, darkened to read on white.
  const border = (title: string) => card(title).locator('.mantine-Card-root').evaluate((el) => getComputedStyle(el).borderColor);
  expect(await border('Prevenção de trombose')).toBe('rgb(41, 122, 55)');
  expect(await border('Como usar muletas com segurança')).toBe('rgb(41, 122, 55)');
  expect(await border('Alimentação na recuperação')).not.toBe('rgb(41, 122, 55)');

  await picker.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Conteúdos anexados à receita.')).toBeVisible();
  await expect(picker).toBeHidden();
  const attached = page.getByTestId('attached-contents');
  await expect(attached.getByText('Prevenção de trombose')).toBeVisible();
  await expect(attached.getByText('Como usar muletas com segurança')).toBeVisible();
  await expect(attached.getByTestId('content-card')).toHaveCount(2);

  // The attachment is stored: a reload shows it, and the patient sees it too.
  await page.reload();
  await expect(page.getByTestId('attached-contents').getByTestId('content-card')).toHaveCount(2);
});

test('a doctor writes a prescription with the form and lands on its detail; its PDF prints every symbol', async ({ page }) => {
  const title = `Receita Łódź Ω ½ ${Date.now().toString(36)}`;
  await loginAs(page, demo('medico'));
  await page.goto('/receitas');
  await page.getByRole('button', { name: 'Nova receita' }).click();
  const form = page.getByRole('dialog', { name: 'Nova receita' });
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('Informe o título da receita.')).toBeVisible();

  await form.getByLabel('Título').pressSequentially(title);
  await form.getByRole('combobox', { name: 'Paciente' }).click();
  await page.getByRole('option', { name: 'Paula Oliveira' }).click();
  const row = form.getByTestId('remedio-row').first();
  await row.getByLabel('Remédio', { exact: true }).pressSequentially('Tramadol ≤ 100 mg/dia 💊');
  await row.getByLabel('Dose', { exact: true }).fill('50');
  await row.getByRole('combobox', { name: 'Unidade' }).click();
  await page.getByRole('option', { name: 'mg', exact: true }).click();
  await row.getByLabel('Intervalo', { exact: true }).pressSequentially('8/8h → 12/12h');
  await row.getByRole('combobox', { name: 'Administração' }).click();
  await page.getByRole('option', { name: 'Oral', exact: true }).click();
  await form.getByRole('button', { name: 'Salvar' }).click();

  await expect(page.getByText('Receita criada com sucesso!')).toBeVisible();
  await expect(page.getByTestId('prescription-title')).toHaveText(title);
  const table = page.getByTestId('remedio-table');
  await expect(table.getByRole('row', { name: 'Tramadol ≤ 100 mg/dia 💊 50 mg 8/8h → 12/12h — Oral' })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Gerar Pdf' }).click()]);
  const text = pdfText(fs.readFileSync(await download.path())).replace(/\s+/g, ' ');
  expect(text).toContain(title);
  expect(text).toContain('Tramadol ≤ 100 mg/dia [U+1F48A]');
  expect(text).toContain('8/8h → 12/12h');
});

test('a patient reads its prescriptions without writing, and a content card opens the content', async ({ page }) => {
  await loginAs(page, demo('paciente'));
  await page.goto('/receitas');
  await expect(page.getByTestId('prescription-table')).toContainText(KNEE);
  await expect(page.getByRole('button', { name: 'Nova receita' })).toHaveCount(0);
  await openPrescription(page, KNEE);
  await expect(page.getByRole('button', { name: 'Gerar Pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Anexar conteúdo' })).toHaveCount(0);

  await page.getByTestId('attached-contents').getByRole('link', { name: /Exercícios após artroscopia de joelho/ }).click();
  await expect(page).toHaveURL(/\/ver-conteudo\/\d+\/editar-conteudo$/);
  await expect(page.getByText('Somente leitura: você não pode alterar este conteúdo.')).toBeVisible();
  await expect(page.getByText(/Contração do quadríceps/)).toBeVisible();
});

test('a doctor adds a content with a thumbnail to the library', async ({ page }) => {
  const title = `Conteúdo e2e ${Date.now().toString(36)}`;
  await loginAs(page, demo('medico'));
  await page.goto('/conteudos');
  await page.getByRole('link', { name: 'Novo conteúdo' }).click();
  await expect(page).toHaveURL('/ver-conteudo/novo/editar-conteudo');
  await page.getByLabel('Título').fill(title);
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Vídeo' }).click();
  await page.getByLabel('Descrição').fill('Alongamentos para o pós-operatório');
  await page.getByTestId('content-thumbnail-dropzone').locator('input[type=file]').setInputFiles({
    name: 'capa.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByTestId('content-thumbnail-preview')).toBeVisible();
  await page.getByLabel('Conteúdo', { exact: true }).fill('Faça cada alongamento por 30 segundos.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Conteúdo criado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/ver-conteudo\/\d+\/editar-conteudo$/);

  await page.goto('/conteudos');
  const card = page.getByRole('link', { name: `Abrir conteúdo: ${title}` });
  await expect(card.getByTestId('content-thumbnail')).toHaveAttribute('src', /^blob:/);
  await card.click();
  await expect(page.getByLabel('Título')).toHaveValue(title);
});

test('an admin adds, renames and removes a value of a care list', async ({ page }) => {
  const value = `gota-e2e-${Date.now().toString(36)}`;
  await loginAs(page, demo('admin'));
  await page.goto('/');
  await page.getByTestId('sidebar').getByText('Listas de valores').click();
  await expect(page).toHaveURL('/listas-de-valores');
  await page.getByRole('tab', { name: 'Vias de administração' }).click();
  await expect(page.getByTestId('value-list')).toContainText('Subcutânea');
  await page.getByRole('tab', { name: 'Unidades' }).click();
  const list = page.getByTestId('value-list');
  await expect(list).toContainText('mL');

  await page.getByLabel('Novo valor').fill('MG');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Esse valor já existe na lista.')).toBeVisible();
  await page.getByLabel('Novo valor').fill(value);
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(list.getByText(value, { exact: true })).toBeVisible();

  await list.getByRole('button', { name: `Renomear: ${value}` }).click();
  await list.getByRole('textbox', { name: 'Renomear', exact: true }).fill(`${value}-x`);
  await list.getByRole('button', { name: 'Salvar' }).click();
  await expect(list.getByText(`${value}-x`, { exact: true })).toBeVisible();

  await list.getByRole('button', { name: `Excluir: ${value}-x` }).click();
  await page.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(list.getByText(`${value}-x`, { exact: true })).toHaveCount(0);
});

test('a journey screen attaches two contents picked in "Adicionar Conteúdo"', async ({ page }) => {
  await loginAs(page, demo('medico'));
  await page.goto('/jornada/educacao');
  const slot = page.getByTestId('content-picker-slot');
  await slot.getByRole('button', { name: 'Adicionar Conteúdo' }).click();
  const picker = page.getByRole('dialog', { name: 'Adicionar Conteúdo' });
  await picker.getByRole('button', { name: 'Selecionar conteúdo: Como usar muletas com segurança' }).click();
  await picker.getByRole('button', { name: 'Selecionar conteúdo: Questionário de dor semanal' }).click();
  await picker.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(picker).toBeHidden();
  const chosen = slot.getByTestId('slot-contents');
  await expect(chosen.getByTestId('content-card')).toHaveCount(2);
  await expect(chosen.getByText('Questionário de dor semanal')).toBeVisible();
});
