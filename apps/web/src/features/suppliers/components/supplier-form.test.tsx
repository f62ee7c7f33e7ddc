import { SupplierLiveSchema } from '@abasto/domain/supplier';
import { MantineProvider } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SupplierForm, type SupplierFormMode } from './supplier-form.tsx';
import { emptySupplierForm, type SupplierFormValues } from './supplier-form-values.ts';

afterEach(cleanup);

// jsdom has no font loading API; the autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
    configurable: true,
  });
}

function Harness({ mode, initial }: { mode: SupplierFormMode; initial?: Partial<SupplierFormValues> }) {
  const form = useForm<SupplierFormValues>({
    initialValues: { ...emptySupplierForm(), ...initial },
    validate: schemaResolver(SupplierLiveSchema, { sync: true }),
    validateInputOnChange: true,
  });
  return (
    <MantineProvider env="test">
      <SupplierForm form={form} mode={mode} required={['email', 'telephone']} />
    </MantineProvider>
  );
}

/**
 * Renders the form and waits for its sections below the first: their code loads after the first
 * section is drawn, and in consultar each is drawn after the one above (the last one holds Detalle).
 */
async function renderForm(harness: Parameters<typeof Harness>[0]) {
  const result = render(<Harness {...harness} />);
  await screen.findByLabelText(/^Detalle/, {}, { timeout: 10_000 });
  return result;
}

// The whole form (some thirty Mantine inputs) renders in each test; on a busy machine that takes seconds.
describe('SupplierForm', { timeout: 30_000 }, () => {
  it.each([
    ['Teléfono número', '12a', 'El telefono 1 no es válido'],
    ['Teléfono 2', '12a', 'El telefono 2 no es válido'],
    ['Celular del Representante', '+595', 'El celular del representante no es válido'],
    ['Teléfono del Ejecutivo', 'x', 'El telefono del ejecutivo no es válido'],
    ['Sitio Web', 'no es web', 'El sitio web ingresado no es válido'],
    ['Email', 'ana', 'El mail ingresado no es válido'],
    ['Email del Ejecutivo', 'a@b.com, mal', 'El mail del ejecutivo de cuenta no es válido'],
  ])('%s = %j shows %j and marks the field', async (label, value, message) => {
    await renderForm({ mode: 'registrar' });
    const input = screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
    // One change event: the whole form re-renders per keystroke, and typing is not what is tested.
    fireEvent.change(input, { target: { value } });
    expect(screen.getByText(message)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('disables every field in consultar mode', async () => {
    await renderForm({ mode: 'consultar', initial: { razonSocial: 'Cementos' } });
    for (const input of screen.getAllByRole('textbox')) expect((input as HTMLInputElement).disabled).toBe(true);
  });

  it('lets the e-mail be typed only when registering', async () => {
    const { unmount } = await renderForm({ mode: 'editar' });
    expect((screen.getByLabelText(/^Email( \*)?$/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Razón Social/) as HTMLInputElement).disabled).toBe(false);
    unmount();
    await renderForm({ mode: 'registrar' });
    expect((screen.getByLabelText(/^Email( \*)?$/) as HTMLInputElement).disabled).toBe(false);
  });

  it('shows the questionnaire block only when the supplier has answers', async () => {
    const { unmount } = await renderForm({ mode: 'consultar' });
    expect(screen.queryByText('Cuestionario de evaluación')).toBeNull();
    unmount();
    await renderForm({ mode: 'consultar', initial: { radioForm: [{ pregunta: '¿Cuenta con encargado de seguridad?', respuesta: 'Sí' }] } });
    expect(screen.getByText('Cuestionario de evaluación')).toBeTruthy();
    // Below the fold, its answers are drawn once the fields above are painted.
    expect(await screen.findByText('¿Cuenta con encargado de seguridad?', {}, { timeout: 10_000 })).toBeTruthy();
    const yes = screen.getByRole('radio', { name: 'Sí' }) as HTMLInputElement;
    expect(yes.checked && yes.disabled).toBe(true);
  });
});
