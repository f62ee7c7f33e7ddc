import { expect, test } from '@playwright/test';
import { linkIn, waitForMail } from './support/mail.ts';
import { demo, loginAs } from './support/session.ts';

// docs/product.md#care-users: a doctor invites a patient, copies the link; the patient activates
// and lands in the care area.
test('a doctor invites a patient, copies the link, and the patient activates', async ({ browser }) => {
  const stamp = Date.now();
  const email = `paciente-${stamp}@care.test`;
  // A login telephone belongs to one active user (docs/product.md#sign-in-by-telephone): one of its
  // own, or a repeat or a retry of this journey is refused as taken.
  const telephone = `119${String(stamp).slice(-8)}`;
  const doctorContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const doctor = await doctorContext.newPage();
  await loginAs(doctor, demo('medico'));
  await doctor.goto('/contatos');
  await doctor.getByRole('link', { name: 'Novo usuário' }).first().click();
  await expect(doctor).toHaveURL('/novo-usuario');
  await expect(doctor.getByRole('heading', { name: 'Novo usuário', level: 2 })).toBeVisible();
  // A doctor invites patients only.
  await expect(doctor.getByRole('combobox', { name: 'Perfil' })).toHaveValue('Paciente');
  await expect(doctor.getByRole('combobox', { name: 'Especialidade principal' })).toHaveCount(0);

  await doctor.getByRole('textbox', { name: 'Nome', exact: true }).pressSequentially('Lúcia');
  await doctor.getByLabel('Sobrenome').pressSequentially('Ramos');
  await doctor.getByLabel('E-mail').pressSequentially(email);
  await doctor.getByLabel('Telefone').pressSequentially(telephone);
  await doctor.getByLabel('Cidade').pressSequentially('Campinas');
  // A date is typed dd/mm/aaaa, as on every form; a text that is no day is refused by its field.
  const birth = doctor.getByLabel('Data de nascimento');
  await birth.pressSequentially('31/02/1980');
  await birth.press('Tab');
  await doctor.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(doctor.getByText('Data de nascimento inválida: escreva dd/mm/aaaa.').first()).toBeVisible();
  await birth.click();
  await birth.press('ControlOrMeta+a');
  await birth.press('Backspace');
  await birth.pressSequentially('02/04/1980');
  await birth.press('Tab');
  await doctor.getByRole('button', { name: 'Criar usuário' }).click();

  await expect(doctor.getByText('Paciente criado com sucesso!')).toBeVisible();
  const dialog = doctor.getByRole('dialog', { name: 'Conta criada com sucesso!' });
  await expect(dialog).toBeVisible();
  const shown = await dialog.getByLabel('Link de registro').inputValue();
  expect(shown).toContain('/page-completar-cadastro/');
  await dialog.getByRole('button', { name: 'Copiar Link' }).click();
  await expect(dialog.getByRole('button', { name: 'Link copiado' })).toBeVisible();
  const copied = await doctor.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);

  // The same link reached the patient by e-mail.
  // By its subject: a care event made meanwhile by another journey may invite this new patient too.
  const mail = await waitForMail(email, /invitación/);
  expect(linkIn(mail, '/page-completar-cadastro/').split('/').at(-1)).toBe(copied.split('/').at(-1));
  await doctorContext.close();

  const patientContext = await browser.newContext();
  const patient = await patientContext.newPage();
  await patient.goto(new URL(copied).pathname);
  await expect(patient.getByText(/Lúcia Ramos/)).toBeVisible();
  await patient.getByRole('button', { name: 'Aceptar y crear cuenta' }).click();
  await patient.getByLabel('Contraseña', { exact: true }).pressSequentially('uma-senha-longa');
  await patient.getByLabel('Confirmar contraseña').pressSequentially('uma-senha-longa');
  await patient.getByRole('button', { name: 'Registrarme' }).click();
  await expect(patient).toHaveURL('/agenda');
  await expect(patient.getByTestId('calendar')).toBeVisible();
  await patientContext.close();
});

test('the invite form at 1400 and 390 px', async ({ page }) => {
  await loginAs(page, demo('admin'));
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/novo-usuario');
    await expect(page.getByRole('heading', { name: 'Novo usuário', level: 2 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Perfil' }).click();
    await expect(page.getByRole('option', { name: 'Fisioterapeuta' })).toBeVisible();
    await page.getByRole('option', { name: 'Médico', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Especialidade principal' })).toBeVisible();
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/novo-usuario-${width}.png`, fullPage: true });
  }
});

// docs/product.md#calendar: the e-mails' link /agenda?evento={id} opens the event, even one months ahead.
test('the link of an event e-mail opens its detail on the calendar', async ({ page }) => {
  const token = await loginAs(page, demo('medico'));
  const auth = { authorization: `Bearer ${token}` };
  const pacientes = (await (await page.request.get('/api/auth/pacientes', { headers: auth })).json()).data as { _id: number; name: string }[];
  const guest = pacientes[0]!;
  const start = new Date(Date.now() + 90 * 24 * 3600_000);
  start.setUTCHours(13, 0, 0, 0);
  const title = `Retorno ${Date.now()}`;
  const created = await page.request.post('/api/event', {
    headers: auth,
    data: {
      title,
      description: 'Revisão',
      start: start.toISOString(),
      end: new Date(start.getTime() + 3600_000).toISOString(),
      type: 'remote',
      link: 'https://meet.example.com/x',
      color: '#3366CC',
      duration: '1 hora',
      guests: [guest._id],
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data._id as number;
  await page.goto(`/agenda?evento=${id}`);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/agenda');
});
