import { expect, type APIRequestContext, type Locator, type Page, test } from '@playwright/test';
import { receivedMail, waitForMail } from './support/mail.ts';
import { demo, loginAs } from './support/session.ts';

/**
 * Script payloads typed into the forms and stored through the API, then every screen that shows
 * them and every e-mail that carries them: no dialog may ever open. A payload that ran would
 * call alert(); a fired dialog fails the test with its message.
 */

test.describe.configure({ timeout: 300_000 });

const CORPUS = [
  '<script>alert("xss-script")</script>',
  '<img src=x onerror=alert("xss-img")>',
  '"><script>alert("xss-attr")</script>',
  '\'><img src=x onerror=alert(\'xss-attr2\')>',
  '<svg onload=alert("xss-svg")>',
  '<svg><script>alert("xss-svg-script")</script></svg>',
  'javascript:alert("xss-js-url")',
  '<a href="javascript:alert(\'xss-link\')">clic</a>',
  '<div onmouseover="alert(\'xss-hover\')" style="position:fixed;inset:0;z-index:9999">x</div>',
  '<iframe src="javascript:alert(\'xss-iframe\')"></iframe>',
  '<details open ontoggle=alert("xss-toggle")>',
  '<body onload=alert("xss-body")>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert("xss-mxss")>',
  '{{constructor.constructor("alert(\'xss-template\')")()}}',
];
const payload = (i: number) => CORPUS[i % CORPUS.length]!;
const tag = `x${Date.now().toString(36)}`;

/** Fails the test at its end if any dialog opened on the page (and closes it so nothing hangs). */
function watchDialogs(page: Page): string[] {
  const fired: string[] = [];
  page.on('dialog', (dialog) => {
    // Leaving a form with typed text asks first (docs/product.md#unsaved-work): the test leaves.
    if (dialog.type() === 'beforeunload') {
      void dialog.accept().catch(() => undefined);
      return;
    }
    fired.push(`${dialog.type()}: ${dialog.message()} (on ${page.url()})`);
    void dialog.dismiss().catch(() => undefined);
  });
  return fired;
}

/** Fills every text field inside `root` with a payload each; returns how many it filled. */
async function typeEverywhere(root: Locator, offset = 0): Promise<number> {
  const fields = root.locator(
    'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]):not([readonly]):not([disabled]), textarea:not([disabled]):not([readonly]), [contenteditable=true]',
  );
  let filled = 0;
  // Lazy pages: the form is there once its first field is.
  await expect(fields.first()).toBeVisible();
  const count = await fields.count();
  for (let i = 0; i < count; i++) {
    const field = fields.nth(i);
    if (!(await field.isVisible())) continue;
    // A number or date field refuses letters: that is fine, it then holds nothing to run.
    if (await field.fill(payload(i + offset), { timeout: 3_000 }).then(() => true, () => false)) filled += 1;
  }
  await root.page().keyboard.press('Escape');
  return filled;
}

/** A screen shows what was stored; no link on it may be a javascript: address. */
async function visit(page: Page, url: string, shows?: string | RegExp) {
  await page.goto(url);
  if (shows) await expect(page.getByText(shows).first()).toBeVisible();
  await page.mouse.move(300, 300);
  await page.mouse.move(700, 500);
  await expect(page.locator('a[href^="javascript:" i], iframe[src^="javascript:" i]')).toHaveCount(0);
}

async function api(request: APIRequestContext, token: string, method: 'post' | 'put', url: string, data: unknown) {
  const res = await request[method](url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

/** Every e-mail received so far that mentions the run, rendered as a page: no dialog. */
async function renderMails(page: Page, marker: string): Promise<number> {
  let rendered = 0;
  for (const { mail } of await receivedMail()) {
    const html = typeof mail.html === 'string' ? mail.html : '';
    if (!html.includes(marker) && !(mail.subject ?? '').includes(marker)) continue;
    await page.setContent(html, { waitUntil: 'load' });
    await page.mouse.move(200, 200);
    await page.mouse.move(600, 400);
    rendered += 1;
  }
  return rendered;
}

test('procurement: suppliers, registration, users and quotations never run a stored payload', async ({ page }) => {
  const fired = watchDialogs(page);
  // The detector itself: a payload that does run is caught.
  await page.setContent(payload(1), { waitUntil: 'load' });
  await expect.poll(() => fired.length).toBe(1);
  fired.length = 0;

  const token = await loginAs(page, demo('gerente'));
  const adminToken = (await (await page.request.post('/api/auth/pre-login-email', { data: { email: demo('admin'), password: 'demo1234' } })).json()).token as string;

  // A supplier whose every free text is a payload (through the API: typing adds nothing here).
  const texts = {
    razonSocial: `${tag} ${payload(0)}`,
    nombreFantasia: `${tag} ${payload(1)}`,
    representanteLegal: payload(2),
    puesto: payload(3),
    nombreEjecutivo: payload(4),
    estado: payload(5),
    ciudad: payload(6),
    calle: payload(7),
    especialidad: payload(8),
    detalle: payload(12),
  };
  const supplier = await api(page.request, token, 'post', '/api/auth/proveedor/', {
    pais: 'Paraguay',
    registro: `9${Date.now() % 10_000_000}-3`,
    tipoProveedor: 'S.A.',
    actividad: 'Bienes y Servicios',
    documentoIdentidad: '1234567',
    telefonoEjecutivo: '0981123456',
    emailEjecutivo: [`ventas-${tag}@xss.test`],
    telephone: '021555666',
    email: `info-${tag}@xss.test`,
    segmento: 'OTROS',
    rubro: ['Otros'],
    ...texts,
  });

  // Typed: every field of the create form, then the edit form saved with payloads.
  await page.goto('/operar-proveedor/new/registrar-proveedor');
  expect(await typeEverywhere(page.getByTestId('supplier-form'))).toBeGreaterThan(10);
  await page.goto(`/operar-proveedor/${supplier._id}/editar-proveedor`);
  const form = page.getByTestId('supplier-form');
  await form.getByLabel('Nombre de Fantasía').fill(`${tag} ${payload(9)}`);
  await form.getByLabel('Dirección').fill(payload(10));
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Proveedor editado con exito')).toBeVisible();

  // The public registration wizard, typed into, and a registration with payloads through the API.
  await page.evaluate(() => localStorage.removeItem('abasto.token'));
  await page.goto('/register-proveedor');
  await expect(page.getByRole('heading', { name: 'Inscripción de Proveedores' })).toBeVisible();
  expect(await typeEverywhere(page.locator('body'), 3)).toBeGreaterThan(3);
  const registration = await page.request.post('/api/auth/proveedor/', {
    data: {
      pais: 'Paraguay',
      registro: `7${Date.now() % 10_000_000}-1`,
      tipoProveedor: 'S.A.',
      actividad: 'Bienes y Servicios',
      documentoIdentidad: '7654321',
      telefonoEjecutivo: '0981123456',
      emailEjecutivo: `alta-ej-${tag}@xss.test`,
      telephone: '021555666',
      tipoTelephone: '595',
      email: `alta-${tag}@xss.test`,
      segmento: 'OTROS',
      rubro: ['Otros'],
      inicioActividad: '2010-03-01',
      ...texts,
      razonSocial: `${tag} alta ${payload(11)}`,
      nombreFantasia: `${tag} alta ${payload(13)}`,
    },
  });
  expect(registration.status(), await registration.text()).toBe(201);
  // A public registration waits for staff to accept it (docs/product.md#supplier-admission).
  const staff = { authorization: `Bearer ${adminToken}` };
  const pending = (await (await page.request.get('/api/auth/solicitudes-alta', { headers: staff })).json()).data as { id: number; razonSocial: string }[];
  const request = pending.find((r) => r.razonSocial.startsWith(`${tag} alta`))!;
  const accepted = await page.request.post(`/api/auth/solicitudes-alta/${request.id}/decision`, { headers: staff, data: { aceptar: true } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await page.evaluate((t) => localStorage.setItem('abasto.token', t), adminToken);

  // Typed: a user invited with payloads for names.
  await page.goto('/operar-usuario/new/registrar-usuario');
  await page.getByLabel('Nombre').fill(`${tag} ${payload(1)}`);
  await page.getByLabel('Apellido').fill(payload(4));
  await page.getByLabel('Correo Electronico').fill(`inv-${tag}@xss.test`);
  await page.getByRole('button', { name: 'Registrar usuario' }).click();
  await expect(page.getByText('usuario creado con exito')).toBeVisible();
  await page.keyboard.press('Escape');

  // Typed: a quotation composed (subject and rich text), confirmed and sent to the supplier.
  await page.goto('/cotizacion/new/nueva-cotizacion');
  await page.getByLabel('Línea de asunto').fill(`${tag} ${payload(2)}`);
  await page.getByTestId('rich-text').locator('.ProseMirror').click();
  await page.keyboard.type(`${payload(0)} ${payload(1)}`);
  await page.getByLabel('Busqueda Rapida').fill(tag);
  // The supplier created above and the one registered: both carry the tag.
  await expect(page.getByTestId('picker-row')).toHaveCount(2);
  for (const box of await page.getByTestId('picker-row').getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Enviar cotización: 2 Proveedor(es)' }).click();
  await expect(page).toHaveURL(/\/cotizacion-confirmar/);
  // The confirmation shows the draft read-only: what matters is that it shows it inertly.
  await expect(page.getByLabel('Línea de asunto')).toHaveValue(`${tag} ${payload(2)}`);
  await expect(page.getByTestId('recipient-row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Enviar cotización: 2 Proveedor(es)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Cotización enviada con exito')).toBeVisible();
  // And one through the API whose description is raw markup (the server sanitises it).
  const quotation = await api(page.request, adminToken, 'post', '/api/cotizacion', {
    title: `${tag} ${payload(4)}`,
    descripcion: CORPUS.join('<br>'),
    fornecedores: [{ _id: supplier._id }],
    file: [],
  });

  // Every screen that shows them.
  await visit(page, `/proveedores?q=${tag}`, tag);
  await visit(page, `/operar-proveedor/${supplier._id}/consultar-proveedor`);
  await visit(page, '/');
  await visit(page, '/cotizaciones', tag);
  await visit(page, `/cotizacion/${quotation.data._id}/ver-cotizacion`, tag);
  await visit(page, '/usuarios');
  const users = (await (await page.request.get('/api/auth/usuarios/', { headers: { authorization: `Bearer ${adminToken}` } })).json()).data;
  const invited = users.find((u: { email: string }) => u.email === `inv-${tag}@xss.test`);
  await visit(page, `/operar-usuario/${invited._id}/consultar-usuario`);

  // The Correos page and each e-mail's view.
  await waitForMail(`ventas-${tag}@xss.test`);
  await waitForMail(`inv-${tag}@xss.test`);
  await visit(page, '/correos');
  await page.getByLabel('Buscar correos').fill(tag);
  const mailRows = page.locator('[data-testid^="mail-row-"]');
  // The search is debounced: count the rows only once the list shows just this run's messages
  // (each of them goes to an address carrying the tag).
  await expect(mailRows.first()).toBeVisible();
  await expect(mailRows.filter({ hasNotText: tag })).toHaveCount(0);
  const shown = await mailRows.count();
  for (let i = 0; i < shown; i++) {
    await mailRows.nth(i).click();
    await expect(page.getByTestId('mail-html')).toBeVisible();
    await page.keyboard.press('Escape');
  }

  // Every e-mail body received, rendered without the app's sandbox.
  expect(await renderMails(page, tag)).toBeGreaterThanOrEqual(2);
  expect(fired).toEqual([]);
});

test('care: events, prescriptions, contents and messages never run a stored payload', async ({ browser }) => {
  const doctorContext = await browser.newContext();
  const patientContext = await browser.newContext();
  try {
    const doctor = await doctorContext.newPage();
    const patient = await patientContext.newPage();
    const fired = [...[doctor, patient].map(watchDialogs)];
    const token = await loginAs(doctor, demo('medico'));
    await loginAs(patient, demo('paciente'));
    const paula = (await api(doctor.request, token, 'post', '/api/mensajes', { to: await patientId(doctor, token), texto: `${tag} ${payload(0)}` })).data;

    // Through the API: an event for today, a prescription, a content.
    const start = new Date(Date.now() + 3600_000);
    start.setUTCMinutes(0, 0, 0);
    await api(doctor.request, token, 'post', '/api/event', {
      title: `${tag} ${payload(1)}`,
      description: payload(2),
      start: start.toISOString(),
      end: new Date(start.getTime() + 3600_000).toISOString(),
      type: 'location',
      location: payload(3),
      duration: payload(4),
      guests: [paula.recipientId],
    });
    const receta = (
      await api(doctor.request, token, 'post', '/api/recetas', {
        title: `${tag} ${payload(5)}`,
        patientId: paula.recipientId,
        notes: payload(6),
        remedios: [{ name: payload(7), dose: payload(8), unit: 'mg', interval: payload(9), quantity: '1', administration: 'Oral' }],
      })
    ).data;
    const content = (
      await api(doctor.request, token, 'post', '/api/contenido', {
        title: `${tag} ${payload(10)}`,
        description: payload(11),
        type: 'Artigo',
        content: CORPUS.join('\n'),
      })
    ).data;
    await api(doctor.request, token, 'put', `/api/recetas/${receta._id}/contenidos`, { contentIds: [content._id] });

    // Typed: every field of the event form and of the content form; a chat message and a prescription saved.
    await doctor.goto('/agenda');
    await doctor.getByRole('button', { name: '+ Evento' }).click();
    expect(await typeEverywhere(doctor.getByTestId('event-form'), 2)).toBeGreaterThan(2);
    await doctor.goto('/ver-conteudo/novo/editar-conteudo');
    await expect(doctor.getByLabel('Título')).toBeVisible();
    expect(await typeEverywhere(doctor.locator('body'), 5)).toBeGreaterThan(2);

    await doctor.goto('/messages');
    await doctor.getByRole('button', { name: 'Nova conversa' }).click();
    await doctor.getByRole('textbox', { name: 'Buscar pelo nome' }).fill('paula');
    await doctor.getByTestId('chat-contact').filter({ hasText: 'Paula Oliveira' }).click();
    await doctor.getByRole('textbox', { name: 'Mensagem' }).fill(`${tag} ${payload(12)}`);
    await doctor.keyboard.press('Enter');
    await expect(doctor.getByTestId('chat-message').filter({ hasText: payload(12) })).toBeVisible();

    await doctor.goto('/receitas');
    await doctor.getByRole('button', { name: 'Nova receita' }).click();
    const form = doctor.getByRole('dialog', { name: 'Nova receita' });
    await form.getByLabel('Título').fill(`${tag} ${payload(13)}`);
    await form.getByRole('combobox', { name: 'Paciente' }).click();
    await doctor.getByRole('option', { name: 'Paula Oliveira' }).click();
    const row = form.getByTestId('remedio-row').first();
    await row.getByLabel('Remédio', { exact: true }).fill(payload(1));
    await row.getByLabel('Dose', { exact: true }).fill(payload(4));
    await row.getByLabel('Intervalo', { exact: true }).fill(payload(8));
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(doctor.getByText('Receita criada com sucesso!')).toBeVisible();

    // Every screen that shows them, as the doctor and as the patient.
    for (const page of [doctor, patient]) {
      await visit(page, '/agenda', tag);
      await page.getByTestId('calendar').getByText(tag).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByTestId('calendar').getByRole('tab', { name: 'Lista' }).click();
      await expect(page.getByTestId('calendar').getByText(tag).first()).toBeVisible();
      await visit(page, '/messages', tag);
      await page.getByText(tag).first().click();
      await expect(page.getByTestId('chat-message').filter({ hasText: tag }).first()).toBeVisible();
      await visit(page, '/receitas', tag);
      await page.getByRole('link', { name: `${tag} ${payload(5)}`, exact: true }).click();
      await expect(page.getByTestId('prescription-title')).toHaveText(`${tag} ${payload(5)}`);
      await visit(page, '/conteudos', tag);
      await visit(page, `/ver-conteudo/${content._id}/editar-conteudo`);
      await visit(page, '/');
    }
    expect(await renderMails(doctor, tag)).toBeGreaterThanOrEqual(0);
    expect(fired.flat()).toEqual([]);
  } finally {
    await doctorContext.close();
    await patientContext.close();
  }
});

async function patientId(page: Page, token: string): Promise<number> {
  const res = await page.request.get('/api/auth/pacientes', { headers: { authorization: `Bearer ${token}` } });
  const people = (await res.json()).data as { _id: number; name: string }[];
  const paula = people.find((p) => p.name === 'Paula');
  if (!paula) throw new Error('the demo patient Paula is missing');
  return paula._id;
}
