import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { http, HttpResponse, server } from '../../../test/server.ts';
import RegisterSupplierPage from './register-supplier-page.tsx';

// By accessible name: the label's required asterisk is hidden from it.
const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const stepTitle = () => screen.getByTestId('registration-step-title').textContent;
const DRAFT_KEY = 'abasto.draft.register-proveedor';

beforeEach(() => {
  server.use(http.get('/api/config/public', () => HttpResponse.json({ companyWebsiteUrl: '/api/health', oidc: null })));
});

/** Fills steps 1 and 2 and types the city on step 3, as a person does. */
async function fillToStepThree(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(box('RUC / CNPJ / ID'), '80012345-6');
  await user.type(box('Razón Social / Nombre'), 'Aceros del Este S.A.');
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await waitFor(() => expect(stepTitle()).toBe('Datos del Representante Legal y Ejecutivo de Cuenta'));
  await user.type(box('Nombre del Ejecutivo'), 'Martín Cabrera');
  await user.type(box('Teléfono del Ejecutivo'), '0983123456');
  await user.type(box('Email del Ejecutivo'), 'ventas@aceros.com.py');
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await waitFor(() => expect(stepTitle()).toBe('Datos de Ubicación'));
  await user.type(box('Ciudad'), 'Ciudad del Este');
}

describe('the public registration after a reload', () => {
  it('resumes at the step it was on, with everything typed, and says so', async () => {
    const first = renderWithProviders(<RegisterSupplierPage />);
    await fillToStepThree(first.user);
    first.unmount();

    // The page drawn again, as after a reload or in a new tab of the same browser.
    const { user } = renderWithProviders(<RegisterSupplierPage />);
    await waitFor(() => expect(stepTitle()).toBe('Datos de Ubicación'));
    expect(box('Ciudad').value).toBe('Ciudad del Este');
    expect(screen.getByTestId('registration-draft-resumed').textContent).toContain('las contraseñas nunca se guardan');
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(box('Nombre del Ejecutivo').value).toBe('Martín Cabrera');
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(box('Razón Social / Nombre').value).toBe('Aceros del Este S.A.');
  }, 60_000);

  it('starts afresh when the person asks to, and forgets a draft older than 7 days', async () => {
    const values = { pais: 'Paraguay', registro: '80012345-6', razonSocial: 'Aceros del Este S.A.' };
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ values, step: 1, savedAt: Date.now() }));
    const second = renderWithProviders(<RegisterSupplierPage />);
    await second.user.click(await screen.findByRole('button', { name: 'Empezar de nuevo' }));
    expect(stepTitle()).toBe('Identificación del Proveedor');
    expect(box('RUC / CNPJ / ID').value).toBe('');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    second.unmount();

    const eightDaysAgo = Date.now() - 8 * 24 * 60 * 60 * 1000;
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ values: { razonSocial: 'Vieja S.A.' }, step: 2, savedAt: eightDaysAgo }));
    renderWithProviders(<RegisterSupplierPage />);
    await waitFor(() => expect(stepTitle()).toBe('Identificación del Proveedor'));
    expect(box('Razón Social / Nombre').value).toBe('');
    expect(screen.queryByTestId('registration-draft-resumed')).toBeNull();
  });

  it('clears the kept draft once the registration succeeds', async () => {
    server.use(http.post('/api/auth/proveedor/', () => HttpResponse.json({ email: 'alta@aceros.com.py' })));
    const { user } = renderWithProviders(<RegisterSupplierPage />);
    await fillToStepThree(user);
    await user.type(box('Departamento/Estado'), 'Alto Paraná');
    await user.type(box('Dirección'), 'Av. San Blas 2200');
    await user.type(box('Email'), 'alta@aceros.com.py');
    await user.type(box('Teléfono número'), '061500700');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(stepTitle()).toBe('Confirmar Datos'));
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Registrar Proveedor' }));
    expect(await screen.findByRole('dialog', { name: 'Gracias por su información' })).toBeTruthy();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  }, 60_000);
});
