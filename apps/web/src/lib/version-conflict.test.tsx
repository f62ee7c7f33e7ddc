import { MSG } from '@abasto/domain/messages';
import type { Proveedor } from '@abasto/domain/supplier';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentDetail } from '@abasto/domain/care-content';
import ContentEditPage from '../features/care/contents/pages/content-edit-page.tsx';
import SupplierDetailPage from '../features/suppliers/pages/supplier-detail-page.tsx';
import { UserForm } from '../features/users/components/user-form.tsx';
import { aContent, aSessionUser, aSupplier, aUser } from '../test/factories.ts';
import { renderWithProviders } from '../test/render.tsx';
import { answerGet, apiError, http, HttpResponse, server } from '../test/server.ts';

/**
 * A stale save (docs/product.md#concurrent-edits), on the supplier edit: the message, what the
 * other person changed, nothing typed lost, and both ways on.
 */

const loaded = aSupplier({
  id: 7,
  _id: 7,
  version: 3,
  razonSocial: 'Ladrillos del Sur S.A.',
  nombreFantasia: 'Ladrillos del Sur',
  telephone: '021555666',
  documentoIdentidad: '1234567',
  puesto: 'Gerente',
  calle: 'Ruta 2 km 12',
  nombreEjecutivo: 'Ana Ruiz',
  telefonoEjecutivo: '0981123456',
  emailEjecutivo: ['ana@ladrillos.test'],
});
const newer: Proveedor = { ...loaded, version: 4, ciudad: 'San Lorenzo', rubro: ['Cementos', 'Otros'] };

function renderEdit() {
  let current = loaded;
  const saves: Record<string, unknown>[] = [];
  server.use(
    http.get('/api/auth/proveedor/:id', () => HttpResponse.json(current)),
    http.put('/api/auth/proveedor/:id', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saves.push(body);
      if (saves.length === 1) {
        // Someone saved between the read and this save.
        current = newer;
        return apiError(409, MSG.recordChanged, 'STALE_VERSION');
      }
      current = { ...newer, calle: String(body.calle), version: 5 };
      return HttpResponse.json(current);
    }),
    // After a save the detail shows the supplier with its qualification panels.
    http.get('/api/auth/proveedor/:id/calificacion', () => HttpResponse.json({ data: null })),
    http.get('/api/auth/proveedor/:id/evaluacion', () => HttpResponse.json({ data: { preguntas: [], radioForm: [] } })),
    http.get('/api/auth/proveedor/:id/documentos', () => HttpResponse.json({ data: [] })),
  );
  const view = renderWithProviders(<SupplierDetailPage />, {
    path: '/operar-proveedor/:id/:operacion',
    route: '/operar-proveedor/7/editar-proveedor',
    session: aSessionUser({ role: 'gerente' }),
  });
  return { ...view, saves };
}

async function typeNewAddress(user: ReturnType<typeof renderEdit>['user']) {
  const calle = await screen.findByLabelText(/^Dirección/);
  await user.clear(calle);
  await user.type(calle, 'Avda. España 456');
  await user.click(screen.getByRole('button', { name: MSG.supplierSaveButton }));
  return calle;
}

// Typing a whole address with userEvent takes a while on a busy machine.
describe('a save against a version someone else changed', { timeout: 120_000 }, () => {
  it('keeps what was typed, shows the message and the other person\'s changes, and saves over the newer version', async () => {
    const { user, saves } = renderEdit();
    const calle = await typeNewAddress(user);

    const alert = await screen.findByTestId('version-conflict');
    expect(within(alert).getByText(MSG.recordChanged)).toBeTruthy();
    const changed = await within(alert).findByRole('list', { name: MSG.recordChangedFields });
    expect(changed.textContent).toContain('Ciudad: San Lorenzo');
    expect(changed.textContent).toContain('Cementos, Otros');
    expect(changed.textContent).not.toContain('Dirección');
    expect(saves[0]).toMatchObject({ version: 3, calle: 'Avda. España 456' });
    expect((calle as HTMLInputElement).value).toBe('Avda. España 456');

    await user.click(within(alert).getByRole('button', { name: MSG.recordKeepMine }));
    expect((await screen.findAllByText(MSG.supplierEdited)).length).toBeGreaterThan(0);
    // One's own change stays; what one left alone takes the other person's newer value.
    expect(saves[1]).toMatchObject({ version: 4, calle: 'Avda. España 456', ciudad: 'San Lorenzo', rubro: ['Cementos', 'Otros'] });
  });

  it('discards one\'s changes and loads the newer record', async () => {
    const { user, saves } = renderEdit();
    const calle = await typeNewAddress(user);
    const alert = await screen.findByTestId('version-conflict');
    await user.click(await within(alert).findByRole('button', { name: MSG.recordDiscardMine }));

    expect(screen.queryByTestId('version-conflict')).toBeNull();
    expect((calle as HTMLInputElement).value).toBe('Ruta 2 km 12');
    expect((screen.getByLabelText(/^Ciudad/) as HTMLInputElement).value).toBe('San Lorenzo');
    await user.click(screen.getByRole('button', { name: MSG.supplierSaveButton }));
    expect((await screen.findAllByText(MSG.supplierEdited)).length).toBeGreaterThan(0);
    expect(saves[1]).toMatchObject({ version: 4, ciudad: 'San Lorenzo' });
  });
});

describe('a stale save in the care area', { timeout: 120_000 }, () => {
  it('speaks Portuguese and keeps the text typed', async () => {
    const medico = aSessionUser({ role: 'medico', id: 1, _id: 1 });
    const loadedContent: ContentDetail = { ...aContent({ id: 9, _id: 9, title: 'Exercícios', type: 'Guia', authorId: 1 }), content: 'Texto', createdAt: '2026-01-05T12:00:00.000Z', version: 2 };
    let current = loadedContent;
    const saves: Record<string, unknown>[] = [];
    server.use(
      http.get('/api/itemDescripcion/:category', () => HttpResponse.json({ data: [] })),
      http.get('/api/contenido/:id', () => HttpResponse.json({ data: current })),
      http.put('/api/contenido/:id', async ({ request }) => {
        saves.push((await request.json()) as Record<string, unknown>);
        if (saves.length === 1) {
          current = { ...loadedContent, title: 'Exercícios do joelho', version: 3 };
          return apiError(409, MSG.careRecordChanged, 'STALE_VERSION');
        }
        return HttpResponse.json({ data: { ...current, content: String(saves[1]!.content), version: 4 } });
      }),
    );
    const { user } = renderWithProviders(<ContentEditPage />, { path: '/ver-conteudo/:id/editar-conteudo', route: '/ver-conteudo/9/editar-conteudo', session: medico });
    const text = await screen.findByLabelText(MSG.careContentText);
    await user.type(text, ' novo');
    await user.click(screen.getByRole('button', { name: MSG.careSave }));

    const alert = await screen.findByTestId('version-conflict');
    expect(within(alert).getByText(MSG.careRecordChanged)).toBeTruthy();
    expect((await within(alert).findByRole('list', { name: MSG.careRecordChangedFields })).textContent).toContain('Título: Exercícios do joelho');
    expect(saves[0]).toMatchObject({ version: 2, content: 'Texto novo' });
    expect((text as HTMLTextAreaElement).value).toBe('Texto novo');

    await user.click(within(alert).getByRole('button', { name: MSG.careRecordKeepMine }));
    await screen.findByText(MSG.careContentUpdated);
    expect(saves[1]).toMatchObject({ version: 3, content: 'Texto novo', title: 'Exercícios do joelho' });
  });
});

describe('a stale save of a user', { timeout: 120_000 }, () => {
  it('lists the other person\'s change and saves one\'s own over the newer version', async () => {
    answerGet('/api/auth/segundo-paso', { roles: [] });
    const target = aUser({ id: 12, _id: 12, name: 'Luis', lastName: 'Benítez', role: 'analista', version: 5 });
    const saves: Record<string, unknown>[] = [];
    server.use(
      http.get('/api/auth/user/:id', () => HttpResponse.json({ ...target, lastName: 'Benítez Ortiz', version: 6 })),
      http.put('/api/auth/user/:id', async ({ request }) => {
        saves.push((await request.json()) as Record<string, unknown>);
        if (saves.length === 1) return apiError(409, MSG.recordChanged, 'STALE_VERSION');
        return HttpResponse.json({ ...target, ...saves[1], version: 7 });
      }),
    );
    const { user } = renderWithProviders(<UserForm mode="editar" user={target} />, {
      session: aSessionUser({ role: 'admin' }),
      routes: [{ path: '/operar-usuario/*', element: <p>consultar</p> }],
    });
    const name = await screen.findByRole('textbox', { name: /^Nombre/ });
    await user.clear(name);
    await user.type(name, 'Luisa');
    await user.click(screen.getByRole('button', { name: MSG.userSaveButton }));

    const alert = await screen.findByTestId('version-conflict');
    expect((await within(alert).findByRole('list', { name: MSG.recordChangedFields })).textContent).toBe('Apellido: Benítez Ortiz');
    expect(saves[0]).toMatchObject({ version: 5, name: 'Luisa' });
    expect((name as HTMLInputElement).value).toBe('Luisa');
    await user.click(within(alert).getByRole('button', { name: MSG.recordKeepMine }));
    await screen.findByText('consultar');
    expect(saves[1]).toMatchObject({ version: 6, name: 'Luisa', lastName: 'Benítez Ortiz' });
  });
});
