import { MSG } from '@abasto/domain/messages';

/** The act status of a demo row (docs/product.md#demo-screens: Pending, Process, Closed; no transitions). */
export const ACT_STATUSES = ['Pending', 'Process', 'Closed'] as const;
export type ActStatus = (typeof ACT_STATUSES)[number];

export const ACT_LABELS: Record<ActStatus, string> = {
  Pending: MSG.actPending,
  Process: MSG.actProcess,
  Closed: MSG.actClosed,
};

export const ACT_COLORS: Record<ActStatus, string> = { Pending: 'yellow', Process: 'blue', Closed: 'gray' };

/** A row of the demo tables, in the shape docs/product.md#demo-screens names: id, title, dat, st, act, columns. */
export interface MockRow {
  id: number;
  title: string;
  /** Date shown under the title (dd/mm/aaaa). */
  dat: string;
  /** A short state of the row ('Dor 7/10', 'Estável'…). */
  st: string;
  act: ActStatus;
  /** The values of the table's own middle columns, in order. */
  columns: string[];
}

export type CellKind = 'text' | 'progress' | 'badge';

export interface MockColumn {
  header: string;
  /** Which value the cell shows: one of the row's columns, or its state. */
  source: number | 'st';
  kind?: CellKind;
  /** Badge colour per value (badge cells). */
  colors?: Record<string, string>;
}

/** One demo table: its first column (title and date), middle columns and rows. */
export interface MockTable {
  title: string;
  description: string;
  firstHeader: string;
  columns: MockColumn[];
  rows: MockRow[];
}

export function cellValue(row: MockRow, column: MockColumn): string {
  return column.source === 'st' ? row.st : (row.columns[column.source] ?? '');
}

/** Rows grouped by act status, in the order Pending, Process, Closed (empty groups kept, so the page shape is stable). */
export function groupByAct(rows: readonly MockRow[]): { act: ActStatus; rows: MockRow[] }[] {
  return ACT_STATUSES.map((act) => ({ act, rows: rows.filter((r) => r.act === act) }));
}
