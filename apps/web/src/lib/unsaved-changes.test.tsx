import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aSessionUser } from '../test/factories.ts';
import { renderWithProviders } from '../test/render.tsx';
import { apiError, http, HttpResponse, server } from '../test/server.ts';
import { api, ApiError } from './api-client.ts';
import { GuardedModal, UnsavedChangesGuard, useUnsavedChanges } from './unsaved-changes.tsx';

/** A form as the app writes them: Mantine's form, one hook call, `resetDirty` before leaving after a save. */
function NameForm({ saveTo }: { saveTo?: string }) {
  const form = useForm({ mode: 'controlled', initialValues: { name: '' } });
  useUnsavedChanges(() => form.isDirty());
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState('');
  const save = useMutation({
    mutationFn: (body: { name: string }) => api<{ ok: true }>(saveTo ?? '/api/prueba', { method: 'PUT', body }),
  });
  const submit = form.onSubmit((values) => {
    if (!saveTo) {
      form.resetDirty();
      void navigate('/proveedores');
      return;
    }
    save.mutate(values, {
      onSuccess: () => setOutcome('Guardado'),
      onError: (err) => setOutcome(err instanceof ApiError ? err.message : 'error'),
    });
  });
  return (
    <form onSubmit={submit}>
      <TextInput label="Nombre" {...form.getInputProps('name')} />
      <Button type="submit">Guardar</Button>
      <Link to="/proveedores">Proveedores</Link>
      <p>{outcome}</p>
    </form>
  );
}

function ModalHost() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <p>{opened ? 'Formulario abierto' : 'Formulario cerrado'}</p>
      <Button onClick={() => setOpened(true)}>Abrir</Button>
      <GuardedModal opened={opened} onClose={() => setOpened(false)} title="Evento">
        {opened && <NameForm />}
      </GuardedModal>
    </>
  );
}

/** Closing a modal waits for its (test-length) transition; the machine may be busy. */
const SLOW = { timeout: 5000 };

/** The question as a person sees it (the closed dialog may stay in the page, hidden). */
const question = () => screen.queryByRole('dialog', { name: '¿Descartar los cambios?' });

const listPage = { path: '/proveedores', element: <h1>Lista de proveedores</h1> };
const loginPage = { path: '/page-login', element: <h1>Página de login</h1> };

describe('a form in a modal', () => {
  it('closes on Escape at once while nothing was typed', async () => {
    const { user } = renderWithProviders(<ModalHost />, { session: aSessionUser() });
    await screen.findByLabelText('Nombre');
    // The dialog hears Escape once it holds the focus, as a person sees it (its ring or caret).
    const dialog = screen.getByRole('dialog', { name: 'Evento' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), SLOW);
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Formulario cerrado', undefined, SLOW)).toBeTruthy();
  });

  it('asks before Escape discards what was typed; keep editing is the default', async () => {
    const { user } = renderWithProviders(<ModalHost />, { session: aSessionUser() });
    await user.type(await screen.findByLabelText('Nombre'), 'Reunión de equipo');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: '¿Descartar los cambios?' })).toBeTruthy();
    const keep = screen.getByRole('button', { name: 'Seguir editando' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    // Enter on the focused default keeps the form and its text.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(question()).toBeNull(), SLOW);
    expect(screen.getByText('Formulario abierto')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Nombre').value).toBe('Reunión de equipo');

    // Escape again, then Escape on the question: still kept.
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(question()).toBeNull(), SLOW);
    expect(screen.getByLabelText<HTMLInputElement>('Nombre').value).toBe('Reunión de equipo');

    // The ✕ asks too; Descartar closes.
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('Formulario cerrado', undefined, SLOW)).toBeTruthy();
  });

  it('asks in Portuguese in the care area', async () => {
    const { user } = renderWithProviders(<ModalHost />, { session: aSessionUser({ role: 'medico' }) });
    await user.type(await screen.findByLabelText('Nombre'), 'Consulta');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Descartar as alterações?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Descartar as alterações?' })).toBeNull(), SLOW);
  });
});

describe('leaving a page with changes', () => {
  const page = (
    <>
      <UnsavedChangesGuard />
      <NameForm />
    </>
  );

  it('asks before a link leaves the typed form, and stays when told to', async () => {
    const { user, router } = renderWithProviders(page, { session: aSessionUser(), routes: [listPage] });
    await user.type(await screen.findByLabelText('Nombre'), 'Ferretería Luque');
    await user.click(screen.getByRole('link', { name: 'Proveedores' }));
    expect(await screen.findByRole('dialog', { name: '¿Descartar los cambios?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(question()).toBeNull(), SLOW);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText<HTMLInputElement>('Nombre').value).toBe('Ferretería Luque');

    await user.click(screen.getByRole('link', { name: 'Proveedores' }));
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    expect(await screen.findByRole('heading', { name: 'Lista de proveedores' }, SLOW)).toBeTruthy();
  });

  it('does not ask after a save', async () => {
    const { user } = renderWithProviders(page, { session: aSessionUser(), routes: [listPage] });
    await user.type(await screen.findByLabelText('Nombre'), 'Ferretería Luque');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('heading', { name: 'Lista de proveedores' }, SLOW)).toBeTruthy();
    expect(question()).toBeNull();
  });

  it('asks the browser before a reload only while there are changes', async () => {
    const { user } = renderWithProviders(page, { session: aSessionUser() });
    const input = await screen.findByLabelText('Nombre');
    const reload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(reload()).toBe(false);
    await user.type(input, 'x');
    expect(reload()).toBe(true);
  });
});

describe('the session ends while a form has changes', () => {
  function endedSession(email: string) {
    const saves: { authorization: string | null; body: unknown }[] = [];
    const logins: unknown[] = [];
    server.use(
      http.put('/api/prueba', async ({ request }) => {
        const authorization = request.headers.get('authorization');
        saves.push({ authorization, body: await request.json() });
        if (authorization !== 'Bearer nuevo-token') return apiError(401, 'Unauthorized');
        return HttpResponse.json({ ok: true });
      }),
      http.post('/api/auth/pre-login-email', async ({ request }) => {
        const body = (await request.json()) as { email: string; password: string };
        logins.push(body);
        if (body.password !== 'clave-correcta') return apiError(401, 'El mail o la contraseña no son correctos.');
        return HttpResponse.json({ token: 'nuevo-token', user: aSessionUser({ email }) });
      }),
    );
    return { saves, logins };
  }

  it('asks for the password over the form, then repeats the save with the typed values', async () => {
    const me = aSessionUser({ email: 'ana@abasto.test' });
    const { saves, logins } = endedSession(me.email);
    const { user, router } = renderWithProviders(<NameForm saveTo="/api/prueba" />, { session: me, routes: [loginPage] });
    await user.type(await screen.findByLabelText('Nombre'), 'Ferretería Luque');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Tu sesión terminó')).toBeTruthy();
    const email = screen.getByLabelText<HTMLInputElement>('E-mail');
    expect(email.value).toBe('ana@abasto.test');
    expect(email.readOnly).toBe(true);
    await user.type(screen.getByLabelText(/^Contraseña/), 'equivocada');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('El mail o la contraseña no son correctos.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Contraseña/));
    await user.type(screen.getByLabelText(/^Contraseña/), 'clave-correcta');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText('Guardado')).toBeTruthy();
    expect(screen.queryByText('Tu sesión terminó')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText<HTMLInputElement>('Nombre').value).toBe('Ferretería Luque');
    expect(logins).toEqual([
      { email: 'ana@abasto.test', password: 'equivocada' },
      { email: 'ana@abasto.test', password: 'clave-correcta' },
    ]);
    expect(saves).toEqual([
      { authorization: 'Bearer test-token', body: { name: 'Ferretería Luque' } },
      { authorization: 'Bearer nuevo-token', body: { name: 'Ferretería Luque' } },
    ]);
    expect(localStorage.getItem('abasto.token')).toBe('nuevo-token');
  });

  it('asks for the e-mailed code after the password when the user has the two-step login', async () => {
    const me = aSessionUser({ email: 'ana@abasto.test' });
    const { saves } = endedSession(me.email);
    server.use(
      http.post('/api/auth/pre-login-email', () =>
        HttpResponse.json({ twoFactor: true, oAuthSms: 'desafio', channel: 'email', expiresAt: new Date().toISOString() }),
      ),
      http.post('/api/auth/pre-login-email-sms', async ({ request }) => {
        const body = (await request.json()) as { code: string; oAuthSms: string };
        if (body.code !== '4321' || body.oAuthSms !== 'desafio') return apiError(400, 'Código incorrecto');
        return HttpResponse.json({ token: 'nuevo-token', user: me });
      }),
    );
    const { user } = renderWithProviders(<NameForm saveTo="/api/prueba" />, { session: me });
    await user.type(await screen.findByLabelText('Nombre'), 'Ferretería Luque');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.type(await screen.findByLabelText(/^Contraseña/), 'clave-correcta');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(/Te enviamos un código de 4 dígitos a/)).toBeTruthy();
    await user.type(within(screen.getByRole('group', { name: 'Código de acceso' })).getAllByRole('textbox')[0]!, '4321');

    expect(await screen.findByText('Guardado', undefined, SLOW)).toBeTruthy();
    expect(saves.at(-1)).toEqual({ authorization: 'Bearer nuevo-token', body: { name: 'Ferretería Luque' } });
  });

  it('keeps the form and its values when the person cancels, in Portuguese in the care area', async () => {
    const me = aSessionUser({ role: 'medico', email: 'medica@abasto.test' });
    endedSession(me.email);
    const { user, router } = renderWithProviders(<NameForm saveTo="/api/prueba" />, { session: me, routes: [loginPage] });
    await user.type(await screen.findByLabelText('Nombre'), 'Receita nova');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Sua sessão terminou')).toBeTruthy();
    expect(screen.getByLabelText(/^Senha/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(
      await screen.findByText('Não foi salvo: a sessão terminou. O que você digitou continua no formulário.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText<HTMLInputElement>('Nombre').value).toBe('Receita nova');
  });

  it('without changes, a 401 still ends the session as before', async () => {
    const me = aSessionUser();
    server.use(http.get('/api/prueba', () => apiError(401, 'Unauthorized')));
    function Reader() {
      const [text, setText] = useState('');
      return (
        <Button onClick={() => void api('/api/prueba').catch((e: Error) => setText(e.message))}>Leer{text}</Button>
      );
    }
    const { user } = renderWithProviders(<Reader />, { session: me });
    await user.click(await screen.findByRole('button', { name: 'Leer' }));
    expect(await screen.findByText('Fazer Login novamente')).toBeTruthy();
    expect(screen.queryByText('Tu sesión terminó')).toBeNull();
  });
});
