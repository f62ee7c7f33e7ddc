import { MSG } from '@abasto/domain/messages';
import { ItemLineSchema, parsePrice, SOURCING_MAX_ITEMS, SOURCING_UNITS } from '@abasto/domain/sourcing';

/** The units offered for a line; any other text is accepted as typed. */
export const ITEM_UNITS = SOURCING_UNITS;
export const ITEM_LINES_MAX = SOURCING_MAX_ITEMS;

/** A quantity as typed (`1.250`, `2,5`): read like a price in guaraníes, where `1.250` is 1250. */
const readQuantity = (text: string) => parsePrice(text, { moneda: 'PYG' });

/** A line as the editor holds it: the quantity as typed. */
export interface DraftLine {
  key: string;
  descripcion: string;
  cantidad: string;
  unidad: string;
}

export interface ItemLine {
  descripcion: string;
  cantidad: number;
  unidad: string;
}

let seq = 0;
export function newLine(partial: Partial<Omit<DraftLine, 'key'>> = {}): DraftLine {
  seq += 1;
  return { key: `l${Date.now().toString(36)}${seq}`, descripcion: '', cantidad: '', unidad: 'unidad', ...partial };
}

const UNIT_ALIASES: Record<string, string> = {
  m2: 'm²', 'm^2': 'm²', mt2: 'm²', m3: 'm³', 'm^3': 'm³', mt3: 'm³', kgs: 'kg', kilo: 'kg', kilos: 'kg', lt: 'litro', l: 'litro',
  litros: 'litro', unidades: 'unidad', un: 'unidad', und: 'unidad', u: 'unidad', bolsas: 'bolsa', cajas: 'caja',
  rollos: 'rollo', juegos: 'juego', horas: 'hora', hs: 'hora', servicios: 'servicio', toneladas: 'tonelada', tn: 'tonelada',
  t: 'tonelada', metro: 'm', metros: 'm', gl: 'global',
};

/** A unit as typed → the list's spelling when it is one of them, else the text itself. */
export function normaliseUnit(text: string): string {
  const t = text.trim();
  const lower = t.toLowerCase();
  const listed = ITEM_UNITS.find((u) => u === lower);
  return listed ?? UNIT_ALIASES[lower] ?? t;
}

/**
 * Rows copied from a spreadsheet: one per line, cells separated by tabs, in the order
 * descripción, cantidad, unidad. A header row (its quantity cell not a number) and empty rows are
 * left out; rows without a description are counted as skipped.
 */
export function parsePastedRows(text: string): { lines: DraftLine[]; skipped: number } {
  const rows = text.replace(/\r\n?/g, '\n').split('\n');
  const lines: DraftLine[] = [];
  let skipped = 0;
  rows.forEach((row, index) => {
    if (row.trim() === '') return;
    const cells = row.split('\t').map((c) => c.trim());
    const [descripcion = '', cantidad = '', unidad = ''] = cells;
    if (index === 0 && cantidad !== '' && !readQuantity(cantidad).ok && /cant|qty|quant/i.test(cantidad)) return;
    if (descripcion === '') {
      skipped += 1;
      return;
    }
    lines.push(newLine({ descripcion, cantidad, unidad: unidad ? normaliseUnit(unidad) : 'unidad' }));
  });
  return { lines, skipped };
}

/** True when a text holds more than one cell (what a spreadsheet puts on the clipboard). */
export function looksLikeRows(text: string): boolean {
  return text.includes('\t') || /\n./.test(text.trim());
}

/** The editor's lines as the create call takes them, or the first problem. Empty rows are ignored. */
export function readLines(lines: DraftLine[]): { ok: true; items: ItemLine[] } | { ok: false; message: string } {
  const filled = lines.filter((l) => l.descripcion.trim() !== '' || l.cantidad.trim() !== '');
  if (filled.length > ITEM_LINES_MAX) return { ok: false, message: MSG.sourcingTooManyLines(ITEM_LINES_MAX) };
  const items: ItemLine[] = [];
  for (const [i, l] of filled.entries()) {
    if (l.descripcion.trim() === '') return { ok: false, message: MSG.sourcingLineDescriptionRequired(i + 1) };
    const q = readQuantity(l.cantidad);
    if (!q.ok) return { ok: false, message: MSG.sourcingLineQuantityInvalid(i + 1) };
    // The domain's own check (lengths, limits), as the server will run it.
    const checked = ItemLineSchema.safeParse({ descripcion: l.descripcion, cantidad: q.value, unidad: l.unidad.trim() || 'unidad' });
    if (!checked.success) return { ok: false, message: `${MSG.sourcingColNumber} ${i + 1}: ${checked.error.issues[0]!.message}` };
    items.push(checked.data);
  }
  return { ok: true, items };
}
