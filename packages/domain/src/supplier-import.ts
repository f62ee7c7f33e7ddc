import { z } from 'zod';
import { fillMessage } from './fill-message.ts';
import { MSG } from './messages.ts';
import { SUPPLIER_FIELDS, type SupplierField } from './supplier.ts';

/**
 * Suppliers in and out by spreadsheet (docs/product.md#supplier-import-and-export): the columns,
 * how a cell becomes a form value, how a value becomes a cell, and the call's shapes. The rows
 * are then checked by the supplier form's own rules (`validateSupplier` of supplier.ts).
 */

/** calificacion and radioForm change only through qualification (docs/product.md#qualification). */
export const NOT_IMPORTED = ['calificacion', 'radioForm'] as const satisfies readonly SupplierField[];
export type ImportField = Exclude<SupplierField, (typeof NOT_IMPORTED)[number]>;
export const IMPORT_FIELDS = SUPPLIER_FIELDS.filter(
  (f): f is ImportField => !(NOT_IMPORTED as readonly string[]).includes(f),
);
/** The export's columns: what an import reads, then the rating (read back as ignored). */
export const EXPORT_FIELDS = [...IMPORT_FIELDS, 'calificacion'] as const;

export const IMPORT_MAX_ROWS = 100_000;
/**
 * The file as uploaded (the CSV's text, the XLSX's zip): 100,000 rows with every column filled
 * take about 45 MB as CSV and 24 MB as XLSX, so 64 MB leaves room (docs/product.md#supplier-import-and-export).
 */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;
/** Errors listed in a preview; the rejected-rows file has every one. */
export const IMPORT_MAX_LISTED_ERRORS = 1_000;
/** Lists (rubro, emailEjecutivo) in one cell. */
export const LIST_SEPARATOR = '; ';

const LIST_FIELDS: readonly ImportField[] = ['rubro', 'emailEjecutivo'];
const NUMBER_FIELDS: readonly ImportField[] = ['capitalSocial', 'cantidadEmpleados'];

/** The template's one example row. */
export const IMPORT_EXAMPLE: Record<ImportField, string> = {
  pais: 'Paraguay',
  registro: '80012345-6',
  tipoProveedor: 'S.A.',
  razonSocial: 'Ferretería Ejemplo S.A.',
  nombreFantasia: 'Ferretería Ejemplo',
  actividad: 'Bienes y Servicios',
  inicioActividad: '15/03/2010',
  capitalSocial: '1.250.000,50',
  cantidadEmpleados: '25',
  representanteLegal: 'Ana Pérez',
  documentoIdentidad: '1234567',
  puesto: 'Directora',
  celularRepresentante: '0981123456',
  nombreEjecutivo: 'Juan Gómez',
  telefonoEjecutivo: '0981654321',
  emailEjecutivo: 'ventas@ejemplo.com.py; juan@ejemplo.com.py',
  estado: 'Central',
  ciudad: 'Luque',
  calle: 'Avda. Principal 123',
  telephone: '21555000',
  telephone2: '',
  tipoTelephone: '021',
  website: 'www.ejemplo.com.py',
  email: 'info@ejemplo.com.py',
  segmento: 'OTROS',
  rubro: 'Otros',
  especialidad: 'Herramientas',
  detalle: '',
};

// ---------------------------------------------------------------------------------------------
// Cells in

/** What a spreadsheet cell may hold once read. */
export type Cell = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet would run as a formula, made plain text with a leading apostrophe. */
export function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The apostrophe the export adds in front of = + - @ is taken off again (round trip). */
function unneutralise(value: string): string {
  return value.startsWith('\'') && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/**
 * A number as people type it: Paraguayan `1.250.000,50` or US `1,250,000.50`. With both marks the
 * last one is the decimal; a lone mark followed by exactly three digits groups thousands
 * (`1.250` is 1250), otherwise it is the decimal (`1250,5`). Amounts keep at most two decimals, so
 * a number the export writes (`1250000.5`) reads back the same. Null when it is not a number.
 */
export function parseImportNumber(raw: string): number | null {
  const text = raw.replace(/[\s\u00a0]/g, '');
  if (!/^-?[\d.,]+$/.test(text) || !/\d/.test(text)) return null;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let decimal: '.' | ',' | null;
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? '.' : ',';
  else if (lastDot < 0 && lastComma < 0) decimal = null;
  else {
    const mark = lastDot >= 0 ? '.' : ',';
    const parts = text.split(mark);
    decimal = parts.length === 2 && parts[1]!.length !== 3 ? mark : null;
    if (parts.length > 2 && parts.slice(1).some((p) => p.length !== 3)) return null;
  }
  const group = decimal === '.' ? ',' : '.';
  const [whole, fraction, extra] = decimal ? text.split(decimal) : [text];
  if (extra !== undefined) return null;
  const groups = whole!.replace(/^-/, '').split(decimal ? group : /[.,]/);
  if (groups.length > 1 && (groups[0] === '' || groups.slice(1).some((g) => g.length !== 3))) return null;
  const n = Number(`${whole!.startsWith('-') ? '-' : ''}${groups.join('')}${fraction !== undefined ? `.${fraction}` : ''}`);
  return Number.isFinite(n) ? n : null;
}

/** dd/mm/yyyy (also with - or .) or ISO yyyy-mm-dd, as yyyy-mm-dd; null when neither. */
export function parseImportDate(raw: string): string | null {
  const text = raw.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1]!, iso[2]!, iso[3]!] : dmy ? [dmy[3]!, dmy[2]!, dmy[1]!] : [];
  if (!y) return null;
  const day = `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : day;
}

function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return unneutralise(String(cell).trim());
}

export interface ImportIssue {
  campo: ImportField;
  mensaje: string;
}

/**
 * One row of cells as the supplier form would send it, plus the cells that could not be read as
 * what their column holds (a number, a date). The form's validation runs on the result.
 */
export function rowToSupplierInput(row: Partial<Record<ImportField, Cell>>): {
  input: Record<ImportField, unknown>;
  issues: ImportIssue[];
} {
  const input = {} as Record<ImportField, unknown>;
  const issues: ImportIssue[] = [];
  for (const field of IMPORT_FIELDS) {
    const cell = row[field];
    const text = cellText(cell);
    if (LIST_FIELDS.includes(field)) {
      input[field] = text.split(/\s*;\s*/).filter((v) => v !== '');
    } else if (NUMBER_FIELDS.includes(field)) {
      if (typeof cell === 'number' || text === '') input[field] = typeof cell === 'number' ? cell : null;
      else {
        const n = parseImportNumber(text);
        if (n === null) issues.push({ campo: field, mensaje: fillMessage(MSG.importNumberInvalid, { valor: text }) });
        input[field] = n;
      }
    } else if (field === 'inicioActividad') {
      if (text === '') input[field] = null;
      else {
        const day = parseImportDate(text);
        if (day === null) issues.push({ campo: field, mensaje: MSG.supplierInicioActividadInvalid });
        input[field] = day;
      }
    } else input[field] = text;
  }
  return { input, issues };
}

export type HeaderCheck =
  | { ok: true; columns: (ImportField | null)[] }
  | { ok: false; message: string };

/**
 * The header row: every import field once, under its own name (case and spaces aside). The
 * columns calificacion and radioForm, which an export carries, are read and ignored.
 */
export function checkHeaders(header: readonly Cell[]): HeaderCheck {
  const known = new Map(IMPORT_FIELDS.map((f) => [f.toLowerCase(), f]));
  const ignored = new Set<string>(NOT_IMPORTED.map((f) => f.toLowerCase()));
  const seen = new Set<string>();
  const duplicated: string[] = [];
  const unknown: string[] = [];
  const columns: (ImportField | null)[] = [];
  for (const cell of header) {
    const name = cellText(cell);
    const key = name.replace(/^\uFEFF/, '').toLowerCase();
    if (key === '') {
      columns.push(null);
      continue;
    }
    if (seen.has(key)) duplicated.push(name);
    seen.add(key);
    const field = known.get(key);
    if (!field && !ignored.has(key)) unknown.push(name);
    columns.push(field ?? null);
  }
  const list = (names: string[]) => [...new Set(names)].join(', ');
  if (duplicated.length > 0) return { ok: false, message: fillMessage(MSG.importHeadersDuplicated, { columnas: list(duplicated) }) };
  if (unknown.length > 0) return { ok: false, message: fillMessage(MSG.importHeadersUnknown, { columnas: list(unknown) }) };
  const missing = IMPORT_FIELDS.filter((f) => !columns.includes(f));
  if (missing.length > 0) return { ok: false, message: fillMessage(MSG.importHeadersMissing, { columnas: list(missing) }) };
  return { ok: true, columns };
}

// ---------------------------------------------------------------------------------------------
// Cells out

/** One exported value: lists joined by "; ", numbers as numbers, text neutralised. */
export function exportCell(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return neutralise(value.map(String).join(LIST_SEPARATOR));
  if (typeof value === 'number') return value;
  return neutralise(String(value));
}

// ---------------------------------------------------------------------------------------------
// The call

export const FileFormatSchema = z.enum(['csv', 'xlsx'], { error: MSG.importFormatInvalid });
export const FormatQuerySchema = z.object({ formato: FileFormatSchema.default('csv') });

export const ImportRequestSchema = z.object(
  {
    file: z.object(
      {
        /** The file's bytes, base64 or as a data URL. */
        file: z.string({ error: MSG.importFileRequired }).min(1, { error: MSG.importFileRequired }),
        filename: z.string({ error: MSG.importFileRequired }).trim().min(1, { error: MSG.importFileRequired }).max(255),
      },
      { error: MSG.importFileRequired },
    ),
    aplicar: z.boolean({ error: MSG.invalidRequest }).default(false),
    duplicados: z.enum(['omitir', 'actualizar'], { error: MSG.importDuplicatesChoice }).optional(),
  },
  { error: MSG.importFileRequired },
).superRefine((body, ctx) => {
  if (body.aplicar && body.duplicados === undefined) {
    ctx.addIssue({ code: 'custom', path: ['duplicados'], message: MSG.importDuplicatesChoice });
  }
});
export type ImportRequest = z.output<typeof ImportRequestSchema>;

export const ImportErrorSchema = z.object({ fila: z.number(), campo: z.string(), mensaje: z.string() });
export type ImportError = z.infer<typeof ImportErrorSchema>;

export const ImportPreviewSchema = z.object({
  /** Data rows read (the header not counted); a row's number is its line in the sheet (header = 1). */
  filas: z.number(),
  validas: z.number(),
  /** Rows with at least one error (each is rejected). */
  filasConErrores: z.number(),
  /** The first IMPORT_MAX_LISTED_ERRORS errors. */
  errores: z.array(ImportErrorSchema),
  duplicados: z.array(z.object({ fila: z.number(), proveedorId: z.number(), razonSocial: z.string() })),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportSummarySchema = z.object({
  creados: z.number(),
  actualizados: z.number(),
  omitidos: z.number(),
  conErrores: z.number(),
  /** The rejected rows with their reasons, as a CSV file (base64), when there are any. */
  rechazadas: z.object({ filename: z.string(), contentType: z.string(), base64: z.string() }).nullable(),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;

/** "Fila 14, email: El mail ingresado no es correcto." */
export function importErrorLine(e: ImportError): string {
  return fillMessage(MSG.importErrorLine, { fila: e.fila, campo: e.campo, mensaje: e.mensaje });
}
