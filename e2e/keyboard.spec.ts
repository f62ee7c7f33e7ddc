import { expect, type Page, test } from '@playwright/test';
import { waitForMail } from './support/mail.ts';
import { sourcingRequest, userWithCodeStep } from './support/requests.ts';
import { demo, loginAs } from './support/session.ts';
import { createSupplier } from './support/suppliers.ts';

// Keyboard-only journeys (docs/product.md#layout): after the page is opened, only the keyboard.

/** Presses Tab until the focused element matches, as a person looks for a control. */
async function tabTo(page: Page, matches: (el: { name: string; role: string; tag: string }) => boolean, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      if (!a) return { name: '', role: '', tag: '' };
      const label = a.getAttribute('aria-label') ?? (a.id ? document.querySelector(`label[for="${a.id}"]`)?.textContent : null) ?? a.textContent ?? '';
      return { name: label.trim(), role: a.getAttribute('role') ?? '', tag: a.tagName.toLowerCase() };
    });
    if (matches(el)) return;
  }
  throw new Error('the control was not reached by Tab');
}

/** What the focused element is called: its aria-label, its label (without the required asterisk) or its text. */
async function focusedName(page: Page) {
  return page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    if (!a) return { name: '', role: '', tag: '' };
    const label = a.getAttribute('aria-label') ?? (a.id ? document.querySelector(`label[for="${a.id}"]`)?.textContent : null) ?? a.textContent ?? '';
    return { name: label.replace(/\s*\*\s*$/, '').trim(), role: a.getAttribute('role') ?? '', tag: a.tagName.toLowerCase() };
  });
}

/**
 * Walks a form with Tab, as a person does, and at each field named in `fill` runs its keys; fails
 * if a field was never reached.
 */
async function fillByTab(page: Page, fill: Record<string, () => Promise<void>>, max = 120) {
  const pending = new Map(Object.entries(fill));
  for (let i = 0; i < max && pending.size > 0; i++) {
    await page.keyboard.press('Tab');
    const { name, tag } = await focusedName(page);
    const run = tag === 'input' || tag === 'textarea' ? pending.get(name) : undefined;
    if (run) {
      await run();
      pending.delete(name);
    }
  }
  expect([...pending.keys()], 'fields not reached by Tab').toEqual([]);
}

/** Types into the focused Mantine select what a person types, then takes the first option found. */
const chooseTyped = (page: Page, text: string) => async () => {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await expect(page.getByRole('option', { name: text, exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
};

test('log in with the code step, by keyboard only', async ({ page, request }) => {
  const email = await userWithCodeStep(request, 'clave-teclado-1');
  await page.goto('/page-login');
  await tabTo(page, (el) => el.tag === 'input' && /E-mail/.test(el.name));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('clave-teclado-1');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Te enviamos un código de 4 dígitos por mail.')).toBeVisible();
  const mail = await waitForMail(email, /código/);
  const code = /\b(\d{4})\b/.exec(mail.text ?? '')?.[1] ?? '';
  // The first digit's box has the focus, or is the next Tab stop.
  const focusedCode = await page.evaluate(() => document.activeElement?.getAttribute('autocomplete') === 'one-time-code');
  if (!focusedCode) await tabTo(page, (el) => el.tag === 'input');
  await page.keyboard.type(code);
  await expect(page.getByText('Conectado a Abasto')).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('create a supplier, by keyboard only: text fields, selects, a date and a multi-select', async ({ page }) => {
  test.slow();
  await loginAs(page, demo('gerente'));
  await page.goto('/operar-proveedor/new/registrar-proveedor');
  await expect(page.getByTestId('supplier-title')).toHaveText('Creando Proveedor');
  const stamp = Date.now().toString().slice(-7);
  const type = (text: string) => () => page.keyboard.type(text);
  await fillByTab(page, {
    'RUC / CNPJ / ID': type(`7${stamp}-2`),
    'Tipo de Proveedor': chooseTyped(page, 'S.R.L.'),
    'Representante Legal': type('Liz Cardozo'),
    'Documento de Identidad': type('4567890'),
    Puesto: type('Presidente'),
    'Nombre del Ejecutivo': type('Néstor Peña'),
    'Teléfono del Ejecutivo': type('0981777888'),
    'Email del Ejecutivo': type(`ventas${stamp}@teclado.com.py`),
    'Razón Social / Nombre': type(`Teclados del Sur ${stamp} S.R.L.`),
    'Nombre de Fantasía': type(`Teclados ${stamp}`),
    'Tipo de Actividad': chooseTyped(page, 'Servicios'),
    'Inicio de Actividades': type('01/05/2008'),
    'Departamento/Estado': type('Itapúa'),
    Ciudad: type('Encarnación'),
    Dirección: type('Av. Irrazábal 1200'),
    'Teléfono número': type('071205300'),
    Email: type(`info${stamp}@teclado.com.py`),
    Segmento: chooseTyped(page, 'CONSTRUCCIÓN CIVIL'),
    Rubro: chooseTyped(page, 'Cementos'),
  });
  await tabTo(page, (el) => el.tag === 'button' && el.name === 'Registrar Proveedor', 80);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Proveedor creado con exito')).toBeVisible();
  await expect(page).toHaveURL(/\/operar-proveedor\/\d+\/consultar-proveedor$/);
  const form = page.getByTestId('supplier-form');
  await expect(form.getByRole('combobox', { name: 'Tipo de Proveedor' })).toHaveValue('S.R.L.');
  await expect(form.getByRole('combobox', { name: 'Tipo de Actividad' })).toHaveValue('Servicios');
  await expect(form.getByRole('combobox', { name: 'Segmento' })).toHaveValue('CONSTRUCCIÓN CIVIL');
  await expect(form.getByText('Cementos', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Inicio de Actividades')).toHaveValue('01/05/2008');
});

test('send a quotation with an attachment, by keyboard only', async ({ page }) => {
  test.slow();
  const token = await loginAs(page, demo('gerente'));
  const tag = `k${Date.now().toString(36)}`;
  const supplier = { name: `Teclas ${tag}`, email: `ventas-${tag}@proveedor.test` };
  await createSupplier(page, token, supplier, 7, tag);
  await page.goto(`/proveedores?q=${tag}`);
  await expect(page.getByTestId('supplier-row')).toHaveCount(1);

  await tabTo(page, (el) => el.tag === 'input' && el.name === `Seleccionar proveedor: ${supplier.name}`);
  await page.keyboard.press('Space');
  await tabTo(page, (el) => el.tag === 'button' && el.name === 'Enviar cotización: 1 Proveedor(es)', 80);
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Nuevo Pedido de cotización' });
  await expect(modal).toBeVisible();
  const subject = `Pedido por teclado ${tag}`;
  await tabTo(page, (el) => el.tag === 'input' && /Línea de asunto/.test(el.name));
  await page.keyboard.type(subject);
  await tabTo(page, (el) => el.role === 'textbox' && /Descripción/.test(el.name));
  await page.keyboard.type('Precio de 20 bolsas de cemento.');
  await tabTo(page, (el) => el.tag === 'button' && el.name === 'Enviar cotización: 1 Proveedor(es)');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/cotizacion-confirmar\?borrador=/);
  await expect(page.getByRole('heading', { level: 2, name: 'Confirmar Cotización' })).toBeVisible();
  // The drop area is reached by Tab and opens the file chooser with Enter; the chooser is the
  // system's, so the test hands it the file.
  await tabTo(page, (el) => el.name.includes('Arrastrá archivos acá'), 80);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(600, 3)]);
  await (await chooser).setFiles({ name: 'pliego-teclado.pdf', mimeType: 'application/pdf', buffer: file });
  await expect(page.getByTestId('attached-file')).toHaveCount(1);
  await tabTo(page, (el) => el.tag === 'button' && el.name === 'Enviar cotización: 1 Proveedor(es)', 80);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Desea enviar pedido de Cotización?')).toBeVisible();
  await tabTo(page, (el) => el.tag === 'button' && el.name === 'Enviar');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Cotización enviada con exito')).toBeVisible();
  await expect(page).toHaveURL(/\/cotizaciones$/);

  const mail = await waitForMail(supplier.email, new RegExp(tag));
  expect(mail.subject).toBe(subject);
  expect(mail.attachments).toHaveLength(1);
  expect(Buffer.compare(mail.attachments[0]!.content, file)).toBe(0);
});

test('read a message on Correos, by keyboard only; the focus stays in its dialog', async ({ page }) => {
  await loginAs(page, demo('admin'));
  await page.goto('/correos');
  const newest = page.getByTestId(/^mail-open-/).first();
  await expect(newest).toBeVisible();
  // That message itself: journeys running beside this one send mail, which may arrive above it.
  const first = page.getByTestId((await newest.getAttribute('data-testid')) ?? '');
  const subject = (await first.textContent())?.trim() ?? '';
  await tabTo(page, (el) => el.tag === 'button' && el.name === subject);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('mail-html')).toBeVisible();
  // Walk the whole dialog twice: the focus never leaves it, the e-mail's frame included.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => {
      const a = document.activeElement;
      return Boolean(a?.closest('[role="dialog"]')) || a?.tagName === 'IFRAME';
    });
    expect(inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(first).toBeFocused();
});

test('the phone menu: closed it has no Tab stops; Escape closes it and returns to its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, demo('gerente'));
  await page.goto('/proveedores');
  const burger = page.getByRole('button', { name: 'Abrir menú' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await tabTo(page, (el) => el.name === 'Abrir menú');
  await page.keyboard.press('Enter');
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(burger).toBeFocused();
  // Closed, no link of the menu is reached by Tab.
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#app-navbar')))).toBe(false);
  }
});

test('at 390 px the supplier list keeps view, edit and delete in view, with no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, demo('admin'));
  await page.goto('/proveedores');
  const row = page.getByTestId('supplier-row').first();
  await expect(row).toBeVisible();
  for (const name of [/^Ver proveedor:/, /^Editar proveedor:/, /^Borrar proveedor:/]) {
    const box = await row.getByRole('button', { name }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
  }
  const box = await row.getByRole('checkbox').boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(24);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('suppliers-390.png'), fullPage: true });
});

test('at 390 px the quotation\'s follow-up shows each recipient as a card, with no sideways scroll', async ({ page, request }) => {
  const { id } = await sourcingRequest(request);
  await loginAs(page, demo('gerente'));
  await page.goto(`/cotizacion/${id}/ver-cotizacion`);
  const section = page.getByTestId('sourcing-section');
  await expect(section.getByRole('heading', { name: 'Seguimiento del pedido' })).toBeVisible();
  await expect(section.getByRole('table', { name: 'Respuestas' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('follow-up-1400.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = section.getByRole('list', { name: 'Respuestas' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(section.getByRole('table')).toHaveCount(0);
  for (const card of await cards.all()) {
    const box = await card.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('follow-up-390.png'), fullPage: true });
});

test('create a care event, by keyboard only; picking the day keeps the focus in the form', async ({ page }) => {
  await loginAs(page, demo('medico'));
  await page.goto('/agenda');
  await expect(page.getByRole('button', { name: '+ Evento' })).toBeVisible();
  const title = `Consulta pelo teclado ${Date.now()}`;
  await tabTo(page, (el) => el.tag === 'button' && el.name === '+ Evento');
  await page.keyboard.press('Enter');
  const form = page.getByTestId('event-form');
  await expect(form).toBeVisible();
  await tabTo(page, (el) => el.tag === 'input' && /Título/.test(el.name));
  await page.keyboard.type(title);
  await tabTo(page, (el) => el.tag === 'button' && /Início/.test(el.name));
  await page.keyboard.press('Enter');
  const picker = page.locator('.mantine-DateTimePicker-levelsGroup');
  await expect(picker).toBeVisible();
  // The month's days are one Tab stop (the chosen day); the arrows move between them.
  await tabTo(page, (el) => el.tag === 'button' && /^\d{1,2} \S+ \d{4}$/.test(el.name), 80);
  const before = (await form.getByRole('button', { name: 'Início' }).textContent()) ?? '';
  // Another day of the same month: on its last day the next one is not in the grid.
  const day = await page.evaluate(() => Number.parseInt((document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim(), 10));
  await page.keyboard.press(day > 1 ? 'ArrowLeft' : 'ArrowRight');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Início' })).not.toHaveText(before);
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="event-form"]')))).toBe(true);
  await tabTo(page, (el) => el.tag === 'button' && el.name === 'Salvar', 80);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Evento criado.')).toBeVisible();
});
