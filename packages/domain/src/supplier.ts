import { z } from 'zod';
import { hasEmailShape, isValidEmail } from './email-address.ts';
import { foldText } from './fold-text.ts';
import { MSG } from './messages.ts';
import { RecordVersionSchema } from './record-version.ts';
import { ACTIVIDADES, CALIFICACIONES, PAISES, RUBROS, SEGMENTOS, TIPOS_PROVEEDOR } from './supplier-enums.ts';
import { ADMISSION_STATES } from './supplier-rating.ts';
import { SUPPLIER_FIELD_LABELS, SUPPLIER_MAX_CAPITAL, SUPPLIER_MAX_EMAILS_EJECUTIVO, SUPPLIER_MAX_EMPLOYEES, SUPPLIER_MAX_LENGTH, SUPPLIER_MAX_RADIO_FORM, type SupplierField } from './supplier-fields.ts';

/**
 * The Proveedor record (docs/product.md#supplier-record) and its rules (docs/product.md#supplier-rules), written
 * once for the server and the forms. Validation runs in three layers:
 * 1. `SupplierInputSchema`: the shape — types, known options, lengths. It normalises what the
 *    forms send (trimmed text, '' as null, one e-mail or a list) and refuses what no form sends.
 * 2. `ruleFailure(values, rules)`: the submit checks of one screen, in their order, first failure
 *    only (staff create, edit; the public wizard builds its own `SupplierRules` from the same parts).
 * 3. `liveErrors(values)`: the live field checks, every failure.
 * The server answers `supplierProblems()` (2 then 3); the detail screen shows 3 while typing.
 */

export * from './supplier-fields.ts';

/** Fills `{campo}` and `{max}` of a catalogue template. */
export function fieldMessage(template: string, field: SupplierField | string, max?: number): string {
  const label = (SUPPLIER_FIELD_LABELS as Record<string, string>)[field] ?? field;
  return template.replace('{campo}', label).replace('{max}', String(max ?? ''));
}

// ---------------------------------------------------------------------------------------------
// Value tests shared by the layers

export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmptyValue);
  return false;
}

export { foldText } from './fold-text.ts';

const DIGITS = /^\d+$/;
/** URL-like: optional http(s)://, a dotted host, optional port and path. Never javascript: or data:. */
const URL_LIKE = /^(https?:\/\/)?[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d{1,5})?([/?#]\S*)?$/iu;
const REGISTRO_CHARS = /^[\p{L}\p{N}][\p{L}\p{N} .\-/]*$/u;

function asText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.trim().replace(',', '.'));
  return Number.NaN;
}

/** One address, a list, or several in one text separated by commas, semicolons or spaces. */
export function emailList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((v) => asText(v).split(/[\s,;]+/)).filter((v) => v !== '');
}

/** A YYYY-MM-DD date (a full ISO timestamp or a Date are cut to their day), or null. */
export function dateOnly(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  const text = asText(value);
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return text.slice(0, 10);
}

/** The first year a date field takes: an earlier one is a typing slip (1850 for 1985). */
const FIRST_YEAR = 1900;

/** A day (YYYY-MM-DD, or a timestamp cut to its day) from 1900 on, or null: a document's dates, a birth date. */
export function dayFrom1900(value: unknown): string | null {
  const day = dateOnly(value);
  return day !== null && Number(day.slice(0, 4)) >= FIRST_YEAR ? day : null;
}

/** The two address forms of the supplier record (docs/product.md#supplier-record), both from the one address module (email-address.ts). */
export function isEmailForm(value: string): boolean {
  return hasEmailShape(value);
}

export function isEmailAddress(value: string): boolean {
  return isValidEmail(value);
}

export function isUrlLike(value: string): boolean {
  return URL_LIKE.test(value);
}

// ---------------------------------------------------------------------------------------------
// Layer 3: live field checks (docs/product.md#live-field-checks, plus the registro characters)

/** Whatever a form or a request holds; the checks read it loosely. */
export type SupplierValues = { readonly [K in SupplierField]?: unknown };

export interface SupplierIssue {
  path: SupplierField;
  message: string;
}

interface LiveCheck {
  field: SupplierField;
  message: string;
  valid(value: unknown): boolean;
}

const emptyOr =
  (test: (value: unknown) => boolean) =>
    (value: unknown): boolean =>
      isEmptyValue(value) || test(value);

const digitsOnly = emptyOr((v) => DIGITS.test(asText(v)));

/** In the order of docs/product.md#live-field-checks; every failure is reported. */
export const LIVE_CHECKS: readonly LiveCheck[] = [
  {
    field: 'registro',
    message: MSG.supplierRegistroInvalid,
    valid: emptyOr((v) => REGISTRO_CHARS.test(asText(v))),
  },
  {
    field: 'capitalSocial',
    message: MSG.supplierCapitalSocialInvalid,
    valid: emptyOr((v) => {
      const n = asNumber(v);
      return Number.isFinite(n) && n >= 1 && n <= SUPPLIER_MAX_CAPITAL;
    }),
  },
  {
    field: 'cantidadEmpleados',
    message: MSG.supplierCantidadEmpleadosInvalid,
    valid: emptyOr((v) => {
      const n = asNumber(v);
      return Number.isInteger(n) && n >= 1 && n <= SUPPLIER_MAX_EMPLOYEES;
    }),
  },
  { field: 'website', message: MSG.supplierWebsiteInvalid, valid: emptyOr((v) => isUrlLike(asText(v))) },
  { field: 'email', message: MSG.supplierEmailInvalid, valid: emptyOr((v) => isEmailForm(asText(v))) },
  {
    field: 'emailEjecutivo',
    message: MSG.supplierEmailEjecutivoInvalid,
    valid: emptyOr((v) => emailList(v).every(isEmailForm)),
  },
  {
    field: 'inicioActividad',
    message: MSG.supplierInicioActividadInvalid,
    valid: emptyOr((v) => {
      const day = dateOnly(v);
      return day !== null && Number(day.slice(0, 4)) > 1900;
    }),
  },
  { field: 'telephone', message: MSG.supplierTelephoneInvalid, valid: digitsOnly },
  { field: 'telephone2', message: MSG.supplierTelephone2Invalid, valid: digitsOnly },
  { field: 'celularRepresentante', message: MSG.supplierCelularInvalid, valid: digitsOnly },
  { field: 'telefonoEjecutivo', message: MSG.supplierTelefonoEjecutivoInvalid, valid: digitsOnly },
];

/** The live message of one field, or null when it is fine (red border + text under the field). */
export function liveError(field: SupplierField, value: unknown): string | null {
  for (const check of LIVE_CHECKS) if (check.field === field && !check.valid(value)) return check.message;
  return null;
}

export function liveErrors(values: SupplierValues): SupplierIssue[] {
  return LIVE_CHECKS.filter((c) => !c.valid(values[c.field])).map((c) => ({ path: c.field, message: c.message }));
}

/** The live checks as a schema, for a form's schema resolver: one issue per failing field. */
export const SupplierLiveSchema = z.custom<SupplierValues>((v) => typeof v === 'object' && v !== null).superRefine(
  (values, ctx) => {
    for (const issue of liveErrors(values)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  },
);

// ---------------------------------------------------------------------------------------------
// Layer 2: the submit checks of a screen

export interface SupplierCheck {
  field: SupplierField;
  message: string;
  valid(values: SupplierValues): boolean;
}

export interface SupplierRules {
  /** Fields that must not be empty; the first empty one is the answer's path. */
  required: readonly SupplierField[];
  requiredMessage: string;
  /** Run in order after the required fields; the first failure is the answer. */
  checks: readonly SupplierCheck[];
}

/** Building blocks for every screen's rules (staff create and edit here, the public wizard elsewhere). */
export const supplierChecks = {
  emailAddress: (message: string): SupplierCheck => ({
    field: 'email',
    message,
    valid: (v) => isEmptyValue(v.email) || isEmailAddress(asText(v.email)),
  }),
  digits: (field: SupplierField, message: string): SupplierCheck => ({
    field,
    message,
    valid: (v) => isEmptyValue(v[field]) || DIGITS.test(asText(v[field])),
  }),
  minLength: (field: SupplierField, min: number, message: string): SupplierCheck => ({
    field,
    message,
    valid: (v) => isEmptyValue(v[field]) || asText(v[field]).length >= min,
  }),
};

const STAFF_REQUIRED = [
  'email',
  'telephone',
  'pais',
  'tipoProveedor',
  'registro',
  'documentoIdentidad',
  'puesto',
  'razonSocial',
  'actividad',
  'ciudad',
  'calle',
  'segmento',
  'rubro',
  'nombreEjecutivo',
  'telefonoEjecutivo',
  'emailEjecutivo',
] as const satisfies readonly SupplierField[];

// The edit order (docs/product.md#supplier-submit-rules) — required, e-mail, telephone, tipoTelephone — is used for create
// too: a característica with letters is as wrong on the first save as on the second.
const STAFF_CHECKS: readonly SupplierCheck[] = [
  supplierChecks.emailAddress(MSG.supplierEmailIncorrect),
  supplierChecks.digits('telephone', MSG.supplierPhoneDigits),
  supplierChecks.digits('tipoTelephone', MSG.supplierTipoTelephoneInvalid),
];

/** Supplier create by staff (docs/product.md#supplier-submit-rules). */
export const STAFF_CREATE_RULES: SupplierRules = {
  required: STAFF_REQUIRED,
  requiredMessage: MSG.supplierRequired,
  checks: STAFF_CHECKS,
};

/** Supplier edit: the create list without documentoIdentidad and puesto, same checks (docs/product.md#supplier-submit-rules). */
export const SUPPLIER_EDIT_RULES: SupplierRules = {
  required: STAFF_REQUIRED.filter((f) => f !== 'documentoIdentidad' && f !== 'puesto'),
  requiredMessage: MSG.supplierRequired,
  checks: STAFF_CHECKS,
};

export function missingFields(values: SupplierValues, required: readonly SupplierField[]): SupplierField[] {
  return required.filter((f) => isEmptyValue(values[f]));
}

export function ruleFailure(values: SupplierValues, rules: SupplierRules): SupplierIssue | null {
  const [missing] = missingFields(values, rules.required);
  if (missing) return { path: missing, message: rules.requiredMessage };
  for (const check of rules.checks) if (!check.valid(values)) return { path: check.field, message: check.message };
  return null;
}

/** What the server refuses a save for: the screen's first failing rule, then every live error. */
export function supplierProblems(values: SupplierValues, rules: SupplierRules): SupplierIssue[] {
  const first = ruleFailure(values, rules);
  return first ? [first, ...liveErrors(values)] : liveErrors(values);
}

// ---------------------------------------------------------------------------------------------
// Layer 1: the shape

const stripNul = (s: string) => s.replaceAll('\u0000', '').trim();

function text(field: keyof typeof SUPPLIER_MAX_LENGTH) {
  const max = SUPPLIER_MAX_LENGTH[field];
  return z
    .union([z.string(), z.number()], { error: fieldMessage(MSG.supplierFieldInvalid, field) })
    .transform((v) => stripNul(String(v)))
    .pipe(z.string().max(max, { error: fieldMessage(MSG.supplierFieldTooLong, field, max) }))
    .transform((v) => (v === '' ? null : v))
    .nullish()
    .transform((v) => v ?? null);
}

/** One value of a list; matched without regard to case or accents, stored as the list spells it. */
function canonicalOption<T extends string>(values: readonly T[], raw: string): T | undefined {
  const folded = foldText(raw);
  return values.find((v) => v === raw) ?? values.find((v) => foldText(v) === folded);
}

function option<T extends string>(field: SupplierField, values: readonly T[]) {
  const invalid = fieldMessage(MSG.supplierOptionInvalid, field);
  return z
    .string({ error: invalid })
    .transform((raw, ctx): T | null => {
      const v = stripNul(raw);
      if (v === '') return null;
      const found = canonicalOption(values, v);
      if (found === undefined) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return found;
    })
    .nullish()
    .transform((v) => v ?? null);
}

function numberField(message: string, integer: boolean) {
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((raw, ctx): number | null => {
      if (typeof raw === 'string' && raw.trim() === '') return null;
      const n = asNumber(raw);
      if (!Number.isFinite(n) || (integer && !Number.isInteger(n))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    })
    .nullish()
    .transform((v) => v ?? null);
}

const emailEjecutivoSchema = z
  .union([z.string(), z.array(z.string())], { error: fieldMessage(MSG.supplierFieldInvalid, 'emailEjecutivo') })
  .transform((v) => emailList(Array.isArray(v) ? v.map(stripNul) : stripNul(v)))
  .pipe(
    z
      .array(z.string().max(254, { error: fieldMessage(MSG.supplierFieldTooLong, 'emailEjecutivo', 254) }))
      .max(SUPPLIER_MAX_EMAILS_EJECUTIVO, {
        error: fieldMessage(MSG.supplierTooManyValues, 'emailEjecutivo', SUPPLIER_MAX_EMAILS_EJECUTIVO),
      }),
  )
  .transform((list) => [...new Set(list)])
  .nullish()
  .transform((v) => v ?? []);

const rubroSchema = z
  .union([z.string(), z.array(z.string())], { error: fieldMessage(MSG.supplierOptionInvalid, 'rubro') })
  .transform((v, ctx) => {
    const items = (Array.isArray(v) ? v : [v]).map(stripNul).filter((s) => s !== '');
    const out: (typeof RUBROS)[number][] = [];
    for (const item of items) {
      const found = canonicalOption(RUBROS, item);
      if (found === undefined) {
        ctx.addIssue({ code: 'custom', message: fieldMessage(MSG.supplierOptionInvalid, 'rubro') });
        return z.NEVER;
      }
      if (!out.includes(found)) out.push(found);
    }
    return out;
  })
  .nullish()
  .transform((v) => v ?? []);

const inicioActividadSchema = z
  .union([z.string(), z.null()], { error: MSG.supplierInicioActividadInvalid })
  .transform((raw, ctx): string | null => {
    if (raw === null || raw.trim() === '') return null;
    const day = dateOnly(raw);
    if (day === null) {
      ctx.addIssue({ code: 'custom', message: MSG.supplierInicioActividadInvalid });
      return z.NEVER;
    }
    return day;
  })
  .optional()
  .transform((v) => v ?? null);

export const RadioFormEntrySchema = z.object({
  pregunta: z.string().trim().max(300),
  respuesta: z.string().trim().max(30),
});
export type RadioFormEntry = z.infer<typeof RadioFormEntrySchema>;

const radioFormSchema = z
  .array(RadioFormEntrySchema, { error: fieldMessage(MSG.supplierFieldInvalid, 'radioForm') })
  .max(SUPPLIER_MAX_RADIO_FORM, {
    error: fieldMessage(MSG.supplierTooManyValues, 'radioForm', SUPPLIER_MAX_RADIO_FORM),
  })
  .nullish()
  .transform((v) => v ?? []);

/**
 * What a create or an edit may send. Unknown keys (_id, createdAt, invitedBy, checked...) are
 * dropped, so a client can send back the record it read.
 */
export const SupplierInputSchema = z.object(
  {
    pais: option('pais', PAISES),
    registro: text('registro'),
    tipoProveedor: option('tipoProveedor', TIPOS_PROVEEDOR),
    razonSocial: text('razonSocial'),
    nombreFantasia: text('nombreFantasia'),
    actividad: option('actividad', ACTIVIDADES),
    inicioActividad: inicioActividadSchema,
    capitalSocial: numberField(MSG.supplierCapitalSocialInvalid, false),
    cantidadEmpleados: numberField(MSG.supplierCantidadEmpleadosInvalid, true),
    representanteLegal: text('representanteLegal'),
    documentoIdentidad: text('documentoIdentidad'),
    puesto: text('puesto'),
    celularRepresentante: text('celularRepresentante'),
    nombreEjecutivo: text('nombreEjecutivo'),
    telefonoEjecutivo: text('telefonoEjecutivo'),
    emailEjecutivo: emailEjecutivoSchema,
    estado: text('estado'),
    ciudad: text('ciudad'),
    calle: text('calle'),
    telephone: text('telephone'),
    telephone2: text('telephone2'),
    tipoTelephone: text('tipoTelephone'),
    website: text('website'),
    email: text('email'),
    segmento: option('segmento', SEGMENTOS),
    rubro: rubroSchema,
    especialidad: text('especialidad'),
    detalle: text('detalle'),
    calificacion: option('calificacion', CALIFICACIONES),
    radioForm: radioFormSchema,
  },
  { error: MSG.invalidRequest },
);
export type SupplierInput = z.output<typeof SupplierInputSchema>;

/** A supplier whose required fields passed the rules: the non-null columns are filled. */
export type ValidSupplierInput = SupplierInput & {
  pais: string;
  registro: string;
  tipoProveedor: string;
  razonSocial: string;
  actividad: string;
  segmento: string;
};

export type SupplierValidation =
  | { ok: true; value: ValidSupplierInput }
  | { ok: false; message: string; issues: SupplierIssue[] };

/** The three layers in order, as the server runs them for a save. */
export function validateSupplier(input: unknown, rules: SupplierRules): SupplierValidation {
  const parsed = SupplierInputSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({
      path: (i.path[0] ?? 'pais') as SupplierField,
      message: i.message,
    }));
    return { ok: false, message: issues[0]?.message ?? MSG.invalidRequest, issues };
  }
  const problems = supplierProblems(parsed.data, rules);
  const missingColumn = missingFields(parsed.data, [
    'pais',
    'registro',
    'tipoProveedor',
    'razonSocial',
    'actividad',
    'segmento',
  ]);
  // A screen's rules may leave a database column optional; the record still needs it.
  if (problems.length === 0 && missingColumn[0]) {
    problems.push({ path: missingColumn[0], message: rules.requiredMessage });
  }
  if (problems.length > 0) return { ok: false, message: problems[0]!.message, issues: problems };
  return { ok: true, value: parsed.data as ValidSupplierInput };
}

// ---------------------------------------------------------------------------------------------
// The record as the API answers it

export const ProveedorSchema = z.object({
  _id: z.number(),
  id: z.number(),
  pais: z.string(),
  registro: z.string(),
  tipoProveedor: z.string(),
  razonSocial: z.string(),
  nombreFantasia: z.string().nullable(),
  actividad: z.string(),
  inicioActividad: z.string().nullable(),
  capitalSocial: z.number().nullable(),
  cantidadEmpleados: z.number().nullable(),
  representanteLegal: z.string().nullable(),
  documentoIdentidad: z.string().nullable(),
  puesto: z.string().nullable(),
  celularRepresentante: z.string().nullable(),
  nombreEjecutivo: z.string().nullable(),
  telefonoEjecutivo: z.string().nullable(),
  emailEjecutivo: z.array(z.string()),
  estado: z.string().nullable(),
  ciudad: z.string().nullable(),
  calle: z.string().nullable(),
  telephone: z.string().nullable(),
  telephone2: z.string().nullable(),
  tipoTelephone: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  segmento: z.string(),
  rubro: z.array(z.string()),
  especialidad: z.string().nullable(),
  detalle: z.string().nullable(),
  calificacion: z.string().nullable(),
  /** docs/product.md#supplier-admission: only Aceptado receives quotation requests. */
  admision: z.enum(ADMISSION_STATES),
  radioForm: z.array(RadioFormEntrySchema),
  role: z.literal('proveedor'),
  invitedBy: z.object({ name: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: RecordVersionSchema,
});
export type Proveedor = z.infer<typeof ProveedorSchema>;
