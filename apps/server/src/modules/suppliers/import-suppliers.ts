import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import {
  STAFF_CREATE_RULES,
  SUPPLIER_EDIT_RULES,
  type ValidSupplierInput,
  validateSupplier,
  foldText,
} from '@abasto/domain/supplier';
import { PAISES } from '@abasto/domain/supplier-enums';
import {
  type Cell,
  checkHeaders,
  exportCell,
  IMPORT_MAX_LISTED_ERRORS,
  type ImportError,
  type ImportField,
  type ImportPreview,
  type ImportRequest,
  type ImportSummary,
  rowToSupplierInput,
} from '@abasto/domain/supplier-import';
import { stringify } from 'csv-stringify/sync';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { AppError } from '../../lib/app-error.ts';
import { setAuditContext } from '../../lib/audit-context.ts';
import { decodeUpload, readImportRows } from './import-file.ts';
import { duplicateAsConflict, supplierColumns } from './save-supplier-input.ts';

/**
 * POST /api/auth/proveedores/importacion (docs/product.md#supplier-import-and-export): the same
 * file twice, once to see (aplicar: false), once to apply (aplicar: true). Nothing is kept between
 * the two calls: the apply reads and checks the file again, so it applies what it checked.
 *
 * The file is read as a stream, twice: once to count its rows and read its header, then to check
 * them a chunk of rows at a time, so an import holds no more than a chunk whatever its number of rows: the preview keeps only its counts, the first errors and
 * the duplicates it lists; the apply writes each chunk's valid rows as it goes, inside its one
 * transaction (all or nothing), and keeps the cells of the rejected rows only, for their file.
 */

/** Rows checked together: one query for their existing suppliers. */
const CHECK_CHUNK = 1_000;

interface ParsedRow {
  fila: number;
  cells: Cell[];
  input: Record<ImportField, unknown>;
  issues: { campo: string; mensaje: string }[];
  key: string | null;
  lookup: { pais: string; registro: string } | null;
}

interface CheckedRow {
  fila: number;
  cells: Cell[];
  errors: ImportError[];
  value: ValidSupplierInput | null;
  /** The accepted supplier with the same pais and registro, if any. */
  existingId: number | null;
  /** Its razonSocial, to show beside the row. */
  razonSocial: string;
}

type Existing = { id: number; razonSocial: string };

/** The database's duplicate key (index suppliers_pais_registro_key): registro without spaces, dots, slashes or hyphens. */
const registroKey = (registro: string) => registro.replace(/[ ./-]/g, '').toUpperCase();
const paisOf = (raw: unknown) => {
  const text = typeof raw === 'string' ? raw.trim() : '';
  return PAISES.find((p) => p === text) ?? PAISES.find((p) => foldText(p) === foldText(text)) ?? null;
};

/** The accepted suppliers among these pais + registro keys, in one query. */
async function existingByKey(db: AppContext['db'] | Tx, keys: { pais: string; registro: string }[]) {
  const found = new Map<string, Existing>();
  if (keys.length === 0) return found;
  const rows = await queryRows<{ id: number; pais: string; key: string; razon_social: string }>(
    db,
    sql`select s.id, s.pais, upper(regexp_replace(s.registro, '[ ./-]', '', 'g')) as key, s.razon_social
      from ${suppliers} s
      join jsonb_to_recordset(${JSON.stringify(keys.map((k) => ({ pais: k.pais, key: registroKey(k.registro) })))}::jsonb) as k(pais text, key text)
        on s.pais = k.pais and upper(regexp_replace(s.registro, '[ ./-]', '', 'g')) = k.key
      where s.admision = 'Aceptado'`,
  );
  for (const r of rows) found.set(`${r.pais}\u0000${r.key}`, { id: Number(r.id), razonSocial: r.razon_social });
  return found;
}

/**
 * Every row of the file checked by the supplier form's rules (create rules for a new one, edit
 * rules for an existing one), handed to `onChunk` a chunk at a time in the file's order. Which
 * supplier a row's key names is looked up once, at the key's first row, so a row that repeats
 * the key of an earlier row is checked as that one was, whatever the chunks before it wrote.
 */
async function checkFile(
  db: AppContext['db'] | Tx,
  body: ImportRequest,
  onChunk: (rows: CheckedRow[]) => Promise<void> | void,
): Promise<{ header: Cell[] }> {
  const bytes = decodeUpload(body.file.file, body.file.filename);
  let header: Cell[] = [];
  let columns: (ImportField | null)[] = [];
  /** The key's first row and the supplier it named then. */
  const firstRowOf = new Map<string, { fila: number; existing: Existing | undefined }>();
  let pending: ParsedRow[] = [];

  const flush = async () => {
    const chunk = pending;
    pending = [];
    const fresh = new Map<string, { pais: string; registro: string }>();
    for (const p of chunk) if (p.key && p.lookup && !firstRowOf.has(p.key)) fresh.set(p.key, p.lookup);
    const existing = await existingByKey(db, [...fresh.values()]);
    const checked = chunk.map((p): CheckedRow => {
      const first = p.key ? firstRowOf.get(p.key) : undefined;
      const match = first ? first.existing : p.key ? existing.get(p.key) : undefined;
      const errors: ImportError[] = p.issues.map((i) => ({ fila: p.fila, campo: i.campo, mensaje: i.mensaje }));
      const result = validateSupplier(p.input, match ? SUPPLIER_EDIT_RULES : STAFF_CREATE_RULES);
      if (!result.ok) {
        for (const issue of result.issues) {
          // The first message of each field, as the form shows it.
          if (!errors.some((e) => e.campo === issue.path)) errors.push({ fila: p.fila, campo: issue.path, mensaje: issue.message });
        }
      }
      if (p.key) {
        if (first === undefined) firstRowOf.set(p.key, { fila: p.fila, existing: match });
        else errors.push({ fila: p.fila, campo: 'registro', mensaje: fillMessage(MSG.importRepeatedInFile, { fila: first.fila }) });
      }
      return {
        fila: p.fila,
        cells: p.cells,
        errors,
        value: errors.length === 0 && result.ok ? result.value : null,
        existingId: match?.id ?? null,
        razonSocial: match?.razonSocial ?? '',
      };
    });
    await onChunk(checked);
  };

  // A first pass only counts the rows and reads the header, so a file refused as a whole (too many
  // rows, none, a wrong header) is refused before any row is checked or written.
  for await (const { fila, cells } of readImportRows(bytes, body.file.filename)) {
    if (fila === 1) header = cells;
  }
  const headers = checkHeaders(header);
  if (!headers.ok) throw AppError.badRequest(headers.message);
  columns = headers.columns;

  for await (const { fila, cells } of readImportRows(bytes, body.file.filename)) {
    if (fila === 1) continue;
    const record: Partial<Record<ImportField, Cell>> = {};
    columns.forEach((field, c) => {
      if (field) record[field] = cells[c];
    });
    const { input, issues } = rowToSupplierInput(record);
    const pais = paisOf(input.pais);
    const registro = typeof input.registro === 'string' ? input.registro.trim() : '';
    const lookup = pais && registro ? { pais, registro } : null;
    pending.push({ fila, cells, input, issues, key: lookup ? `${lookup.pais}\u0000${registroKey(lookup.registro)}` : null, lookup });
    if (pending.length >= CHECK_CHUNK) await flush();
  }
  if (pending.length > 0) await flush();
  return { header };
}

/** The preview's figures, gathered a chunk at a time. */
async function preview(ctx: AppContext, body: ImportRequest): Promise<ImportPreview> {
  const answer: ImportPreview = { filas: 0, validas: 0, filasConErrores: 0, errores: [], duplicados: [] };
  await checkFile(ctx.db, body, (rows) => {
    for (const row of rows) {
      answer.filas += 1;
      for (const e of row.errors) {
        if (answer.errores.length < IMPORT_MAX_LISTED_ERRORS) answer.errores.push(e);
      }
      if (row.value === null) {
        answer.filasConErrores += 1;
        continue;
      }
      answer.validas += 1;
      if (row.existingId !== null) answer.duplicados.push({ fila: row.fila, proveedorId: row.existingId, razonSocial: row.razonSocial });
    }
  });
  return answer;
}

/** A rejected row as it came (its cells) and why, for the rejected-rows file. */
interface Rejected {
  cells: Cell[];
  motivo: string;
}

/** The rejected rows as they came, with their reasons, in a CSV (UTF-8 with BOM). */
function rejectedFile(header: Cell[], rejected: Rejected[], filename: string): ImportSummary['rechazadas'] {
  if (rejected.length === 0) return null;
  const cell = (c: Cell) => {
    const v = exportCell(c instanceof Date ? c.toISOString().slice(0, 10) : c);
    return v === null ? '' : v;
  };
  const lines = [
    [...header.map(cell), MSG.importReasonColumn],
    ...rejected.map((r) => [...header.map((_, i) => cell(r.cells[i])), exportCell(r.motivo) ?? '']),
  ];
  const base = filename.replace(/\.[^.]*$/, '');
  return {
    filename: `${base}-rechazadas.csv`,
    contentType: 'text/csv; charset=utf-8',
    base64: Buffer.from('\uFEFF' + stringify(lines), 'utf8').toString('base64'),
  };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The one import that may run in this process per database (plus the advisory lock across servers). */
const running = new WeakSet<object>();
/** pg_advisory_xact_lock key of supplier imports ('ABIM'). */
export const IMPORT_LOCK_KEY = 0x4142494d;

const INSERT_BATCH = 500;

/**
 * The apply, inside its transaction: the lock, then the file read and checked again, each chunk's
 * valid rows written as it comes. The cells of the rejected rows are all it keeps.
 */
async function apply(
  tx: Tx,
  body: ImportRequest,
  choice: 'omitir' | 'actualizar',
  actorId: number,
): Promise<{ creados: number; actualizados: number; omitidos: number; header: Cell[]; rejected: Rejected[] }> {
  const [lock] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${IMPORT_LOCK_KEY}) as locked`);
  if (!lock?.locked) throw AppError.conflict(MSG.importRunning);
  const counts = { creados: 0, actualizados: 0, omitidos: 0 };
  const rejected: Rejected[] = [];
  const { header } = await checkFile(tx, body, async (rows) => {
    const fresh: CheckedRow[] = [];
    const known: CheckedRow[] = [];
    for (const r of rows) {
      if (r.value === null) {
        rejected.push({ cells: r.cells, motivo: r.errors.map((e) => `${MSG.importColRow} ${e.fila}, ${e.campo}: ${e.mensaje}`).join(' | ') });
      } else if (r.existingId === null) fresh.push(r);
      else known.push(r);
    }
    for (let i = 0; i < fresh.length; i += INSERT_BATCH) {
      await tx.insert(suppliers).values(
        fresh.slice(i, i + INSERT_BATCH).map((r) => ({ ...supplierColumns(r.value!), invitedById: actorId, admision: 'Aceptado' as const })),
      );
    }
    counts.creados += fresh.length;
    if (choice === 'omitir') {
      counts.omitidos += known.length;
      return;
    }
    counts.actualizados += known.length;
    if (known.length === 0) return;
    // An edit from a file follows the form's edit (docs/product.md#supplier-detail): the stored
    // e-mail stays. A row equal to the record is counted but not written.
    const current = new Map(
      (await tx.select().from(suppliers).where(inArray(suppliers.id, known.map((r) => r.existingId!)))).map((s) => [s.id, s]),
    );
    for (const row of known) {
      const stored = current.get(row.existingId!);
      if (!stored) continue;
      const { email: _email, ...columns } = supplierColumns(row.value!);
      const changed = Object.entries(columns).some(([k, v]) => !sameValue(v, stored[k as keyof typeof stored]));
      if (!changed) continue;
      await tx
        .update(suppliers)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(suppliers.id, row.existingId!));
    }
  });
  return { ...counts, header, rejected };
}

export async function importSuppliers({
  ctx,
  body,
  actorId,
  requestId,
}: {
  ctx: AppContext;
  body: ImportRequest;
  actorId: number;
  requestId: string;
}): Promise<ImportPreview | ImportSummary> {
  if (!body.aplicar) return preview(ctx, body);
  if (running.has(ctx.db)) throw AppError.conflict(MSG.importRunning);
  running.add(ctx.db);
  try {
    const { header, rejected, ...counts } = await ctx.db
      .transaction(async (tx) => {
        await setAuditContext(tx, { actorId, requestId, source: `importacion:${body.file.filename}` });
        return apply(tx, body, body.duplicados ?? 'omitir', actorId);
      })
      .catch(duplicateAsConflict);
    return { ...counts, conErrores: rejected.length, rechazadas: rejectedFile(header, rejected, body.file.filename) };
  } finally {
    running.delete(ctx.db);
  }
}
