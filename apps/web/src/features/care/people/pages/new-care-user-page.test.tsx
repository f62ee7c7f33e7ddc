import { InviteUserSchema } from '@abasto/domain/accounts';
import { MSG } from '@abasto/domain/messages';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSessionUser } from '../../../../test/factories.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { answerGet, apiError, http, HttpResponse, server } from '../../../../test/server.ts';
import NewCareUserPage from './new-care-user-page.tsx';

const item = (id: number, category: string, name: string) => ({ _id: id, id, category, name });

function renderAs(role: 'medico' | 'admin') {
  answerGet('/api/itemDescripcion/sexo', { data: [item(1, 'sexo', 'Feminino'), item(2, 'sexo', 'Masculino')] });
  answerGet('/api/itemDescripcion/especialidad', { data: [item(3, 'especialidad', 'Ortopedia')] });
  return renderWithProviders(<NewCareUserPage />, { session: aSessionUser({ role }) });
}

// docs/product.md#care-users: the form, its answers on screen, in Portuguese.
describe('Novo usuário', () => {
  // The select scrolls its picked option into view; jsdom draws nothing, so it has no such call.
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= () => {};
  });

  it('a doctor invites a patient: the toast names the role, the dialog gives the link', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/auth/invite-user', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ activationKey: 'chave-de-teste' });
      }),
    );
    const { user } = renderAs('medico');
    const role = await screen.findByRole('combobox', { name: 'Perfil' }, { timeout: 5000 });
    expect((role as HTMLInputElement).value).toBe('Paciente');
    expect(screen.queryByRole('combobox', { name: 'Especialidade principal' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Lúcia');
    await user.type(screen.getByRole('textbox', { name: 'Sobrenome' }), 'Ramos');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'lucia@care.test');
    await user.type(screen.getByRole('textbox', { name: 'Cidade' }), 'Campinas');
    await user.click(screen.getByRole('button', { name: 'Criar usuário' }));

    expect(await screen.findByText('Paciente criado com sucesso!')).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: MSG.accountCreatedTitle });
    expect((within(dialog).getByRole('textbox', { name: MSG.userLinkLabel }) as HTMLInputElement).value).toContain(
      '/page-completar-cadastro/chave-de-teste',
    );
    expect(within(dialog).getByRole('button', { name: 'Copiar Link' })).toBeTruthy();
    // What was typed is sent as it is, empty optional fields too; the server reads them as not given.
    expect(bodies).toEqual([
      expect.objectContaining({ role: 'paciente', name: 'Lúcia', lastName: 'Ramos', email: 'lucia@care.test', telephone: '', birthDate: '' }),
    ]);
    expect(bodies[0]).toMatchObject({ location: { city: 'Campinas', street: '' } });
    expect(InviteUserSchema.safeParse(bodies[0]).success).toBe(true);
  });

  it('a telephone that is not one is refused in Portuguese, before any call', async () => {
    const { user } = renderAs('medico');
    await user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Lúcia');
    await user.type(screen.getByRole('textbox', { name: 'Sobrenome' }), 'Ramos');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'lucia@care.test');
    await user.type(screen.getByRole('textbox', { name: 'Telefone' }), '0981-abc');
    await user.click(screen.getByRole('button', { name: 'Criar usuário' }));
    expect(await screen.findByText(MSG.careLoginTelephoneInvalid)).toBeTruthy();
    expect(screen.queryByText(MSG.loginTelephoneInvalid)).toBeNull();
  });

  it('an admin is offered doctors, physiotherapists and patients', async () => {
    const { user } = renderAs('admin');
    await user.click(await screen.findByRole('combobox', { name: 'Perfil' }, { timeout: 5000 }));
    const options = (await screen.findAllByRole('option', {}, { timeout: 5000 })).map((o) => o.textContent);
    expect(options).toEqual(['Médico', 'Fisioterapeuta', 'Paciente']);
  });

  it('a refusal says so with the server reason', async () => {
    server.use(http.post('/api/auth/invite-user', () => apiError(409, 'Ya existe un usuario con ese correo')));
    const { user } = renderAs('medico');
    await user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Lúcia');
    await user.type(screen.getByRole('textbox', { name: 'Sobrenome' }), 'Ramos');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'lucia@care.test');
    await user.click(screen.getByRole('button', { name: 'Criar usuário' }));
    expect(await screen.findByText('Houve um erro quando tentamos criar o usuario...')).toBeTruthy();
    expect(screen.getByText('Ya existe un usuario con ese correo')).toBeTruthy();
  });
});
