import { z } from 'zod';
import { MSG } from './messages.ts';
import {
  isEmptyValue,
  liveError,
  missingFields,
  type SupplierField,
  type SupplierIssue,
  type SupplierRules,
  type SupplierValues,
  supplierChecks,
} from './supplier.ts';
import {
  DEFAULT_ACTIVIDAD,
  DEFAULT_PAIS,
  DEFAULT_RUBRO,
  DEFAULT_SEGMENTO,
  DEFAULT_TIPO_PROVEEDOR,
} from './supplier-enums.ts';

/**
 * The public supplier registration ('Inscripción de Proveedores', docs/product.md#public-registration):
 * its steps, the fields each step asks for and requires, the submit rules and the defaults.
 * The wizard and the server both read these, so a rule is written here once.
 */

export interface RegistrationStep {
  title: string;
  /** The step's name in the stepper, where the full title does not fit. */
  label: string;
  /** The fields the step shows, in screen order. */
  fields: readonly SupplierField[];
  /** Fields Siguiente waits for (docs/product.md#public-registration, required per step). */
  required: readonly SupplierField[];
}

export const REGISTRATION_STEPS: readonly RegistrationStep[] = [
  {
    title: MSG.registrationStepIdentificacion,
    label: MSG.registrationStepShortIdentificacion,
    fields: [
      'pais',
      'registro',
      'tipoProveedor',
      'razonSocial',
      'nombreFantasia',
      'actividad',
      'inicioActividad',
      'capitalSocial',
      'cantidadEmpleados',
    ],
    required: ['pais', 'registro', 'tipoProveedor', 'razonSocial', 'actividad'],
  },
  {
    title: MSG.registrationStepRepresentante,
    label: MSG.registrationStepShortRepresentante,
    fields: [
      'representanteLegal',
      'documentoIdentidad',
      'puesto',
      'celularRepresentante',
      'nombreEjecutivo',
      'telefonoEjecutivo',
      'emailEjecutivo',
    ],
    required: ['nombreEjecutivo', 'telefonoEjecutivo', 'emailEjecutivo'],
  },
  {
    title: MSG.registrationStepUbicacion,
    label: MSG.registrationStepShortUbicacion,
    fields: ['estado', 'ciudad', 'calle', 'tipoTelephone', 'telephone', 'telephone2', 'website', 'email'],
    required: ['ciudad', 'telephone', 'calle', 'email'],
  },
  {
    title: MSG.registrationStepProductos,
    label: MSG.registrationStepShortProductos,
    fields: ['segmento', 'rubro', 'detalle'],
    required: ['segmento', 'rubro'],
  },
  {
    title: MSG.registrationStepConfirmar,
    label: MSG.registrationStepShortConfirmar,
    fields: [],
    required: [],
  },
];

/** Index of the read-only summary step, the one that submits. */
export const REGISTRATION_CONFIRM_STEP = REGISTRATION_STEPS.length - 1;

/** Everything the public form may send; any other key of a request body is ignored. */
export const REGISTRATION_FIELDS: readonly SupplierField[] = REGISTRATION_STEPS.flatMap((s) => s.fields);

/**
 * A field no person sees (hidden off screen, skipped by the keyboard and by autofill). Bots that
 * fill every input fill it; a submission carrying it is answered like a success and dropped.
 */
export const REGISTRATION_HONEYPOT_FIELD = 'faxAlternativo';

/** Submit rules of the public wizard (docs/product.md#public-registration), in that order. */
export const PUBLIC_REGISTRATION_RULES: SupplierRules = {
  required: [
    'email',
    'telephone',
    'pais',
    'tipoProveedor',
    'registro',
    'razonSocial',
    'actividad',
    'ciudad',
    'calle',
    'segmento',
    'rubro',
    'nombreEjecutivo',
    'telefonoEjecutivo',
    'emailEjecutivo',
  ],
  requiredMessage: MSG.registrationRequired,
  checks: [
    supplierChecks.emailAddress(MSG.supplierEmailIncorrect),
    supplierChecks.digits('telephone', MSG.supplierPhoneDigits),
    supplierChecks.minLength('telephone', 4, MSG.registrationTelephoneShort),
    // As for staff saves: a característica with letters is no característica.
    supplierChecks.digits('tipoTelephone', MSG.supplierTipoTelephoneInvalid),
  ],
};

/** The defaults (docs/product.md#limits-and-defaults), as the wizard starts. */
export const REGISTRATION_DEFAULTS = {
  pais: DEFAULT_PAIS,
  tipoProveedor: DEFAULT_TIPO_PROVEEDOR,
  actividad: DEFAULT_ACTIVIDAD,
  segmento: DEFAULT_SEGMENTO,
  rubro: [DEFAULT_RUBRO],
} as const satisfies SupplierValues;

/** The fields of a request body the public registration reads (role, calificacion, createdAt... are not among them). */
export function registrationInput(body: unknown): SupplierValues {
  const source = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const field of REGISTRATION_FIELDS) if (field in source) picked[field] = source[field];
  return picked as SupplierValues;
}

export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  return !isEmptyValue((body as Record<string, unknown>)[REGISTRATION_HONEYPOT_FIELD]);
}

/**
 * What the wizard shows under one field: its live check first, then the submit check of that
 * field (a 3-digit telephone is flagged on its own step, not only after Registrar Proveedor).
 */
export function registrationFieldError(field: SupplierField, values: SupplierValues): string | null {
  const live = liveError(field, values[field]);
  if (live) return live;
  for (const check of PUBLIC_REGISTRATION_RULES.checks) {
    if (check.field === field && !check.valid(values)) return check.message;
  }
  return null;
}

export interface StepState {
  missing: SupplierField[];
  errors: SupplierIssue[];
  /** Siguiente is enabled: every required field filled, no field of the step in error. */
  complete: boolean;
}

export function registrationStepState(values: SupplierValues, stepIndex: number): StepState {
  const step = REGISTRATION_STEPS[stepIndex];
  if (!step) return { missing: [], errors: [], complete: false };
  const missing = missingFields(values, step.required);
  const errors: SupplierIssue[] = [];
  for (const field of step.fields) {
    const message = registrationFieldError(field, values);
    if (message) errors.push({ path: field, message });
  }
  return { missing, errors, complete: missing.length === 0 && errors.length === 0 };
}

/** What the public registration answers: no record, only where the confirmation went. */
export const RegistrationReceiptSchema = z.object({
  registered: z.literal(true),
  email: z.string(),
});
export type RegistrationReceipt = z.infer<typeof RegistrationReceiptSchema>;
