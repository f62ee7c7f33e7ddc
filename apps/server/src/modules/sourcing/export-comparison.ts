import { MSG } from '@abasto/domain/messages';
import type { Comparison } from '@abasto/domain/sourcing';
import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadComparison } from './follow-up.ts';

type Cell = string | number | null;

const HEADER = [
  MSG.sourcingColLine,
  MSG.sourcingColDescription,
  MSG.sourcingColQuantity,
  MSG.sourcingColUnit,
  MSG.sourcingColSupplier,
  MSG.sourcingColCurrency,
  MSG.sourcingColUnitPrice,
  MSG.sourcingColLineTotal,
  MSG.sourcingColLowest,
  MSG.sourcingColNotQuoted,
  MSG.sourcingColExpired,
  MSG.sourcingColReconfirm,
  MSG.sourcingColVersion,
  MSG.sourcingColLeadTime,
  MSG.sourcingColValidUntil,
  MSG.sourcingColPaymentTerms,
  MSG.sourcingColNote,
];

const yes = (b: boolean) => (b ? MSG.sourcingYes : MSG.sourcingNo);

/** One row per line and supplier, numbers as numbers (no separators, '.' for decimals). */
export function comparisonRows(c: Comparison): Cell[][] {
  const suppliers = new Map(c.proveedores.map((p) => [p.recipientId, p]));
  const rows: Cell[][] = [];
  for (const [n, line] of c.lineas.entries()) {
    for (const cell of line.celdas) {
      const p = suppliers.get(cell.recipientId)!;
      rows.push([
        n + 1,
        line.descripcion,
        line.cantidad,
        line.unidad,
        p.razonSocial,
        p.moneda,
        cell.precioUnitario,
        cell.total,
        yes(cell.masBajo),
        yes(cell.noCotizada),
        yes(cell.vencida),
        yes(cell.debeReconfirmar),
        p.version,
        p.plazoEntregaDias,
        p.validaHasta,
        p.condicionesPago,
        cell.nota,
      ]);
    }
  }
  return rows;
}

/** GET /api/cotizacion/{id}/comparacion?formato=xlsx|csv: the file and its name. */
export async function exportComparison(ctx: AppContext, id: number, formato: 'xlsx' | 'csv') {
  const { comparison, visible, request } = await loadComparison(ctx.db, ctx, id);
  if (!visible) throw AppError.conflict(MSG.sourcingSealedHidden);
  const rows = comparisonRows(comparison);
  const base = `comparacion-${request.id}`;
  if (formato === 'csv') {
    // A byte-order mark so that spreadsheet programs read the accents; numbers stay machine-readable.
    const body = '\uFEFF' + stringify([HEADER, ...rows.map((r) => r.map((v) => (v === null ? '' : v)))]);
    return { filename: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body: Buffer.from(body, 'utf8') };
  }
  const sheet = [
    HEADER.map((h) => ({ value: h, fontWeight: 'bold' as const })),
    ...rows.map((r) =>
      r.map((v) => (v === null ? null : typeof v === 'number' ? { value: v, type: Number } : { value: v, type: String })),
    ),
  ];
  const body = await writeXlsxFile(sheet, { sheet: 'Comparación' }).toBuffer();
  return {
    filename: `${base}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body,
  };
}
