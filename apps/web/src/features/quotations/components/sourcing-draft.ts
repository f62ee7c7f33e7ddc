import { MSG } from '@abasto/domain/messages';
import { type Currency, CURRENCIES, DEFAULT_CURRENCIES } from '@abasto/domain/sourcing';
import { readHour, wallTimeToIso } from '../../../lib/deadline.ts';
import { type DraftLine, type ItemLine, readLines } from './item-lines.ts';

export { CURRENCIES };

/** The sourcing part of a draft: lines, deadline (wall clock of `zone`), sealed, currencies. */
export interface SourcingDraft {
  /** Where the draft started ('new' or the quotation it repeats): another start gets a fresh one. */
  origin: string;
  lines: DraftLine[];
  date: string;
  time: string;
  zone: string;
  sobreCerrado: boolean;
  monedas: Currency[];
}

/** What the create call takes besides today's fields (all optional; docs/sourcing.md). */
export interface SourcingPayload {
  items?: ItemLine[];
  fechaLimite?: string;
  sobreCerrado?: boolean;
  monedas?: Currency[];
}

export function emptySourcingDraft(origin: string, zone: string): SourcingDraft {
  return { origin, lines: [], date: '', time: '', zone, sobreCerrado: false, monedas: [...DEFAULT_CURRENCIES] };
}

/** The draft as the create call takes it, or the first problem to show. */
export function sourcingPayload(
  draft: SourcingDraft,
  now: number = Date.now(),
): { ok: true; payload: SourcingPayload } | { ok: false; message: string } {
  const lines = readLines(draft.lines);
  if (!lines.ok) return lines;
  const payload: SourcingPayload = {};
  if (lines.items.length > 0) payload.items = lines.items;
  if (draft.date || draft.time) {
    const time = draft.time ? readHour(draft.time) : '23:59';
    if (time === null) return { ok: false, message: MSG.sourcingTimeInvalid };
    const iso = wallTimeToIso(draft.date, time, draft.zone);
    if (!iso) return { ok: false, message: MSG.sourcingDateInvalid };
    if (new Date(iso).getTime() <= now) return { ok: false, message: MSG.sourcingDeadlinePast };
    payload.fechaLimite = iso;
  }
  if (draft.sobreCerrado) {
    if (!payload.fechaLimite) return { ok: false, message: MSG.sourcingSealedNeedsDeadline };
    payload.sobreCerrado = true;
  }
  if (payload.items || payload.fechaLimite) {
    if (draft.monedas.length === 0) return { ok: false, message: MSG.sourcingCurrenciesRequired };
    payload.monedas = draft.monedas;
  }
  return { ok: true, payload };
}
