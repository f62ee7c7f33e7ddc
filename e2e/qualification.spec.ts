import { expect, type Page, test } from '@playwright/test';
import { linkIn, waitForMail } from './support/mail.ts';
import { demo, loginAs } from './support/session.ts';

const tag = `cal${Date.now().toString(36)}`;
const phone = { width: 390, height: 844 };
const pdf = Buffer.from(`%PDF-1.4\n% constancia ${tag}\n${'x'.repeat(2000)}\n%%EOF\n`);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** A day (aaaa-mm-dd) as a person types it: dd/mm/aaaa. */
const dayMonthYear = (day: string) => day.split('-').reverse().join('/');

/** A supplier registered through the public call, as the wizard sends it; returns its e-mail. */
async function registerSupplier(page: Page, n: number, name: string): Promise<string> {
  const email = `alta${n}-${tag}@calificacion.test`;
  const res = await page.request.post('/api/auth/proveedor/', {
    data: {
      pais: 'Paraguay',
      registro: `${Date.now() % 10_000_000}${n}-${n}`,
      tipoProveedor: 'S.A.',
      razonSocial: `${name} S.A.`,
      nombreFantasia: name,
      actividad: 'Bienes y Servicios',
      documentoIdentidad: '1234567',
      telefonoEjecutivo: '0981123456',
      emailEjecutivo: `ej${n}-${tag}@calificacion.test`,
      telephone: '021555666',
      tipoTelephone: '595',
      email,
      segmento: 'MATERIA PRIMA',
      rubro: ['Otros'],
      inicioActividad: '2012-05-01',
      representanteLegal: 'Marta Benítez',
      puesto: 'Gerente',
      nombreEjecutivo: 'Ana Ruiz',
      estado: 'Central',
      ciudad: 'Luque',
      calle: 'Ruta 2 km 12',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

/** The id of the supplier found by the quick search (staff token). */
async function supplierId(page: Page, token: string, name: string): Promise<number> {
  const res = await page.request.get(`/api/auth/proveedores/?q=${encodeURIComponent(name)}`, { headers: { authorization: `Bearer ${token}` } });
  const rows = (await res.json()).data as { id: number }[];
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

/**
 * A public registration is a request staff accept before it receives quotation requests
 * (docs/product.md#supplier-admission): the gerente accepts these through the API.
 */
async function acceptRequests(page: Page, names: string[]) {
  const login = await page.request.post('/api/auth/pre-login-email', { data: { email: demo('gerente'), password: 'demo1234' } });
  const token = (await login.json()).token as string;
  for (const name of names) {
    const id = await supplierId(page, token, name);
    const res = await page.request.post(`/api/auth/solicitudes-alta/${id}/decision`, {
      headers: { authorization: `Bearer ${token}` },
      data: { aceptar: true },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** Rated Rechazado through the API: proposed by the gerente, approved by the admin. */
async function reject(page: Page, id: number, gerente: string, admin: string) {
  const proposal = await page.request.post(`/api/auth/proveedor/${id}/calificacion`, {
    headers: { authorization: `Bearer ${gerente}` },
    data: { calificacion: 'Rechazado', motivo: 'Incumplió entregas en obra' },
  });
  expect(proposal.status(), await proposal.text()).toBeLessThan(300);
  const decision = await page.request.post(`/api/auth/proveedor/${id}/calificacion/${(await proposal.json()).id}/decision`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { aprobar: true, comentario: 'De acuerdo' },
  });
  expect(decision.status(), await decision.text()).toBeLessThan(300);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-1400.png`), fullPage: true });
  await page.setViewportSize(phone);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1400, height: 900 });
}

test('a supplier fills its questionnaire and a document; a gerente proposes, the admin approves; a Rechazado supplier cannot be picked', async ({
  page,
}) => {
  test.slow();
  const own = `Canteras ${tag}`;
  const rejected = `Ladrillera ${tag}`;
  const email = await registerSupplier(page, 1, own);
  await registerSupplier(page, 2, rejected);
  const unrated = `Arenera ${tag}`;
  await registerSupplier(page, 3, unrated);
  await acceptRequests(page, [own, rejected, unrated]);

  // The supplier sets its password from the confirmation e-mail and logs in, on a phone.
  const mail = await waitForMail(email, /inscripción como proveedor/);
  const key = new URL(linkIn(mail, '/page-completar-cadastro/')).pathname.split('/').pop()!;
  const done = await page.request.put(`/api/auth/complete-registration/${key}`, { data: { password: 'canteras-2024!' } });
  expect(done.status(), await done.text()).toBe(200);
  await page.setViewportSize(phone);
  await loginAs(page, email, 'canteras-2024!');
  await page.goto('/perfil-proveedor');

  // The questionnaire: one No, then saved.
  const questionnaire = page.getByTestId('questionnaire-panel');
  await expect(questionnaire.getByRole('heading', { name: 'Cuestionario de evaluación' })).toBeVisible();
  await questionnaire.getByRole('radiogroup', { name: /^9\. / }).getByLabel('No', { exact: true }).check();
  await questionnaire.getByRole('button', { name: 'Guardar cuestionario' }).click();
  await expect(page.getByText('Cuestionario guardado.')).toBeVisible();

  // A PDF document with its expiry.
  const documents = page.getByTestId('documents-panel');
  // Typed as a person types a date: dd/mm/aaaa.
  for (const [label, day] of [['Fecha de emisión', inDays(-30)], ['Fecha de vencimiento', inDays(300)]] as const) {
    await documents.getByLabel(label).pressSequentially(dayMonthYear(day));
    await documents.getByLabel(label).press('Tab');
  }
  await documents.locator('input[type=file]').setInputFiles({ name: 'constancia-ruc.pdf', mimeType: 'application/pdf', buffer: pdf });
  await documents.getByRole('button', { name: 'Subir documento' }).click();
  await expect(page.getByText('Documento subido.')).toBeVisible();
  await expect(documents.getByTestId('document-row')).toHaveCount(1);
  await expect(documents.getByTestId('document-row')).toContainText('Vigente');

  // The gerente proposes a rating with a reason, on the supplier's detail.
  const gerente = await loginAs(page, demo('gerente'));
  const id = await supplierId(page, gerente, own);
  await page.goto(`/operar-proveedor/${id}/consultar-proveedor`);
  const rating = page.getByTestId('rating-panel');
  await rating.getByLabel('Calificación').click();
  await page.getByRole('option', { name: 'Muy bueno' }).click();
  await rating.getByLabel('Motivo').fill('Cumple plazos; falta responsable ambiental');
  await page.getByRole('button', { name: 'Proponer calificación' }).click();
  await expect(page.getByText('Propuesta enviada para aprobación.')).toBeVisible();
  await expect(page.getByText('Calificación pendiente de aprobación').first()).toBeVisible();

  // The admin approves it.
  const admin = await loginAs(page, demo('admin'));
  await page.goto(`/operar-proveedor/${id}/consultar-proveedor`);
  await page.getByTestId('rating-panel').getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByText('Calificación aprobada.')).toBeVisible();
  await expect(page.getByTestId('rating-in-force')).toContainText('Muy bueno');

  // A Rechazado supplier shows disabled, with the reason, in the quotation picker.
  await reject(page, await supplierId(page, gerente, rejected), gerente, admin);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/cotizacion/new/nueva-cotizacion');
  await page.getByLabel('Busqueda Rapida').fill(tag);
  await expect(page.getByTestId('picker-row')).toHaveCount(3);
  await expect(page.getByRole('checkbox', { name: new RegExp(`Elegir .*${rejected}`) })).toBeDisabled();
  await expect(page.getByTestId('picker-rejected')).toHaveText('Calificado como Rechazado: no recibe pedidos de cotización.');
  await shoot(page, 'picker');

  // The confirm screen: a supplier not evaluated is flagged before the send dialog.
  await page.getByLabel('Línea de asunto').fill(`Cotización ${tag}`);
  await page.getByTestId('rich-text').locator('.ProseMirror').click();
  await page.keyboard.type('Piedra triturada 6ta.');
  for (const name of [own, unrated]) await page.getByRole('checkbox', { name: new RegExp(`Elegir .*${name}`) }).check();
  await page.getByRole('button', { name: 'Enviar cotización: 2 Proveedor(es)' }).click();
  await expect(page.getByTestId('qualification-warning')).toContainText('1 proveedor sin evaluar');
  await shoot(page, 'confirm');

  // The dashboard's "Documentos por vencer" leads to the list filtered by document status.
  await page.goto('/');
  await expect(page.getByTestId('dashboard-documents-expiring')).toBeVisible();
  await shoot(page, 'dashboard');
  await page.getByTestId('dashboard-documents-expiring').click();
  await expect(page).toHaveURL(/\/proveedores\?documentos=Por\+vencer$/);
  await expect(page.getByRole('combobox', { name: 'Estado de documentos' })).toHaveValue('Por vencer');
});
