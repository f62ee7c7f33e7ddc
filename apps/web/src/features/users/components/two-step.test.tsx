import { MSG } from '@abasto/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSessionUser, aUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { answerGet, http, HttpResponse, server } from '../../../test/server.ts';
import UserListPage from '../pages/user-list-page.tsx';
import { UserForm } from './user-form.tsx';

const admin = aSessionUser({ role: 'admin' });

describe('the second step required per role', () => {
  it('shows the switch on and locked for a user whose role requires it, and saves it on', async () => {
    answerGet('/api/auth/segundo-paso', { roles: ['gerente'] });
    const target = aUser({ id: 7, _id: 7, role: 'gerente', twoFactor: false });
    const sent: unknown[] = [];
    server.use(
      http.put('/api/auth/user/:id', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...target, twoFactor: true });
      }),
    );
    const { user } = renderWithProviders(<UserForm mode="editar" user={target} />, {
      session: admin,
      routes: [{ path: '/usuarios/*', element: <p>consultar</p> }, { path: '/operar-usuario/*', element: <p>consultar</p> }],
    });
    const toggle = await screen.findByRole('switch', { name: MSG.userFieldTwoFactor });
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(MSG.twoStepRequiredHint)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MSG.userSaveButton }));
    // What the person sees once the save is answered, rather than a time for the call to leave.
    expect(await screen.findByText(MSG.userEdited)).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ role: 'gerente', twoFactor: true })]);
  });

  it('leaves the switch to the user when the role does not require it', async () => {
    answerGet('/api/auth/segundo-paso', { roles: ['gerente'] });
    renderWithProviders(<UserForm mode="editar" user={aUser({ role: 'analista', twoFactor: false })} />, { session: admin });
    const toggle = await screen.findByRole('switch', { name: MSG.userFieldTwoFactor });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });

  it('lets an admin choose the roles on the user page (Seguridad)', async () => {
    answerGet('/api/auth/gerente/', { data: [] });
    answerGet('/api/auth/segundo-paso', { roles: [] });
    const sent: unknown[] = [];
    server.use(
      http.put('/api/auth/segundo-paso', async ({ request }) => {
        const body = (await request.json()) as { roles: string[] };
        sent.push(body);
        return HttpResponse.json(body);
      }),
    );
    const { user } = renderWithProviders(<UserListPage />, { path: '/usuarios', session: admin });
    const section = await screen.findByRole('region', { name: MSG.twoStepSectionTitle });
    const save = within(section).getByRole('button', { name: MSG.twoStepRolesSave });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(section).getByRole('checkbox', { name: 'Gerente' }));
    await user.click(save);
    await waitFor(() => expect(sent).toEqual([{ roles: ['gerente'] }]));
    expect(await screen.findByText(MSG.twoStepRolesSaved)).toBeTruthy();
  });
});
