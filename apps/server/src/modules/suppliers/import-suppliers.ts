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
import { decodeUpload, readImportFile } from './import-file.ts';
import { duplicateAsConflict, supplierColumns } from './save-supplier-input.ts';

/**
 * POST /api/auth/proveedores/importacion (docs/product.md#supplier-import-and-export): the same
 * file twice, once to see (aplicar: false), once to apply (aplicar: true). Nothing is kept between
 * the two calls: the apply reads and checks the file again, so it applies what it checked.
 */

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

/** The database's duplicate key (index suppliers_pais_registro_key): registro without spaces, dots, slashes or hyphens. */
const registroKey = (registro: string) => registro.replace(/[ ./-]/g, '').toUpperCase();
const paisOf = (raw: unknown) => {
  const text = typeof raw === 'string' ? raw.trim() : '';
  return PAISES.find((p) => p === text) ?? PAISES.find((p) => foldText(p) === foldText(text)) ?? null;
};

const isBlankRow = (cells: Cell[]) => cells.every((c) => c === null || c === undefined || String(c).trim() === '');

/** The accepted suppliers among these pais + registro keys, in one query per 5,000. */
async function existingByKey(db: AppContext['db'], keys: { pais: string; registro: string }[]) {
  const found = new Map<string, { id: number; razonSocial: string }>();
  for (let i = 0; i < keys.length; i += 5_000) {
    const chunk = keys.slice(i, i + 5_000);
    const rows = await queryRows<{ id: number; pais: string; key: string; razon_social: string }>(
      db,
      sql`select s.id, s.pais, upper(regexp_replace(s.registro, '[ ./-]', '', 'g')) as key, s.razon_social
        from ${suppliers} s
        join jsonb_to_recordset(${JSON.stringify(chunk.map((k) => ({ pais: k.pais, key: registroKey(k.registro) })))}::jsonb) as k(pais text, key text)
          on s.pais = k.pais and upper(regexp_replace(s.registro, '[ ./-]', '', 'g')) = k.key
        where s.admision = 'Aceptado'`,
    );
    for (const r of rows) found.set(`${r.pais}\u0000${r.key}`, { id: Number(r.id), razonSocial: r.razon_social });
  }
  return found;
}

/** Every row checked by the supplier form's rules: create rules for a new one, edit rules for an existing one. */
async function checkFile(ctx: AppContext, body: ImportRequest) {
  const bytes = decodeUpload(body.file.file, body.file.filename);
  const rows = await readImportFile(bytes, body.file.filename);
  const header = rows[0]!;
  const headers = checkHeaders(header);
  if (!headers.ok) throw AppError.badRequest(headers.message);

  const parsed = [];
  for (let i = 1; i < rows.length; i++) {
    const cells = rows[i]!;
    if (isBlankRow(cells)) continue;
    const record: Partial<Record<ImportField, Cell>> = {};
    headers.columns.forEach((field, c) => {
      if (field) record[field] = cells[c];
    });
    const { input, issues } = rowToSupplierInput(record);
    const pais = paisOf(input.pais);
    const registro = typeof input.registro === 'string' ? input.registro.trim() : '';
    parsed.push({ fila: i + 1, cells, input, issues, key: pais && registro ? { pais, registro } : null });
  }

  const existing = await existingByKey(ctx.db, parsed.flatMap((p) => (p.key ? [p.key] : [])));
  const firstRowOf = new Map<string, number>();
  const checked: CheckedRow[] = parsed.map((p) => {
    const key = p.key ? `${p.key.pais}\u0000${registroKey(p.key.registro)}` : null;
    const match = key ? existing.get(key) : undefined;
    const errors: ImportError[] = p.issues.map((i) => ({ fila: p.fila, campo: i.campo, mensaje: i.mensaje }));
    const result = validateSupplier(p.input, match ? SUPPLIER_EDIT_RULES : STAFF_CREATE_RULES);
    if (!result.ok) {
      for (const issue of result.issues) {
        // The first message of each field, as the form shows it.
        if (!errors.some((e) => e.campo === issue.path)) errors.push({ fila: p.fila, campo: issue.path, mensaje: issue.message });
      }
    }
    if (key) {
      const first = firstRowOf.get(key);
      if (first === undefined) firstRowOf.set(key, p.fila);
      else errors.push({ fila: p.fila, campo: 'registro', mensaje: fillMessage(MSG.importRepeatedInFile, { fila: first }) });
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
  return { header, checked };
}

function preview(checked: CheckedRow[]): ImportPreview {
  const errores: ImportError[] = [];
  for (const row of checked) {
    for (const e of row.errors) {
      if (errores.length < IMPORT_MAX_LISTED_ERRORS) errores.push(e);
    }
  }
  const valid = checked.filter((r) => r.value !== null);
  return {
    filas: checked.length,
    validas: valid.length,
    filasConErrores: checked.length - valid.length,
    errores,
    duplicados: valid
      .filter((r) => r.existingId !== null)
      .map((r) => ({ fila: r.fila, proveedorId: r.existingId!, razonSocial: r.razonSocial })),
  };
}

/** The rejected rows as they came, with their reasons, in a CSV (UTF-8 with BOM). */
function rejectedFile(header: Cell[], rejected: CheckedRow[], filename: string): ImportSummary['rechazadas'] {
  if (rejected.length === 0) return null;
  const cell = (c: Cell) => {
    const v = exportCell(c instanceof Date ? c.toISOString().slice(0, 10) : c);
    return v === null ? '' : v;
  };
  const lines = [
    [...header.map(cell), MSG.importReasonColumn],
    ...rejected.map((r) => [
      ...header.map((_, i) => cell(r.cells[i])),
      exportCell(r.errors.map((e) => `${MSG.importColRow} ${e.fila}, ${e.campo}: ${e.mensaje}`).join(' | ')) ?? '',
    ]),
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

async function apply(
  ctx: AppContext,
  tx: Tx,
  checked: CheckedRow[],
  choice: 'omitir' | 'actualizar',
  actorId: number,
): Promise<{ creados: number; actualizados: number; omitidos: number }> {
  const [lock] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${IMPORT_LOCK_KEY}) as locked`);
  if (!lock?.locked) throw AppError.conflict(MSG.importRunning);
  const fresh = checked.filter((r) => r.value && r.existingId === null);
  for (let i = 0; i < fresh.length; i += INSERT_BATCH) {
    await tx.insert(suppliers).values(
      fresh.slice(i, i + INSERT_BATCH).map((r) => ({ ...supplierColumns(r.value!), invitedById: actorId, admision: 'Aceptado' as const })),
    );
  }
  const known = checked.filter((r) => r.value && r.existingId !== null);
  if (choice === 'omitir') return { creados: fresh.length, actualizados: 0, omitidos: known.length };
  // An edit from a file follows the form's edit (docs/product.md#supplier-detail): the stored
  // e-mail stays. A row equal to the record is counted but not written.
  for (let i = 0; i < known.length; i += 5_000) {
    const chunk = known.slice(i, i + 5_000);
    const current = new Map(
      (await tx.select().from(suppliers).where(inArray(suppliers.id, chunk.map((r) => r.existingId!)))).map((s) => [s.id, s]),
    );
    for (const row of chunk) {
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
  }
  return { creados: fresh.length, actualizados: known.length, omitidos: 0 };
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
  if (!body.aplicar) {
    const { checked } = await checkFile(ctx, body);
    return preview(checked);
  }
  if (running.has(ctx.db)) throw AppError.conflict(MSG.importRunning);
  running.add(ctx.db);
  try {
    const { header, checked } = await checkFile(ctx, body);
    const counts = await ctx.db
      .transaction(async (tx) => {
        await setAuditContext(tx, { actorId, requestId, source: `importacion:${body.file.filename}` });
        return apply(ctx, tx, checked, body.duplicados ?? 'omitir', actorId);
      })
      .catch(duplicateAsConflict);
    const rejected = checked.filter((r) => r.value === null);
    return { ...counts, conErrores: rejected.length, rechazadas: rejectedFile(header, rejected, body.file.filename) };
  } finally {
    running.delete(ctx.db);
  }
}
