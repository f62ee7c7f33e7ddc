import { InviteUserSchema, UpdateUserSchema } from '@abasto/domain/accounts';
import { MSG } from '@abasto/domain/messages';
import { screen, waitFor } from '@testing-library/react';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { aSessionUser, aUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { answerGet, apiError, http, HttpResponse, server } from '../../../test/server.ts';
import { UserForm } from './user-form.tsx';

const admin = aSessionUser({ role: 'admin' });
const routes = [
  { path: '/usuarios/*', element: <p>lista</p> },
  { path: '/operar-usuario/*', element: <p>consultar</p> },
];

/**
 * A call answered as the server does: its body read with the route's own schema (a refusal is
 * the 400 with the first message), then `answer` with what the server read.
 */
function serverReads<S extends z.ZodType>(method: 'post' | 'put', path: string, schema: S, answer: (read: z.output<S>) => Response) {
  const sent: unknown[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      const read = schema.safeParse(body);
      return read.success ? answer(read.data) : apiError(400, read.error.issues[0]!.message);
    }),
  );
  return sent;
}

// The form sends what was typed; only the server transforms it (docs/product.md#users).
describe('the user form sends what was typed', () => {
  it('saves a user with the optional fields left empty', async () => {
    answerGet('/api/auth/segundo-paso', { roles: [] });
    const target = aUser({ id: 9, _id: 9, telephone: null, detalle: '' });
    const sent = serverReads('put', '/api/auth/user/:id', UpdateUserSchema, (read) =>
      HttpResponse.json({ ...target, ...read, telephone: read.telephone ?? null, version: 2 }),
    );
    const { user } = renderWithProviders(<UserForm mode="editar" user={target} />, { session: admin, routes });
    const name = await screen.findByRole('textbox', { name: new RegExp(`^${MSG.userFieldName}`) });
    await user.clear(name);
    await user.type(name, 'Luisa');
    await user.click(screen.getByRole('button', { name: MSG.userSaveButton }));
    expect(await screen.findByText(MSG.userEdited)).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ name: 'Luisa', telephone: '', detalle: '', version: 1 })]);
  });

  it('invites a user with the optional fields left empty', async () => {
    const sent = serverReads('post', '/api/auth/invite-user', InviteUserSchema, () => HttpResponse.json({ activationKey: 'clave' }));
    const { user } = renderWithProviders(<UserForm mode="registrar" />, { session: admin, routes });
    await user.type(await screen.findByRole('textbox', { name: new RegExp(`^${MSG.userFieldName}`) }), 'Marta');
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${MSG.userFieldLastName}`) }), 'Giménez');
    await user.type(screen.getByRole('textbox', { name: MSG.userFieldEmail }), 'marta@test.local');
    await user.click(screen.getByRole('button', { name: MSG.userRegisterButton }));
    expect(await screen.findByRole('dialog', { name: MSG.accountCreatedTitle })).toBeTruthy();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Marta', lastName: 'Giménez', email: 'marta@test.local', telephone: '', detalle: '' });
  });
});
