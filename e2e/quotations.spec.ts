import { expect, test } from '@playwright/test';
import { receivedMail, waitForMail } from './support/mail.ts';
import { demo, loginAs } from './support/session.ts';
import { createSupplier } from './support/suppliers.ts';

const tag = `q${Date.now().toString(36)}`;
const suppliers = [1, 2, 3].map((n) => ({
  name: `Ferretería ${tag} ${n}`,
  email: `ventas${n}-${tag}@proveedor.test`,
}));
const subject = `Cotización ${tag}: cemento portland`;
const file = Buffer.from(`%PDF-1.4\n% pliego ${tag}\n${'x'.repeat(2000)}\n%%EOF\n`);

test.describe.configure({ mode: 'serial' });

test('gerente ticks suppliers in the list, composes, attaches a file, confirms and sends; each supplier receives it', async ({ page }) => {
  const token = await loginAs(page, demo('gerente'));
  const ids: number[] = [];
  for (const [i, s] of suppliers.entries()) ids.push(await createSupplier(page, token, s, i + 1, tag));
  const [chosen, notChosen] = [suppliers.slice(0, 2), suppliers[2]!];

  // Supplier list: tick two of the three, then 'Enviar cotización: 2 Proveedor(es)'.
  await page.goto('/proveedores');
  await page.getByLabel('Busqueda Rapida').fill(tag);
  await expect(page.getByTestId('supplier-row')).toHaveCount(3);
  for (const s of chosen) await page.getByLabel(`Seleccionar proveedor: ${s.name}`).check();
  await page.getByRole('button', { name: 'Enviar cotización: 2 Proveedor(es)' }).click();

  // The modal 'Nuevo Pedido de cotización': subject, rich text, the button with the count.
  const modal = page.getByRole('dialog', { name: 'Nuevo Pedido de cotización' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('Línea de asunto').fill(subject);
  await modal.getByTestId('rich-text').locator('.ProseMirror').click();
  await page.keyboard.type('Necesitamos precio de 500 bolsas de cemento.');
  await modal.getByRole('button', { name: 'Enviar cotización: 2 Proveedor(es)' }).click();

  await expect(page).toHaveURL(/\/cotizacion-confirmar\?borrador=/);
  await expect(page.getByRole('heading', { level: 2, name: 'Confirmar Cotización' })).toBeVisible();
  await expect(page.getByLabel('Línea de asunto')).toHaveValue(subject);
  // The draft is kept in the browser under the id in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByLabel('Línea de asunto')).toHaveValue(subject);
  await expect(page.getByTestId('recipient-row')).toHaveCount(2);
  for (const s of chosen) await expect(page.getByTestId('recipient-row').filter({ hasText: s.email })).toHaveCount(1);

  const input = page.getByTestId('dropzone').locator('input[type=file]');
  await input.setInputFiles({ name: 'pliego.pdf', mimeType: 'application/pdf', buffer: Buffer.from('primera versión') });
  await input.setInputFiles({ name: 'pliego.pdf', mimeType: 'application/pdf', buffer: file });
  await expect(page.getByTestId('attached-file')).toHaveCount(1);

  await page.getByRole('button', { name: 'Enviar cotización: 2 Proveedor(es)' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Desea enviar pedido de Cotización?')).toBeVisible();
  await expect(dialog.getByText('2 Proveedores recibirán el mail!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Cotización enviada con exito')).toBeVisible();
  await expect(page).toHaveURL(/\/cotizaciones$/);

  // History, then the detail: each recipient delivered.
  const row = page.getByTestId('quotation-row').filter({ hasText: subject });
  await expect(row).toBeVisible();
  await expect(row).toContainText('2');
  await row.getByRole('link', { name: `Ver ${subject}` }).click();
  await expect(page).toHaveURL(/\/cotizacion\/\d+\/ver-cotizacion$/);
  await expect(page.getByTestId('recipient-row')).toHaveCount(2);
  await expect(page.getByTestId('recipient-status').filter({ hasText: 'Entregado' })).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByText('Enviada', { exact: true })).toBeVisible();

  // The SMTP sink got one message per supplier, each only to that supplier, with the file.
  for (const s of chosen) {
    const mail = await waitForMail(s.email, new RegExp(tag));
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain('Necesitamos precio de 500 bolsas de cemento.');
    expect(mail.attachments).toHaveLength(1);
    expect(Buffer.compare(mail.attachments[0]!.content, file)).toBe(0);
  }
  const all = await receivedMail();
  for (const s of chosen) expect(all.filter((m) => m.to.includes(s.email)).map((m) => m.to)).toEqual([[s.email]]);
  expect(all.filter((m) => m.to.includes(notChosen.email))).toHaveLength(0);

  // 'Ver Cotizaciones' on a chosen supplier's detail lists it, delivered; the other has none.
  await page.getByRole('link', { name: `Ver ${chosen[0]!.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/operar-proveedor/${ids[0]}/consultar-proveedor$`));
  await page.getByRole('button', { name: 'Ver Cotizaciones' }).click();
  const sent = page.getByRole('dialog', { name: 'Cotizaciones enviadas' });
  const mine = sent.getByTestId('quotation-row').filter({ hasText: subject });
  await expect(mine).toBeVisible();
  await expect(mine.getByTestId('recipient-status')).toHaveText('Entregado');
  await page.goto(`/operar-proveedor/${ids[2]}/consultar-proveedor`);
  await page.getByRole('button', { name: 'Ver Cotizaciones' }).click();
  await expect(page.getByRole('dialog', { name: 'Cotizaciones enviadas' }).getByText('No tiene cotizaciones!')).toBeVisible();
});

test('analista sees the history and the detail, and cannot send', async ({ page }) => {
  await loginAs(page, demo('analista'));
  await page.goto('/proveedores');
  await page.getByLabel('Busqueda Rapida').fill(tag);
  await expect(page.getByTestId('supplier-row')).toHaveCount(3);
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  await page.goto('/cotizaciones');
  const row = page.getByTestId('quotation-row').filter({ hasText: subject });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: `Ver ${subject}` }).click();
  await expect(page.getByTestId('recipient-row')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Enviar Nuevo pedido de cotización' })).toHaveCount(0);
  // The request's file downloads from the detail, through the analista's session.
  const [pliego] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar pliego.pdf' }).click()]);
  expect(pliego.suggestedFilename()).toBe('pliego.pdf');
  await page.goto('/cotizacion/new/nueva-cotizacion');
  await expect(page).toHaveURL(/\/$/);
});
