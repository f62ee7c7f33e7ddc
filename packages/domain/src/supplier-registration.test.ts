import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { type SupplierField, validateSupplier } from './supplier.ts';
import {
  isHoneypotFilled,
  PUBLIC_REGISTRATION_RULES,
  REGISTRATION_CONFIRM_STEP,
  REGISTRATION_DEFAULTS,
  REGISTRATION_FIELDS,
  REGISTRATION_HONEYPOT_FIELD,
  REGISTRATION_STEPS,
  registrationFieldError,
  registrationInput,
  registrationStepState,
} from './supplier-registration.ts';

/** What a person fills in the wizard, all steps. */
const filled = {
  ...REGISTRATION_DEFAULTS,
  registro: '80012345-6',
  razonSocial: 'Cementos del Sur S.A.',
  nombreEjecutivo: 'María López',
  telefonoEjecutivo: '0981555124',
  emailEjecutivo: 'ventas@cementosdelsur.com.py',
  ciudad: 'Asunción',
  calle: 'Av. Mariscal López 1234',
  telephone: '021555123',
  email: 'info@cementosdelsur.com.py',
};

describe('steps', () => {
  it('are the five steps of the wizard, the last one the summary', () => {
    expect(REGISTRATION_STEPS.map((s) => s.title)).toEqual([
      'Identificación del Proveedor',
      MSG.registrationStepRepresentante,
      'Datos de Ubicación',
      'Productos y/o Servicios',
      'Confirmar Datos',
    ]);
    expect(REGISTRATION_CONFIRM_STEP).toBe(4);
    expect(REGISTRATION_STEPS[0]!.fields).toEqual([
      'pais',
      'registro',
      'tipoProveedor',
      'razonSocial',
      'nombreFantasia',
      'actividad',
      'inicioActividad',
      'capitalSocial',
      'cantidadEmpleados',
    ]);
  });

  it('require exactly the per-step lists of the wizard', () => {
    expect(REGISTRATION_STEPS.map((s) => s.required)).toEqual([
      ['pais', 'registro', 'tipoProveedor', 'razonSocial', 'actividad'],
      ['nombreEjecutivo', 'telefonoEjecutivo', 'emailEjecutivo'],
      ['ciudad', 'telephone', 'calle', 'email'],
      ['segmento', 'rubro'],
      [],
    ]);
    for (const step of REGISTRATION_STEPS) for (const f of step.required) expect(step.fields).toContain(f);
  });

  it('together ask for every field the final submit requires', () => {
    for (const f of PUBLIC_REGISTRATION_RULES.required) expect(REGISTRATION_FIELDS).toContain(f);
  });

  it('start from the documented defaults', () => {
    expect(REGISTRATION_DEFAULTS).toEqual({
      pais: 'Paraguay',
      tipoProveedor: 'S.A.',
      actividad: 'Bienes y Servicios',
      segmento: 'OTROS',
      rubro: ['Otros'],
    });
    // Step 4 is complete with its defaults alone.
    expect(registrationStepState(REGISTRATION_DEFAULTS, 3).complete).toBe(true);
  });
});

describe('Siguiente', () => {
  it.each(REGISTRATION_STEPS.slice(0, 4).flatMap((step, i) => step.required.map((f) => [i, f] as const)))(
    'step %i waits for %s',
    (step, field) => {
      expect(registrationStepState(filled, step).complete).toBe(true);
      const state = registrationStepState({ ...filled, [field]: field === 'rubro' ? [] : '  ' }, step);
      expect(state.complete).toBe(false);
      expect(state.missing).toEqual([field]);
    },
  );

  it.each([
    [0, 'capitalSocial', 0, MSG.supplierCapitalSocialInvalid],
    [0, 'cantidadEmpleados', '0', MSG.supplierCantidadEmpleadosInvalid],
    [0, 'inicioActividad', '1899-12-31', MSG.supplierInicioActividadInvalid],
    [0, 'registro', '<b>1</b>', MSG.supplierRegistroInvalid],
    [1, 'celularRepresentante', '0981-555', MSG.supplierCelularInvalid],
    [1, 'telefonoEjecutivo', 'abc', MSG.supplierTelefonoEjecutivoInvalid],
    [1, 'emailEjecutivo', 'ventas.cementos', MSG.supplierEmailEjecutivoInvalid],
    [2, 'website', 'no es un sitio', MSG.supplierWebsiteInvalid],
    [2, 'email', 'info-sin-arroba', MSG.supplierEmailInvalid],
    [2, 'email', 'info@cementos.com.p', MSG.supplierEmailIncorrect],
    [2, 'telephone', '021 555', MSG.supplierTelephoneInvalid],
    [2, 'telephone', '021', MSG.registrationTelephoneShort],
    [2, 'telephone2', '+595', MSG.supplierTelephone2Invalid],
    [2, 'tipoTelephone', 'py', MSG.supplierTipoTelephoneInvalid],
  ] as const)('step %i is blocked by %s = %j: %s', (step, field, value, message) => {
    const values = { ...filled, [field]: value };
    expect(registrationFieldError(field, values)).toBe(message);
    const state = registrationStepState(values, step);
    expect(state.complete).toBe(false);
    expect(state.errors).toEqual([{ path: field, message }]);
  });

  it('ignores errors of fields on other steps', () => {
    expect(registrationStepState({ ...filled, telephone: 'x' }, 0).complete).toBe(true);
  });
});

describe('submit rules', () => {
  const check = (values: Record<string, unknown>) => validateSupplier(values, PUBLIC_REGISTRATION_RULES);

  it('accept the filled wizard', () => {
    expect(check(filled)).toMatchObject({ ok: true });
  });

  it.each(PUBLIC_REGISTRATION_RULES.required)('refuse an empty %s with the public message', (field) => {
    const result = check({ ...filled, [field]: field === 'rubro' ? [] : '' });
    expect(result).toMatchObject({ ok: false, message: 'Debe completar todos los campos.' });
  });

  it.each([
    [{ email: 'info@sur' }, 'El mail ingresado no es correcto.'],
    [{ telephone: '021-555' }, 'El nro. de teléfono ingresado no es válido.'],
    [{ telephone: '021' }, 'El Telefono ingresado no es válido.'],
    [{ telephone: '0215' }, null],
  ] as const)('%j → %s', (patch, message) => {
    const result = check({ ...filled, ...patch });
    if (message === null) expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, message });
  });

  it('do not require what the staff form requires beyond the public list', () => {
    expect(check({ ...filled, documentoIdentidad: '', puesto: '' }).ok).toBe(true);
  });
});

describe('request body', () => {
  it('keeps only the fields of the wizard', () => {
    const input = registrationInput({
      ...filled,
      role: 'admin',
      calificacion: 'Excelente',
      createdAt: '2001-01-01',
      invitedBy: { name: 'x' },
      radioForm: [{ pregunta: 'p', respuesta: 'Sí' }],
      especialidad: 'x',
      [REGISTRATION_HONEYPOT_FIELD]: 'bot',
    });
    expect(Object.keys(input).sort()).toEqual(Object.keys(filled).sort());
    for (const key of Object.keys(input)) expect(REGISTRATION_FIELDS).toContain(key as SupplierField);
  });

  it('tolerates a body that is not an object', () => {
    expect(registrationInput(null)).toEqual({});
    expect(registrationInput('x')).toEqual({});
  });

  it('sees the honeypot only when it carries something', () => {
    expect(isHoneypotFilled(filled)).toBe(false);
    expect(isHoneypotFilled({ ...filled, [REGISTRATION_HONEYPOT_FIELD]: '' })).toBe(false);
    expect(isHoneypotFilled({ ...filled, [REGISTRATION_HONEYPOT_FIELD]: '555' })).toBe(true);
  });
});
