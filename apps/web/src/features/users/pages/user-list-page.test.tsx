import type { Role } from '@abasto/domain/roles';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSessionUser, aUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { answerGet } from '../../../test/server.ts';
import UserListPage from './user-list-page.tsx';

function renderAs(role: Role) {
  answerGet('/api/auth/gerente/', { data: [aUser({ name: 'Gabriela', lastName: 'Benítez', role: 'gerente' })] });
  const analistas = answerGet('/api/auth/analista/', {
    data: [
      aUser({ name: 'Luis', lastName: 'Benítez', role: 'analista' }),
      aUser({ name: 'Rosa', lastName: 'Vera', role: 'analista', hasCompletedRegistration: false, active: false }),
    ],
  });
  const view = renderWithProviders(<UserListPage />, { path: '/usuarios', session: aSessionUser({ role }) });
  return { ...view, analistas };
}

describe('the user list', () => {
  it('shows a gerente both tabs, the gerentes first, and the way to register a user', async () => {
    const { user, analistas } = renderAs('gerente');
    expect(await screen.findByRole('heading', { name: 'Usuarios' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Gerente', 'Analista']);
    expect(screen.getByRole('link', { name: 'Registrar usuario' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nombre',
      'Registrado',
      'Mail',
      'Rol',
      'Invitado por',
      'Fecha de ingreso',
      'Detalles',
    ]);
    expect(within(table).getByText('Gabriela Benítez')).toBeTruthy();

    expect(analistas).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Analista' }));
    expect(await screen.findByText('Luis Benítez')).toBeTruthy();
    expect(screen.getByText('Inactivo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar Rosa Vera' })).toBeTruthy();
  });

  it('shows an analista only its own tab, without registering', async () => {
    renderAs('analista');
    expect(await screen.findByRole('heading', { name: 'Usuarios' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Analista']);
    expect(screen.queryByRole('link', { name: 'Registrar usuario' })).toBeNull();
  });
});
