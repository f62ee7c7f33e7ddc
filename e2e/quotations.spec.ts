import { expect, type Page, test } from '@playwright/test';
import { receivedMail, waitForMail } from './support/mail.ts';
import { demo, loginAs } from './support/session.ts';

const tag = `q${Date.now().toString(36)}`;
const suppliers = [1, 2].map((n) => ({
  name: `Ferretería ${tag} ${n}`,
  email: `ventas${n}-${tag}@proveedor.test`,
}));
const subject = `Cotización ${tag}: cemento portland`;
const file = Buffer.from(`%PDF-1.4\n% pliego ${tag}\n${'x'.repeat(2000)}\n%%EOF\n`);

async function createSupplier(page: Page, token: string, s: (typeof suppliers)[number], n: number) {
  const res = await page.request.post('/api/auth/proveedor/', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      pais: 'Paraguay',
      registro: `${Date.now() % 10_000_000}${n}-${n}`,
      tipoProveedor: 'S.A.',
      razonSocial: `${s.name} S.A.`,
      nombreFantasia: s.name,
      actividad: 'Bienes y Servicios',
      documentoIdentidad: '1234567',
      puesto: 'Gerente',
      nombreEjecutivo: 'Ana Ruiz',
      telefonoEjecutivo: '0981123456',
      emailEjecutivo: [s.email],
      ciudad: 'Luque',
      calle: 'Ruta 2 km 12',
      telephone: '021555666',
      email: `info${n}-${tag}@proveedor.test`,
      segmento: 'MATERIA PRIMA',
      rubro: ['Otros'],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.describe.configure({ mode: 'serial' });

test('gerente picks suppliers, composes, attaches a file, confirms and sends; each supplier receives it', async ({ page }) => {
  const token = await loginAs(page, demo('gerente'));
  for (const [i, s] of suppliers.entries()) await createSupplier(page, token, s, i + 1);

  await page.goto('/cotizacion/new/nueva-cotizacion');
  await expect(page.getByRole('heading', { name: 'Nueva Cotización' })).toBeVisible();
  await page.getByLabel('Línea de asunto').fill(subject);
  const editor = page.getByTestId('rich-text').locator('.ProseMirror');
  await editor.click();
  await page.keyboard.type('Necesitamos precio de 500 bolsas de cemento.');
  await page.getByLabel('Busqueda Rapida').fill(tag);
  await expect(page.getByTestId('picker-row')).toHaveCount(2);
  for (const s of suppliers) await page.getByLabel(`Elegir ${s.name}`).check();
  await page.getByRole('button', { name: 'Enviar cotización: 2 Proveedor(es)' }).click();

  await expect(page).toHaveURL(/\/cotizacion-confirmar\?cotizacion=/);
  await expect(page.getByRole('heading', { name: 'Confirmar Cotización' })).toBeVisible();
  await expect(page.getByLabel('Línea de asunto')).toHaveValue(subject);
  // The draft lives in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByLabel('Línea de asunto')).toHaveValue(subject);
  await expect(page.getByTestId('recipient-row')).toHaveCount(2);

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

  const row = page.getByTestId('quotation-row').filter({ hasText: subject });
  await expect(row).toBeVisible();
  await expect(row).toContainText('2');
  await row.getByRole('link', { name: `Ver ${subject}` }).click();
  await expect(page).toHaveURL(/\/cotizacion\/\d+\/ver-cotizacion$/);
  await expect(page.getByTestId('recipient-row')).toHaveCount(2);
  await expect(page.getByTestId('recipient-status').filter({ hasText: 'Entregado' })).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByText('Enviada', { exact: true })).toBeVisible();

  for (const s of suppliers) {
    const mail = await waitForMail(s.email, new RegExp(tag));
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain('Necesitamos precio de 500 bolsas de cemento.');
    expect(mail.attachments).toHaveLength(1);
    expect(Buffer.compare(mail.attachments[0]!.content, file)).toBe(0);
  }
  const all = await receivedMail();
  for (const s of suppliers) expect(all.filter((m) => m.to.includes(s.email)).map((m) => m.to)).toEqual([[s.email]]);
});

test('analista sees the history and the detail, and cannot send', async ({ page }) => {
  await loginAs(page, demo('analista'));
  await page.goto('/cotizaciones');
  const row = page.getByTestId('quotation-row').filter({ hasText: subject });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: `Ver ${subject}` }).click();
  await expect(page.getByTestId('recipient-row')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Enviar Nuevo pedido de cotización' })).toHaveCount(0);
  await page.goto('/cotizacion/new/nueva-cotizacion');
  await expect(page).toHaveURL(/\/$/);
});
