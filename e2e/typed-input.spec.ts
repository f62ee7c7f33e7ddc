import { expect, type Locator, type Page, test } from '@playwright/test';
import { demo, loginAs } from './support/session.ts';

/**
 * Every date and number input of the app, typed key by key as a person does (never a value set
 * from outside), and what is saved read back from the API. A date is read dd/mm/yyyy, an amount
 * with '.' grouping thousands; what is not a date is refused with the field's message, never
 * saved as some other day.
 */

const form = (page: Page) => page.getByTestId('supplier-form');
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').getByText(text);
const DATE_INVALID = 'La fecha de inicio de actividades no es válida.';

/** Empties a field with the keyboard, then types the text one key at a time. */
async function typeInto(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
  await field.press('Tab');
}

async function supplierFromApi(page: Page, token: string, id: number) {
  const res = await page.request.get(`/api/auth/proveedor/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as { inicioActividad: string | null; capitalSocial: number | null; cantidadEmpleados: number | null };
}

test('supplier edit: typed dates are read day first, amounts with thousands, and a wrong date is refused', async ({
  page,
}) => {
  const token = await loginAs(page, demo('gerente'));
  const edit = async (typed: { inicio: string; capital?: string; empleados?: string }) => {
    await page.goto('/operar-proveedor/5/editar-proveedor');
    await expect(form(page).getByLabel('Razón Social / Nombre')).toBeEnabled();
    await typeInto(form(page).getByLabel('Inicio de Actividades'), typed.inicio);
    if (typed.capital) await typeInto(form(page).getByLabel('Capital Social (USD)'), typed.capital);
    if (typed.empleados) await typeInto(form(page).getByLabel('Nº de empleados'), typed.empleados);
  };
  const save = async () => {
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(toast(page, 'Proveedor editado con exito')).toBeVisible();
    await expect(page).toHaveURL(/consultar-proveedor$/);
  };

  await edit({ inicio: '15/03/1998', capital: '1.250.000', empleados: '1.200' });
  await expect(form(page).getByLabel('Capital Social (USD)')).toHaveValue('USD 1.250.000');
  await expect(form(page).getByText(DATE_INVALID)).toHaveCount(0);
  await save();
  expect(await supplierFromApi(page, token, 5)).toMatchObject({
    inicioActividad: '1998-03-15',
    capitalSocial: 1_250_000,
    cantidadEmpleados: 1200,
  });
  await expect(form(page).getByLabel('Inicio de Actividades')).toHaveValue('15/03/1998');

  // Day and month are not swapped; decimals after the comma.
  await edit({ inicio: '01/02/2003', capital: '1.250,5' });
  await save();
  expect(await supplierFromApi(page, token, 5)).toMatchObject({ inicioActividad: '2003-02-01', capitalSocial: 1250.5 });

  // A year before 1901, a day that does not exist, a year cut short: the message, and nothing saved.
  for (const wrong of ['15/03/1850', '31/02/2020', '15/03/98']) {
    await edit({ inicio: wrong });
    await expect(form(page).getByLabel('Inicio de Actividades')).toHaveValue(wrong);
    await expect(form(page).getByText(DATE_INVALID)).toBeVisible();
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(toast(page, DATE_INVALID)).toBeVisible();
    await expect(page).toHaveURL(/editar-proveedor$/);
    expect((await supplierFromApi(page, token, 5)).inicioActividad).toBe('2003-02-01');
  }
});

test('supplier create: the typed date and amounts are saved as typed', async ({ page }) => {
  const stamp = Date.now().toString().slice(-7);
  const token = await loginAs(page, demo('gerente'));
  await page.goto('/operar-proveedor/new/registrar-proveedor');
  await expect(page.getByTestId('supplier-title')).toHaveText('Creando Proveedor');
  const f = form(page);
  await typeInto(f.getByLabel('RUC / CNPJ / ID'), `7${stamp}-2`);
  await typeInto(f.getByLabel('Documento de Identidad'), '4567890');
  await typeInto(f.getByLabel('Puesto'), 'Gerente');
  await typeInto(f.getByLabel('Nombre del Ejecutivo'), 'Ana Benítez');
  await typeInto(f.getByLabel('Teléfono del Ejecutivo'), '0981777888');
  await typeInto(f.getByLabel('Email del Ejecutivo'), `ventas${stamp}@tipeo.com.py`);
  await typeInto(f.getByLabel('Razón Social / Nombre'), `Tipeo ${stamp} S.A.`);
  await typeInto(f.getByLabel('Inicio de Actividades'), '01/02/2003');
  await typeInto(f.getByLabel('Capital Social (USD)'), '3.400.000,75');
  await typeInto(f.getByLabel('Nº de empleados'), '2.500');
  await typeInto(f.getByLabel('Ciudad'), 'Encarnación');
  await typeInto(f.getByLabel('Dirección'), 'Mcal. Estigarribia 1200');
  await typeInto(f.getByLabel('Teléfono número'), '071204000');
  await typeInto(f.getByRole('textbox', { name: 'Email', exact: true }), `alta${stamp}@tipeo.com.py`);
  await page.getByRole('button', { name: 'Registrar Proveedor' }).click();
  await expect(page).toHaveURL(/\/operar-proveedor\/\d+\/consultar-proveedor$/);
  const id = Number(/operar-proveedor\/(\d+)\//.exec(page.url())![1]);
  expect(await supplierFromApi(page, token, id)).toMatchObject({
    inicioActividad: '2003-02-01',
    capitalSocial: 3_400_000.75,
    cantidadEmpleados: 2500,
  });
  // The detail screen shows it back as typed.
  await expect(form(page).getByLabel('Inicio de Actividades')).toHaveValue('01/02/2003');
  await expect(form(page).getByLabel('Capital Social (USD)')).toHaveValue('USD 3.400.000,75');
});

test('public registration: the typed date and amounts reach the summary and the saved supplier', async ({ page }) => {
  test.slow();
  const stamp = Date.now().toString().slice(-7);
  const registro = `6${stamp}-4`;
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const next = page.getByRole('button', { name: 'Siguiente' });

  await page.goto('/register-proveedor');
  await typeInto(field('RUC / CNPJ / ID'), registro);
  await typeInto(field('Razón Social / Nombre'), `Teclado ${stamp} S.R.L.`);
  // A year before 1901 is refused with its message and keeps Siguiente off.
  await typeInto(field('Inicio de Actividades'), '15/03/1850');
  await expect(page.getByText(DATE_INVALID)).toBeVisible();
  await expect(next).toBeDisabled();
  await typeInto(field('Inicio de Actividades'), '15/03/1998');
  await expect(page.getByText(DATE_INVALID)).toHaveCount(0);
  await typeInto(field('Capital Social (USD)'), '1.250.000');
  await expect(field('Capital Social (USD)')).toHaveValue('1.250.000');
  await typeInto(field('Nº de empleados'), '1.200');
  await next.click();

  await typeInto(field('Nombre del Ejecutivo'), 'Rosa Giménez');
  await typeInto(field('Teléfono del Ejecutivo'), '0983123456');
  await typeInto(field('Email del Ejecutivo'), `ventas-${stamp}@teclado.com.py`);
  await next.click();
  await typeInto(field('Ciudad'), 'Luque');
  await typeInto(field('Dirección'), 'Av. Aviadores 100');
  await typeInto(field('Teléfono número'), '021645000');
  await typeInto(field('Email'), `alta-${stamp}@teclado.com.py`);
  await next.click();
  await next.click();

  const summary = page.getByTestId('registration-summary');
  await expect(summary.locator('[data-field="inicioActividad"]')).toHaveText('15/03/1998');
  await expect(summary.locator('[data-field="capitalSocial"]')).toHaveText('1.250.000');
  await expect(summary.locator('[data-field="cantidadEmpleados"]')).toHaveText('1.200');
  await page.getByRole('button', { name: 'Registrar Proveedor' }).click();
  await expect(page.getByRole('dialog', { name: 'Gracias por su información' })).toBeVisible();

  const token = await loginAs(page, demo('gerente'));
  const res = await page.request.get('/api/auth/proveedores/', {
    params: { q: registro },
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await res.json()) as { data: { inicioActividad: string; capitalSocial: number; cantidadEmpleados: number }[] };
  expect(data).toHaveLength(1);
  expect(data[0]).toMatchObject({ inicioActividad: '1998-03-15', capitalSocial: 1_250_000, cantidadEmpleados: 1200 });
});

test('event form: the time typed in the date-time picker is the time saved', async ({ page }) => {
  // The picker's days are picked, not typed; its hours and minutes are typed. The clock is held
  // on the 10th so the 15th is in the month the picker opens on.
  const now = new Date();
  await page.clock.setFixedTime(new Date(now.getFullYear(), now.getMonth(), 10, 9, 30));
  const title = `Tipeo ${Date.now().toString(36)}`;
  const token = await loginAs(page, demo('medico'));
  await page.goto('/agenda');
  await page.getByRole('button', { name: '+ Evento' }).click();
  const form = page.getByTestId('event-form');
  await form.getByLabel('Título').pressSequentially(title);

  await form.getByRole('button', { name: 'Início' }).click();
  await page.getByRole('spinbutton', { name: 'Horas' }).click();
  await page.getByRole('spinbutton', { name: 'Horas' }).pressSequentially('14');
  await expect(page.getByRole('spinbutton', { name: 'Horas' })).toHaveValue('14');
  // Two digits of hours move on to the minutes, as they do for a person.
  await expect(page.getByRole('spinbutton', { name: 'Minutos' })).toBeFocused();
  await page.keyboard.type('35');
  await expect(page.getByRole('spinbutton', { name: 'Minutos' })).toHaveValue('35');
  await page.locator('.mantine-DateTimePicker-levelsGroup').getByRole('button', { name: /^15 / }).click();
  await expect(form.getByRole('button', { name: 'Início' })).toContainText('14:35');
  await form.getByText('Pessoal', { exact: true }).click();
  await form.getByLabel('Local').pressSequentially('Sala 2');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toHaveCount(0);

  const res = await page.request.get('/api/event', { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await res.json()) as { data: { title: string; start: string }[] };
  const saved = data.find((e) => e.title === title);
  expect(saved, `event ${title} saved`).toBeTruthy();
  // Read back in the browser's own time zone, where the time was typed.
  const local = await page.evaluate((iso) => {
    const d = new Date(iso);
    return [d.getDate(), d.getHours(), d.getMinutes()];
  }, saved!.start);
  expect(local).toEqual([15, 14, 35]);
});
