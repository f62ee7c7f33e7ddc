// Every main page state, per role, at desktop and phone width, checked with axe-core: no critical
// or serious violation anywhere (docs/product.md#accessibility). One browser context per role
// keeps the login; each state is opened afresh at each width.
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { answeredRequest, sourcingRequest, userWithCodeStep } from './support/requests.ts';
import { createSupplier } from './support/suppliers.ts';
import { demo, loginAs } from './support/session.ts';

/** A page state; `scope` limits the check to an open dialog (the page behind it is a state of its own). */
type State = { name: string; open: (page: Page) => Promise<void>; scope?: string };
const DIALOG = '[role="dialog"]';
type Found = { state: string; width: number; rule: string; impact: string; targets: string[] };

const WIDTHS = [1400, 390] as const;

/** Waits until the page stopped loading: the network quiet and no loader on screen. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  // Transitions (dialogs, menus) end before the colours are measured.
  await page.waitForTimeout(300);
}

const visit = (path: string, ready?: (page: Page) => Promise<unknown>) => async (page: Page) => {
  await page.goto(path);
  await settle(page);
  if (ready) {
    await ready(page);
    await settle(page);
  }
};

async function audit(page: Page, states: State[]): Promise<Found[]> {
  const found: Found[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    for (const state of states) {
      await test.step(`${state.name} at ${width} px`, async () => {
        await state.open(page);
        const builder = new AxeBuilder({ page });
        if (state.scope) builder.include(state.scope);
        const result = await builder.analyze();
        // At phone width no page scrolls sideways as a whole (docs/product.md#layout).
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) {
          found.push({ state: state.name, width, rule: 'sideways-scroll', impact: 'serious', targets: [`${scrollWidth} px wide`] });
        }
        for (const v of result.violations) {
          if (v.impact !== 'critical' && v.impact !== 'serious') continue;
          found.push({
            state: state.name,
            width,
            rule: v.id,
            impact: v.impact,
            targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
          });
        }
      });
    }
  }
  return found;
}

function report(found: Found[]): string {
  return found.map((f) => `${f.state} @${f.width}px: ${f.rule} (${f.impact}) ${f.targets.join(' | ')}`).join('\n');
}

async function asRole(browser: Browser, role: string | null, states: (page: Page, token: string) => State[] | Promise<State[]>) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // A state that leaves a form with changes is followed by a new address: the browser's
    // "leave the page?" question is answered yes.
    page.on('dialog', (dialog) => void dialog.accept());
    const token = role ? await loginAs(page, demo(role)) : '';
    const found = await audit(page, await states(page, token));
    expect(found, report(found)).toEqual([]);
  } finally {
    await context.close();
  }
}

/** The first record's id of a list call (`_id` or `id`). */
async function firstId(page: Page, token: string, path: string): Promise<string> {
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = await res.json();
  const rows = (Array.isArray(body) ? body : (body.data ?? body.items ?? [])) as { _id?: unknown; id?: unknown }[];
  const id = rows[0]?._id ?? rows[0]?.id;
  expect(id, `no record from ${path}`).toBeDefined();
  return String(id);
}

/** Opens a page, then a dialog by pressing a control (an open dialog is a page state of its own). */
const withDialog = (path: string, press: (page: Page) => Promise<void>) => async (page: Page) => {
  await visit(path)(page);
  await press(page);
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await settle(page);
};

/** The supplier list with one supplier ticked, then the compose dialog 'Nuevo Pedido de cotización'. */
async function openCompose(page: Page) {
  await visit('/proveedores')(page);
  await page.getByRole('checkbox', { name: /^Seleccionar proveedor: / }).first().check();
  await page.getByRole('button', { name: 'Enviar cotización: 1 Proveedor(es)' }).click();
  await expect(page.getByRole('dialog', { name: 'Nuevo Pedido de cotización' })).toBeVisible();
  await settle(page);
}

/**
 * The confirm page of a draft typed in the compose dialog; with `send`, its send dialog open too.
 */
const openConfirm = (send: boolean) => async (page: Page) => {
  await openCompose(page);
  const modal = page.getByRole('dialog', { name: 'Nuevo Pedido de cotización' });
  await modal.getByLabel('Línea de asunto').pressSequentially('Consulta de accesibilidad');
  await modal.getByRole('textbox', { name: 'Descripción' }).pressSequentially('Precio de 10 bolsas.');
  await modal.getByRole('button', { name: 'Enviar cotización: 1 Proveedor(es)' }).click();
  await expect(page).toHaveURL(/\/cotizacion-confirmar\?borrador=/);
  if (send) {
    await page.getByRole('button', { name: 'Enviar cotización: 1 Proveedor(es)' }).click();
    await expect(page.getByRole('dialog').getByText('Desea enviar pedido de Cotización?')).toBeVisible();
  }
  await settle(page);
};

/** The header's profile menu, opened by its button (named by the person, then `menu`). */
const openProfileMenu = (menu: string) => async (page: Page) => {
  await page.getByRole('button', { name: new RegExp(menu) }).click();
  await expect(page.getByRole('menu')).toBeVisible();
};

// By accessible name: the label's required asterisk is hidden from it.
const field = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true }).or(page.getByRole('combobox', { name, exact: true }));

/** The public registration wizard, filled as a person types, up to step `step` (2 to 5). */
const registrationStep = (step: number) => async (page: Page) => {
  // A draft kept by an earlier state would open at its own step: left, then forgotten.
  await page.goto('/page-login');
  await page.evaluate(() => localStorage.clear());
  await visit('/register-proveedor')(page);
  const next = page.getByRole('button', { name: 'Siguiente' });
  const stamp = String(Date.now());
  const typeInto = async (name: string, text: string) => field(page, name).pressSequentially(text);
  await typeInto('RUC / CNPJ / ID', `8${stamp.slice(-7)}-3`);
  await typeInto('Razón Social / Nombre', `Aceros del Este ${stamp} S.A.`);
  await typeInto('Nombre de Fantasía', 'Aceros del Este');
  await next.click();
  if (step > 2) {
    await typeInto('Representante Legal', 'Lucía Ferreira');
    await typeInto('Nombre del Ejecutivo', 'Martín Cabrera');
    await typeInto('Teléfono del Ejecutivo', '0983123456');
    await typeInto('Email del Ejecutivo', `ventas-${stamp}@aceros-del-este.com.py`);
    await next.click();
  }
  if (step > 3) {
    await typeInto('Departamento/Estado', 'Alto Paraná');
    await typeInto('Ciudad', 'Ciudad del Este');
    await typeInto('Dirección', 'Av. San Blas 2200');
    await typeInto('Email', `alta-${stamp}@aceros-del-este.com.py`);
    await typeInto('Teléfono número', '061500700');
    await next.click();
  }
  if (step > 4) await next.click();
  await expect(page.getByTestId('registration-step-title')).toHaveText(
    ['', '', 'Datos del Representante Legal y Ejecutivo de Cuenta', 'Datos de Ubicación', 'Productos y/o Servicios', 'Confirmar Datos'][step]!,
  );
  await settle(page);
};

/** The login's code step, for a user with two-step login. */
const codeStep = (email: string) => async (page: Page) => {
  await visit('/page-login')(page);
  await page.getByLabel('E-mail').pressSequentially(email);
  await page.getByLabel('Contraseña').pressSequentially('clave-accesible-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Te enviamos un código de 4 dígitos por mail.')).toBeVisible();
  await settle(page);
};

/**
 * The re-login dialog: a form with changes, the session ended elsewhere, then a save. In the
 * procurement area it speaks Spanish, in the care area Portuguese (docs/product.md#unsaved-work).
 */
const reloginDialog = (area: 'procurement' | 'care') => async (page: Page) => {
  const token = await loginAs(page, demo(area === 'care' ? 'medico' : 'gerente'));
  if (area === 'care') {
    await visit('/agenda')(page);
    await page.getByRole('button', { name: '+ Evento' }).first().click();
    await page.getByTestId('event-form').getByLabel('Título').pressSequentially('Retorno');
  } else {
    const tag = Date.now().toString(36);
    const supplier = await createSupplier(page, token, { name: `Ybytu ${tag}`, email: `y${tag}@prov.test` }, 4, tag);
    await visit(`/operar-proveedor/${supplier}/editar-proveedor`)(page);
    const fantasia = page.getByLabel('Nombre de Fantasía');
    await fantasia.click();
    await fantasia.press('End');
    await fantasia.pressSequentially(' Cerámicos');
  }
  const ended = await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(ended.ok()).toBeTruthy();
  if (area === 'care') await page.getByTestId('event-form').getByRole('button', { name: 'Salvar' }).click();
  else await page.getByRole('button', { name: 'Guardar Cambios', exact: true }).click();
  await expect(page.getByRole('dialog', { name: area === 'care' ? 'Sua sessão terminou' : 'Tu sesión terminó' })).toBeVisible();
  // The save waits behind the dialog with its loader on: only the dialog's opening is awaited.
  await page.waitForTimeout(400);
};

/** A care event the signed-in doctor organises, a month ahead, with the first patient as guest. */
async function ownEvent(page: Page, token: string): Promise<{ id: number; title: string }> {
  const headers = { authorization: `Bearer ${token}` };
  const patient = await firstId(page, token, '/api/auth/pacientes');
  const start = new Date(Date.now() + 30 * 86_400_000);
  start.setUTCHours(13, 0, 0, 0);
  const title = `Retorno acessível ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/event', {
    headers,
    data: {
      title,
      description: 'Revisão do joelho',
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      type: 'remote',
      link: 'https://meet.example.com/retorno',
      color: '#3366CC',
      duration: '1 hora',
      guests: [Number(patient)],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: (await created.json()).data._id as number, title };
}

test.describe.configure({ mode: 'parallel' });

test('public pages: no critical or serious accessibility violation', async ({ browser }) => {
  test.setTimeout(180_000);
  await asRole(browser, null, () => [
    { name: 'login', open: visit('/page-login') },
    // docs/product.md#sign-in-by-telephone: the tab, then its code boxes (an unknown number gets them too).
    {
      name: 'login, "Con mi celular"',
      open: visit('/page-login', (p) => p.getByRole('tab', { name: 'Con mi celular' }).click()),
    },
    {
      name: 'login, "Con mi celular" code',
      open: visit('/page-login', async (p) => {
        await p.getByRole('tab', { name: 'Con mi celular' }).click();
        await p.getByLabel('Celular (con código de país)').pressSequentially('+595 971 000-222');
        await p.getByRole('button', { name: 'Enviarme un código' }).click();
        await p.getByRole('textbox', { name: 'Dígito 6 de 6' }).waitFor();
      }),
    },
    { name: 'recovery', open: visit('/recuperar-clave') },
    { name: 'registration wizard, step 1', open: visit('/register-proveedor') },
    { name: 'activation (unknown key)', open: visit('/page-completar-cadastro/no-existe') },
    { name: 'answer page (unknown link)', open: visit('/responder/no-existe') },
  ]);
});

test('public pages: registration wizard, steps 2 to 5', async ({ browser }) => {
  test.setTimeout(300_000);
  await asRole(browser, null, () => [2, 3, 4, 5].map((step) => ({ name: `registration wizard, step ${step}`, open: registrationStep(step) })));
});

test('public pages: the login\'s code step and a real answer link', async ({ browser }) => {
  test.setTimeout(180_000);
  await asRole(browser, null, async (page) => {
    const email = await userWithCodeStep(page.request, 'clave-accesible-1');
    const { answerPath } = await sourcingRequest(page.request);
    return [
      { name: 'login, code step', open: codeStep(email) },
      { name: 'answer page (a real link)', open: visit(answerPath) },
    ];
  });
});

test('the re-login dialog, in Spanish and in Portuguese', async ({ browser }) => {
  test.setTimeout(180_000);
  await asRole(browser, null, () => [
    { name: 're-login dialog (procurement)', open: reloginDialog('procurement'), scope: DIALOG },
    { name: 're-login dialog (care)', open: reloginDialog('care'), scope: DIALOG },
  ]);
});

test('gerente: dashboard and suppliers', async ({ browser }) => {
  test.setTimeout(420_000);
  await asRole(browser, 'gerente', async (page, token) => {
    const tag = Date.now().toString(36);
    const supplier = await createSupplier(page, token, { name: `Ybytu ${tag}`, email: `y${tag}@prov.test` }, 4, tag);
    const admission = await firstId(page, token, '/api/auth/solicitudes-alta');
    return [
      { name: 'dashboard', open: visit('/') },
      { name: 'supplier list', open: visit('/proveedores') },
      { name: 'supplier detail', open: visit(`/operar-proveedor/${supplier}/consultar-proveedor`) },
      { name: 'supplier edit', open: visit(`/operar-proveedor/${supplier}/editar-proveedor`) },
      { name: 'supplier new', open: visit('/operar-proveedor/new/registrar-proveedor') },
      {
        name: 'supplier list, delete dialog',
        scope: DIALOG,
        open: withDialog('/proveedores', (p) => p.getByRole('button', { name: /^Borrar proveedor:/ }).first().click()),
      },
      {
        name: 'supplier edit, discard-changes dialog',
        scope: DIALOG,
        open: withDialog(`/operar-proveedor/${supplier}/editar-proveedor`, async (p) => {
          const fantasia = p.getByLabel('Nombre de Fantasía');
          await fantasia.click();
          await fantasia.press('End');
          await fantasia.pressSequentially(' Pisos');
          // On a phone the sidebar's links are behind the menu button.
          const menu = p.getByRole('button', { name: 'Abrir menú' });
          if (await menu.isVisible()) await menu.click();
          await p.getByRole('link', { name: 'Dashboard' }).click();
        }),
      },
      { name: 'admission list', open: visit('/solicitudes-alta') },
      { name: 'admission detail', open: visit(`/solicitudes-alta/${admission}`) },
    ];
  });
});

test('gerente: quotations', async ({ browser }) => {
  test.setTimeout(240_000);
  await asRole(browser, 'gerente', async (page, token) => {
    const quotation = await firstId(page, token, '/api/cotizacion/');
    return [
      { name: 'cotizaciones list', open: visit('/cotizaciones') },
      { name: 'quotation detail', open: visit(`/cotizacion/${quotation}/ver-cotizacion`) },
      {
        name: 'quotation comparison',
        open: visit(`/cotizacion/${quotation}/ver-cotizacion`, async (p) => {
          const tab = p.getByRole('tab', { name: 'Comparación' });
          if (await tab.count()) await tab.click();
        }),
      },
      { name: 'new quotation page', open: visit('/cotizacion/new/nueva-cotizacion') },
      // The not-found page speaks the language of the area its address belongs to.
      { name: 'not-found page (procurement, Spanish)', open: visit('/cotizacion/9999999999999/ver-cotizacion') },
      { name: 'compose dialog', open: openCompose, scope: DIALOG },
      { name: 'confirm page', open: openConfirm(false) },
      { name: 'confirm page, send dialog', scope: DIALOG, open: openConfirm(true) },
    ];
  });
});

test('gerente: the award dialog and the profile menu', async ({ browser }) => {
  test.setTimeout(180_000);
  await asRole(browser, 'gerente', async (page) => {
    const answered = await answeredRequest(page.request);
    return [
      {
        name: 'quotation comparison, award dialog',
        scope: DIALOG,
        open: visit(`/cotizacion/${answered.id}/ver-cotizacion`, async (p) => {
          await p.getByRole('tab', { name: 'Comparación' }).click();
          await p.getByRole('button', { name: 'Adjudicar' }).click();
          await expect(p.getByRole('dialog', { name: 'Adjudicar el pedido' })).toBeVisible();
        }),
      },
      { name: 'profile menu open (procurement)', open: visit('/cotizaciones', openProfileMenu('Menú de perfil')) },
    ];
  });
});

test('admin: users and Correos', async ({ browser }) => {
  test.setTimeout(240_000);
  await asRole(browser, 'admin', async (page, token) => {
    const user = await firstId(page, token, '/api/auth/analista/');
    return [
      { name: 'users list', open: visit('/usuarios') },
      { name: 'user detail (consultar)', open: visit(`/operar-usuario/${user}/consultar-usuario`) },
      { name: 'user edit', open: visit(`/operar-usuario/${user}/editar-usuario`) },
      { name: 'Correos', open: visit('/correos') },
      {
        name: 'Correos, a message open',
        scope: DIALOG,
        open: withDialog('/correos', async (p) => {
          await p.locator('[data-testid^="mail-row-"]:visible').first().click();
          // The e-mail's own HTML (its frame) is the sender's, not a page of the app: its text view is checked.
          await p.getByRole('dialog').getByRole('tab', { name: 'Texto' }).click();
        }),
      },
    ];
  });
});

test('proveedor: own profile and requests', async ({ browser }) => {
  test.setTimeout(180_000);
  await asRole(browser, 'proveedor', () => [
    { name: 'own supplier profile', open: visit('/perfil-proveedor') },
    { name: 'own requests', open: visit('/mis-pedidos-de-cotizacion') },
  ]);
});

test('medico: care pages', async ({ browser }) => {
  test.setTimeout(240_000);
  await asRole(browser, 'medico', async (page, token) => {
    const prescription = await page.request.get('/api/recetas', { headers: { authorization: `Bearer ${token}` } });
    const rows = (await prescription.json()) as { _id: string; title: string }[] | { data: { _id: string; title: string }[] };
    const first = (Array.isArray(rows) ? rows : rows.data)[0];
    return [
      { name: 'calendar', open: visit('/agenda') },
      { name: 'prescriptions list', open: visit('/receitas') },
      {
        name: 'prescriptions, new prescription form',
        scope: DIALOG,
        open: withDialog('/receitas', (p) => p.getByRole('button', { name: 'Nova receita' }).first().click()),
      },
      ...(first
        ? [{ name: 'prescription detail', open: visit(`/receita/${first._id}/detail/${encodeURIComponent(first.title)}`) }]
        : []),
      { name: 'not-found page (care, Portuguese)', open: visit('/receita/abc/detail/x') },
      { name: 'contents', open: visit('/conteudos') },
      { name: 'messages', open: visit('/messages') },
      {
        name: 'messages, new conversation dialog',
        scope: DIALOG,
        open: withDialog('/messages', (p) => p.getByRole('button', { name: 'Nova conversa' }).first().click()),
      },
      { name: 'contacts', open: visit('/contatos') },
      { name: 'new care user', open: visit('/novo-usuario') },
    ];
  });
});

test('medico: the calendar\'s event detail and the profile menu', async ({ browser }) => {
  test.setTimeout(180_000);
  await asRole(browser, 'medico', async (page, token) => {
    const event = await ownEvent(page, token);
    const detail = visit(`/agenda?evento=${event.id}`, (p) => expect(p.getByRole('dialog', { name: event.title })).toBeVisible());
    return [
      { name: 'calendar, event detail', scope: DIALOG, open: detail },
      {
        name: 'calendar, event detail, cancel confirmation',
        scope: DIALOG,
        open: async (p) => {
          await detail(p);
          await p.getByRole('button', { name: 'Cancelar Evento' }).click();
          await expect(p.getByText('Deseja cancelar o evento?')).toBeVisible();
          await settle(p);
        },
      },
      { name: 'profile menu open (care)', open: visit('/agenda', openProfileMenu('Menu de perfil')) },
      {
        name: 'calendar, event form open',
        scope: DIALOG,
        open: withDialog('/agenda', (p) => p.getByRole('button', { name: '+ Evento' }).first().click()),
      },
    ];
  });
});

test('paciente: care pages', async ({ browser }) => {
  test.setTimeout(180_000);
  await asRole(browser, 'paciente', () => [
    { name: 'calendar', open: visit('/agenda') },
    { name: 'messages', open: visit('/messages') },
    { name: 'contacts', open: visit('/contatos') },
  ]);
});

test('the skip link is the first stop and moves to the page\'s one main, in the area\'s language', async ({ page }) => {
  await page.goto('/page-login');
  await expect(page.locator('main')).toHaveCount(1);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  await loginAs(page, demo('medico'));
  await page.goto('/receitas');
  await expect(page.getByRole('heading', { level: 1, name: 'Receitas' })).toBeVisible();
  await expect(page).toHaveTitle('Receitas · Abasto');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.locator('main')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
