import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { waitForMail } from './support/mail.ts';
import { demo, loginAs } from './support/session.ts';
import { createSupplier } from './support/suppliers.ts';

// A quotation draft kept in the browser (docs/product.md#quotation-compose): Back, reload and a
// new tab keep it; select-all-matching; the send bar stays in view.

const here = path.dirname(fileURLToPath(import.meta.url));
const shot = (name: string) => path.join(here, '..', 'screenshots', 'compose', `${name}.png`);
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n${'x'.repeat(1500)}\n%%EOF\n`);

/** Types as a person does: key by key. */
async function type(page: Page, label: string, text: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.pressSequentially(text);
}

async function saved(page: Page) {
  await expect(page.getByTestId('draft-action-bar').getByText('Borrador guardado')).toBeVisible();
}

test('compose, confirm, Back, reload and a new tab keep the draft; then it is sent with its file', async ({ page, context }) => {
  const tag = `d${Date.now().toString(36)}`;
  const suppliers = [1, 2, 3].map((n) => ({ name: `Corralón ${tag} ${n}`, email: `compras${n}-${tag}@proveedor.test` }));
  const subject = `Pedido ${tag}: materiales de obra`;
  const token = await loginAs(page, demo('gerente'));
  for (const [i, s] of suppliers.entries()) await createSupplier(page, token, s, i + 1, tag);

  // Compose: subject, description, two lines, three suppliers.
  await page.goto('/cotizacion/new/nueva-cotizacion');
  await expect(page).toHaveURL(/\/cotizacion\/new\/nueva-cotizacion\?borrador=/);
  await type(page, 'Línea de asunto', subject);
  await page.getByTestId('rich-text').locator('.ProseMirror').click();
  await page.keyboard.type('Entrega en obra.');
  await page.getByRole('button', { name: 'Agregar línea' }).click();
  await type(page, 'Descripción de la línea 1', 'Cemento portland');
  await type(page, 'Cantidad de la línea 1', '200');
  await page.getByRole('button', { name: 'Agregar línea' }).click();
  await type(page, 'Descripción de la línea 2', 'Arena lavada');
  await type(page, 'Cantidad de la línea 2', '12');
  await type(page, 'Busqueda Rapida', tag);
  await expect(page.getByTestId('picker-row')).toHaveCount(3);
  for (const s of suppliers) await page.getByRole('checkbox', { name: `Elegir ${s.name}` }).check();
  await saved(page);

  // The send bar stays in view on this long page, at 1400 and 390 px.
  const send3 = page.getByRole('button', { name: 'Enviar cotización: 3 Proveedor(es)' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(send3).toBeInViewport();
  await page.screenshot({ path: shot('compose-1400') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(send3).toBeInViewport();
  await page.screenshot({ path: shot('compose-390') });
  await page.setViewportSize({ width: 1400, height: 900 });

  // "Seleccionados (3)" shows only the chosen.
  await page.getByText('Seleccionados (3)').click();
  await expect(page.getByTestId('chosen-row')).toHaveCount(3);
  await page.getByText('Todos', { exact: true }).click();

  await send3.click();
  await expect(page).toHaveURL(/\/cotizacion-confirmar\?borrador=/);
  await expect(page.getByTestId('sourcing-summary')).toContainText('Arena lavada');
  const input = page.getByTestId('dropzone').locator('input[type=file]');
  await input.setInputFiles({ name: 'pliego.pdf', mimeType: 'application/pdf', buffer: pdf('primera') });
  const file = pdf(`definitiva ${tag}`);
  await input.setInputFiles({ name: 'pliego.pdf', mimeType: 'application/pdf', buffer: file });
  await expect(page.getByTestId('file-replaced')).toHaveText('Se reemplazó pliego.pdf');
  await expect(page.getByTestId('attached-file')).toHaveCount(1);
  await saved(page);
  const confirmUrl = page.url();
  await page.screenshot({ path: shot('confirm-1400'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 2, name: 'Confirmar Cotización' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Enviar cotización: 3 Proveedor(es)' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: shot('confirm-390') });
  await page.setViewportSize({ width: 1400, height: 900 });

  // Back: the compose screen has everything.
  await page.goBack();
  await expect(page).toHaveURL(/\/cotizacion\/new\/nueva-cotizacion\?borrador=/);
  const composeKept = async () => {
    await expect(page.getByLabel('Línea de asunto', { exact: true })).toHaveValue(subject);
    await expect(page.getByTestId('rich-text')).toContainText('Entrega en obra.');
    await expect(page.getByLabel('Descripción de la línea 2')).toHaveValue('Arena lavada');
    await expect(page.getByText('Seleccionados (3)')).toBeVisible();
  };
  await composeKept();
  // A reload too.
  await page.reload();
  await composeKept();

  // Forward to confirm: the file is still there; and in a new tab at the same address.
  await page.getByRole('button', { name: 'Enviar cotización: 3 Proveedor(es)' }).click();
  await expect(page.getByTestId('attached-file')).toHaveText(/pliego\.pdf/);
  const tab = await context.newPage();
  await tab.goto(confirmUrl);
  await expect(tab.getByLabel('Línea de asunto', { exact: true })).toHaveValue(subject);
  await expect(tab.getByTestId('recipient-row')).toHaveCount(3);
  await expect(tab.getByTestId('attached-file')).toHaveText(/pliego\.pdf/);
  await expect(tab.getByTestId('sourcing-summary')).toContainText('Cemento portland');

  // Send from the new tab; the draft is gone afterwards.
  await tab.getByRole('button', { name: 'Enviar cotización: 3 Proveedor(es)' }).click();
  await tab.getByRole('dialog').getByRole('button', { name: 'Enviar' }).click();
  await expect(tab.getByText('Cotización enviada con exito')).toBeVisible();
  await expect(tab).toHaveURL(/\/cotizaciones$/);
  for (const s of suppliers) {
    const mail = await waitForMail(s.email, new RegExp(tag));
    expect(mail.attachments.map((a) => a.filename)).toEqual(['pliego.pdf']);
    expect(Buffer.compare(mail.attachments[0]!.content, file)).toBe(0);
  }
  await tab.goto(confirmUrl);
  await expect(tab.getByText('No hay una cotización para confirmar. Empezá una nueva.')).toBeVisible();

  // "Enviar Nuevo pedido de cotización" from the detail: the same file, recipients and lines, editable.
  await tab.goto('/cotizaciones');
  await tab.getByTestId('quotation-row').filter({ hasText: subject }).getByRole('link', { name: `Ver ${subject}` }).click();
  await tab.getByRole('link', { name: 'Enviar Nuevo pedido de cotización' }).click();
  await expect(tab).toHaveURL(/\/nueva-cotizacion\?borrador=/);
  await expect(tab.getByLabel('Línea de asunto', { exact: true })).toHaveValue(subject);
  await expect(tab.getByLabel('Descripción de la línea 1')).toHaveValue('Cemento portland');
  await expect(tab.getByText('Seleccionados (3)')).toBeVisible();
  await tab.getByText('Seleccionados (3)').click();
  await tab.getByRole('button', { name: `Quitar ${suppliers[2]!.name}` }).click();
  const retitled = `${subject} (segunda vuelta)`;
  const subjectInput = tab.getByLabel('Línea de asunto', { exact: true });
  await subjectInput.click();
  await subjectInput.press('End');
  await subjectInput.pressSequentially(' (segunda vuelta)');
  await tab.getByRole('button', { name: 'Enviar cotización: 2 Proveedor(es)' }).click();
  await expect(tab.getByTestId('attached-file')).toContainText('del pedido original');
  await tab.getByRole('button', { name: 'Enviar cotización: 2 Proveedor(es)' }).click();
  await tab.getByRole('dialog').getByRole('button', { name: 'Enviar' }).click();
  await expect(tab).toHaveURL(/\/cotizaciones$/);
  for (const s of suppliers.slice(0, 2)) {
    const mail = await waitForMail(s.email, /segunda vuelta/);
    expect(mail.subject).toBe(retitled);
    expect(mail.attachments.map((a) => a.filename)).toEqual(['pliego.pdf']);
    expect(Buffer.compare(mail.attachments[0]!.content, file)).toBe(0);
  }
});

test('select-all-matching picks 1,000 suppliers; the confirm screen lists them and a reload keeps them', async ({ page }) => {
  test.setTimeout(600_000);
  const tag = `m${Date.now().toString(36)}`;
  const token = await loginAs(page, demo('gerente'));
  const N = 1000;
  for (let start = 0; start < N; start += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, N - start) }, (_, k) => {
        const n = start + k + 1;
        return createSupplier(page, token, { name: `Mayorista ${tag} ${n}`, email: `m${n}-${tag}@proveedor.test` }, n, tag);
      }),
    );
  }

  await page.goto('/cotizacion/new/nueva-cotizacion');
  await type(page, 'Línea de asunto', `Pedido ${tag}`);
  await page.getByTestId('rich-text').locator('.ProseMirror').click();
  await page.keyboard.type('Precios por mayor.');
  await type(page, 'Busqueda Rapida', tag);
  const all = page.getByRole('button', { name: `Seleccionar los ${N} que cumplen el filtro` });
  await all.click();
  await expect(page.getByTestId('pick-matching-result')).toContainText(`Se seleccionaron ${N} proveedor(es).`);
  await expect(page.getByText(`Seleccionados (${N})`)).toBeVisible();
  await saved(page);
  await page.getByTestId('pick-matching-result').scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('picker-1400') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('pick-matching-result').scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('picker-390') });
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.getByRole('button', { name: `Enviar cotización: ${N} Proveedor(es)` }).click();

  await expect(page).toHaveURL(/\/cotizacion-confirmar\?borrador=/);
  await expect(page.getByRole('button', { name: `Enviar cotización: ${N} Proveedor(es)` })).toBeVisible();
  await expect(page.getByTestId('recipient-row')).toHaveCount(10);
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(page.getByRole('button', { name: `Enviar cotización: ${N} Proveedor(es)` })).toBeVisible();
  await page.getByLabel('Busqueda Rapida').fill(`Mayorista ${tag} 1000`);
  await expect(page.getByTestId('recipient-row')).toHaveCount(1);
  await page.goBack();
  await expect(page.getByText(`Seleccionados (${N})`)).toBeVisible();
});
