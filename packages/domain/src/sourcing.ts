import { z } from 'zod';
import { RecordVersionSchema, versionFieldSchema } from './record-version.ts';
import { MSG } from './messages.ts';
import { fillMessage as fill } from './fill-message.ts';
import { QuotationFilesSchema } from './quotation-file.ts';
import { rowIdOf } from './row-id.ts';

/**
 * Sourcing (docs/sourcing.md): a quotation request with item lines, a deadline, accepted currencies and
 * "sobre cerrado"; each recipient answers through its own link or its login; staff compare and
 * award. A request without lines and without a deadline is an ordinary quotation
 * (docs/product.md#quotation-delivery).
 */

export const SOURCING_MAX_ITEMS = 200;
export const SOURCING_ITEM_DESCRIPTION_MAX = 500;
export const SOURCING_UNIT_MAX = 40;
export const SOURCING_TEXT_MAX = 2000;
export const SOURCING_SHORT_TEXT_MAX = 500;
/** A unit price above this is a typing mistake, not an offer. */
export const SOURCING_PRICE_MAX = 999_999_999_999;
export const SOURCING_QUANTITY_MAX = 1_000_000_000;
export const SOURCING_PRICE_DECIMALS = 4;
/** A link stays readable this long after the deadline (or the close). */
export const SOURCING_TOKEN_DAYS_AFTER_DEADLINE = 30;
export const SOURCING_MAX_FILES = 10;

export const SOURCING_UNITS = [
  'unidad',
  'bolsa',
  'kg',
  'tonelada',
  'm',
  'm²',
  'm³',
  'litro',
  'caja',
  'rollo',
  'juego',
  'hora',
  'servicio',
  'global',
] as const;

export const CURRENCIES = ['PYG', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCIES: Currency[] = ['PYG', 'USD'];

/** Answer states of one recipient; the words are the API's values. */
export const ANSWER_STATES = [
  MSG.sourcingAnswerNone,
  MSG.sourcingAnswerViewed,
  MSG.sourcingAnswerAnswered,
  MSG.sourcingAnswerDeclined,
] as const;
export type AnswerState = (typeof ANSWER_STATES)[number];

/** States of a request that has lines or a deadline (besides the delivery states). */
export const REQUEST_STATES = [
  MSG.sourcingStateOpen,
  MSG.sourcingStateClosed,
  MSG.sourcingStateAwarded,
  MSG.sourcingStateCancelled,
] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export const DECLINE_REASONS = [
  MSG.sourcingDeclineNoStock,
  MSG.sourcingDeclineNotOurs,
  MSG.sourcingDeclineShortDeadline,
  MSG.sourcingDeclineOther,
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

// ————————————————————————————————————————— prices

export type PriceResult = { ok: true; value: number } | { ok: false; message: string };

export interface PriceOptions {
  /** Zero is refused unless allowed (a free line must be said, not typed by mistake). */
  allowZero?: boolean;
  /**
   * The currency, when known: in guaraníes (no cents in practice) `1.250` is one thousand two
   * hundred and fifty; in dollars it could be 1.25 as well and is refused as ambiguous.
   */
  moneda?: Currency;
}

const bad = (message: string): PriceResult => ({ ok: false, message });
const CURRENCY_MARKS = /^(?:us\$|u\$s|usd|pyg|gs\.?|₲|\$)|(?:us\$|u\$s|usd|pyg|gs\.?|₲|\$)$/i;

function checkRange(value: number, raw: string, opts: PriceOptions): PriceResult {
  if (!Number.isFinite(value)) return bad(fill(MSG.sourcingPriceNotNumber, { value: raw }));
  if (value < 0) return bad(MSG.sourcingPriceNegative);
  if (value === 0 && !opts.allowZero) return bad(MSG.sourcingPriceZero);
  if (value > SOURCING_PRICE_MAX) {
    return bad(fill(MSG.sourcingPriceTooLarge, { max: formatPrice(SOURCING_PRICE_MAX, 'PYG') }));
  }
  const scaled = Math.round(value * 10 ** SOURCING_PRICE_DECIMALS);
  if (Math.abs(scaled / 10 ** SOURCING_PRICE_DECIMALS - value) > 1e-9 * Math.max(1, value)) {
    return bad(fill(MSG.sourcingPriceTooManyDecimals, { max: SOURCING_PRICE_DECIMALS }));
  }
  return { ok: true, value: scaled / 10 ** SOURCING_PRICE_DECIMALS };
}

/**
 * Reads a price as people type it: Paraguayan `1.250.000` and `1.250.000,50`, US `1,250,000.50`,
 * plain `1250000` or `1250000.5`, with or without a currency mark (Gs., ₲, $, USD). Refuses what
 * could be read two ways (`1,250`: 1.25 or 1250?), separators out of place, negative numbers,
 * zero (unless allowed), more than 4 decimals and absurd amounts, each with its own message.
 */
export function parsePrice(input: unknown, opts: PriceOptions = {}): PriceResult {
  if (typeof input === 'number') return checkRange(input, String(input), opts);
  if (typeof input !== 'string') return bad(fill(MSG.sourcingPriceNotNumber, { value: String(input) }));
  const raw = input.trim();
  const shown = raw.slice(0, 30);
  if (raw === '') return bad(MSG.sourcingPriceRequired);
  let s = raw.replace(/[\s\u00a0\u202f']/g, '');
  // A guaraní mark settles `45.000` as much as the offer's currency does.
  const marked = /gs|₲|pyg/i.test(s) ? 'PYG' : /\$|usd/i.test(s) ? 'USD' : undefined;
  const moneda = opts.moneda ?? marked;
  s = s.replace(CURRENCY_MARKS, '').replace(CURRENCY_MARKS, '');
  if (/^[-−–]/.test(s) || /^\(.*\)$/.test(s)) return bad(MSG.sourcingPriceNegative);
  if (s.startsWith('+')) s = s.slice(1);
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return bad(fill(MSG.sourcingPriceNotNumber, { value: shown }));

  const dots = s.split('.').length - 1;
  const commas = s.split(',').length - 1;
  let normalised: string;
  if (dots > 0 && commas > 0) {
    // Both: the last one written is the decimal separator, the other groups thousands.
    const decimal = s.lastIndexOf(',') > s.lastIndexOf('.') ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    const [whole, fraction, ...rest] = s.split(decimal);
    if (rest.length > 0 || fraction === undefined || fraction.includes(thousands)) {
      return bad(fill(MSG.sourcingPriceBadGrouping, { value: shown }));
    }
    if (!groupedThousands(whole!, thousands)) return bad(fill(MSG.sourcingPriceBadGrouping, { value: shown }));
    if (fraction === '') return bad(fill(MSG.sourcingPriceNotNumber, { value: shown }));
    normalised = `${whole!.split(thousands).join('')}.${fraction}`;
  } else if (dots + commas === 0) {
    normalised = s;
  } else {
    const sep = dots > 0 ? '.' : ',';
    const count = dots + commas;
    const parts = s.split(sep);
    if (count > 1) {
      // Several of one mark: only thousands, in groups of three.
      if (!groupedThousands(s, sep)) return bad(fill(MSG.sourcingPriceBadGrouping, { value: shown }));
      normalised = parts.join('');
    } else {
      const [whole, fraction] = parts as [string, string];
      if (whole === '' || fraction === '') return bad(fill(MSG.sourcingPriceNotNumber, { value: shown }));
      if (fraction.length === 3 && /^\d{1,3}$/.test(whole) && whole !== '0') {
        // `1.250` / `1,250`: thousands or decimals? Only guaraníes with a dot settle it.
        if (sep === '.' && moneda === 'PYG') normalised = whole + fraction;
        else return bad(fill(MSG.sourcingPriceAmbiguous, { value: shown }));
      } else {
        normalised = `${whole}.${fraction}`;
      }
    }
  }
  const [, fraction = ''] = normalised.split('.');
  if (fraction.length > SOURCING_PRICE_DECIMALS) {
    return bad(fill(MSG.sourcingPriceTooManyDecimals, { max: SOURCING_PRICE_DECIMALS }));
  }
  const digits = normalised.replace('.', '').replace(/^0+(?=\d)/, '');
  if (digits.length > 18) return bad(fill(MSG.sourcingPriceTooLarge, { max: formatPrice(SOURCING_PRICE_MAX, 'PYG') }));
  return checkRange(Number(normalised), shown, opts);
}

/** `1.250.000` with sep '.': a first group of 1–3 digits, then groups of exactly three. */
function groupedThousands(s: string, sep: string): boolean {
  const parts = s.split(sep);
  if (parts.length === 1) return /^\d+$/.test(s);
  return /^\d{1,3}$/.test(parts[0]!) && parts.slice(1).every((p) => /^\d{3}$/.test(p));
}

/** A price as the screens and e-mails show it: Paraguayan separators, 2 decimals for dollars. */
export function formatPrice(value: number, moneda: Currency | string): string {
  const decimals = moneda === 'USD' ? 2 : Number.isInteger(value) ? 0 : 2;
  const fixed = value.toFixed(Math.max(decimals, decimalsOf(value) > 2 ? Math.min(decimalsOf(value), 4) : 0));
  const [whole, fraction] = fixed.split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction ? `${grouped},${fraction}` : grouped;
}
const decimalsOf = (v: number) => (String(v).split('.')[1] ?? '').length;

/** Money rounded to the cent, to keep sums of floating-point products tidy. */
export const roundMoney = (v: number) => Math.round(v * 100) / 100;

// ————————————————————————————————————————— the request

const trimmed = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .transform((v) => v.trim())
    .pipe(z.string().min(1, { error: required }).max(max, { error: fill(tooLong, { max }) }));

const quantity = z.union([z.number(), z.string()], { error: MSG.sourcingItemQuantityInvalid }).transform((raw, ctx) => {
  const parsed = typeof raw === 'number' ? raw : Number(raw.trim().replace(',', '.'));
  if (!Number.isFinite(parsed) || parsed <= 0 || parsed > SOURCING_QUANTITY_MAX) {
    ctx.addIssue({ code: 'custom', message: MSG.sourcingItemQuantityInvalid });
    return z.NEVER;
  }
  return Math.round(parsed * 10_000) / 10_000;
});

export const ItemLineSchema = z.object({
  descripcion: trimmed(SOURCING_ITEM_DESCRIPTION_MAX, MSG.sourcingItemDescriptionRequired, MSG.sourcingItemDescriptionTooLong),
  cantidad: quantity,
  /** One of SOURCING_UNITS, or free text. */
  unidad: trimmed(SOURCING_UNIT_MAX, MSG.sourcingItemUnitRequired, MSG.sourcingItemUnitTooLong),
});
export type ItemLineInput = z.input<typeof ItemLineSchema>;

export const CurrencySchema = z.enum(CURRENCIES, { error: MSG.sourcingCurrencyUnknown });

/** The sourcing fields of POST /api/cotizacion/, all optional. */
export const SourcingRequestFields = {
  items: z
    .array(ItemLineSchema, { error: MSG.sourcingItemDescriptionRequired })
    .max(SOURCING_MAX_ITEMS, { error: fill(MSG.sourcingItemsTooMany, { max: SOURCING_MAX_ITEMS }) })
    .optional(),
  /** ISO 8601 with its offset (or Z); must be in the future (checked by the server at its clock). */
  fechaLimite: z.iso
    .datetime({ offset: true, error: MSG.sourcingDeadlineInvalid })
    .or(z.null())
    .optional(),
  sobreCerrado: z.boolean({ error: MSG.invalidRequest }).optional(),
  monedas: z
    .array(CurrencySchema, { error: MSG.sourcingCurrenciesRequired })
    .min(1, { error: MSG.sourcingCurrenciesRequired })
    .max(CURRENCIES.length, { error: MSG.sourcingCurrenciesRequired })
    .optional(),
};

export interface SourcingSettings {
  fechaLimite: Date | null;
  sobreCerrado: boolean;
  monedas: Currency[];
}

/** Checks what the schema cannot: a deadline in the future, a sealed request with a deadline. */
export function sourcingSettings(
  input: { fechaLimite?: string | null; sobreCerrado?: boolean; monedas?: Currency[] },
  now: Date,
): { ok: true; value: SourcingSettings } | { ok: false; message: string } {
  const fechaLimite = input.fechaLimite ? new Date(input.fechaLimite) : null;
  if (fechaLimite && fechaLimite.getTime() <= now.getTime()) return { ok: false, message: MSG.sourcingDeadlinePast };
  const sobreCerrado = input.sobreCerrado ?? false;
  if (sobreCerrado && !fechaLimite) return { ok: false, message: MSG.sourcingSealedNeedsDeadline };
  const monedas = [...new Set(input.monedas ?? DEFAULT_CURRENCIES)];
  return { ok: true, value: { fechaLimite, sobreCerrado, monedas } };
}

// ————————————————————————————————————————— states

export interface RequestStateInput {
  fechaLimite: Date | null;
  closedAt: Date | null;
  cancelledAt: Date | null;
  awardedAt: Date | null;
}

/** Abierta → Cerrada (deadline passed, or closed by hand) → Adjudicada; or Cancelada. */
export function requestState(r: RequestStateInput, now: Date): RequestState {
  if (r.cancelledAt) return MSG.sourcingStateCancelled;
  if (r.awardedAt) return MSG.sourcingStateAwarded;
  if (r.closedAt || (r.fechaLimite && r.fechaLimite.getTime() <= now.getTime())) return MSG.sourcingStateClosed;
  return MSG.sourcingStateOpen;
}

/** Whether staff may see prices now: a sealed request hides them from everyone until its deadline. */
export function pricesVisible(r: { sobreCerrado: boolean; fechaLimite: Date | null }, now: Date): boolean {
  return !r.sobreCerrado || (r.fechaLimite !== null && r.fechaLimite.getTime() <= now.getTime());
}

export interface AnswerStateInput {
  /** The latest version, if any. */
  latest: { declina: boolean; submittedAt: Date } | null;
  viewedAt: Date | null;
  /** When the lines or attachments last changed after sending. */
  linesChangedAt: Date | null;
}

export function answerState(a: AnswerStateInput): { estado: AnswerState; debeReconfirmar: boolean } {
  if (a.latest) {
    const stale = !a.latest.declina && a.linesChangedAt !== null && a.latest.submittedAt < a.linesChangedAt;
    return { estado: a.latest.declina ? MSG.sourcingAnswerDeclined : MSG.sourcingAnswerAnswered, debeReconfirmar: stale };
  }
  return { estado: a.viewedAt ? MSG.sourcingAnswerViewed : MSG.sourcingAnswerNone, debeReconfirmar: false };
}

/** Who still gets a reminder: those that neither answered nor declined. */
export const needsReminder = (estado: AnswerState) =>
  estado === MSG.sourcingAnswerNone || estado === MSG.sourcingAnswerViewed;

/** Until when a recipient's link opens the request. */
export function tokenValidUntil(r: { fechaLimite: Date | null; closedAt: Date | null; cancelledAt: Date | null }): Date | null {
  const end = r.fechaLimite ?? r.closedAt ?? r.cancelledAt;
  return end ? new Date(end.getTime() + SOURCING_TOKEN_DAYS_AFTER_DEADLINE * 86_400_000) : null;
}

// ————————————————————————————————————————— the supplier's answer

const optionalText = (max: number) =>
  z
    .string({ error: fill(MSG.sourcingTextTooLong, { max }) })
    .max(max, { error: fill(MSG.sourcingTextTooLong, { max }) })
    .transform((v) => v.trim())
    .nullable()
    .optional();

const idOf = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((raw, ctx) => {
    const n = rowIdOf(raw);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

export const AnswerFileSchema = z.object({
  file: z.string({ error: MSG.quotationFileUndecodable.replace('«{name}»', '') }),
  filename: z.string({ error: MSG.quotationFileNameRequired }),
});

export const IdempotencyKeySchema = z
  .string({ error: MSG.sourcingIdempotencyKeyInvalid })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: MSG.sourcingIdempotencyKeyInvalid });

/** An offer: prices per line (or null: "No cotizo esta línea"), currency, terms. */
export const OfferSchema = z.object({
  declina: z.literal(false).optional(),
  moneda: CurrencySchema,
  plazoEntregaDias: z.coerce
    .number({ error: MSG.sourcingLeadTimeInvalid })
    .int({ error: MSG.sourcingLeadTimeInvalid })
    .min(0, { error: MSG.sourcingLeadTimeInvalid })
    .max(3650, { error: MSG.sourcingLeadTimeInvalid })
    .nullable()
    .optional(),
  validaHasta: z.iso.date({ error: MSG.sourcingValidUntilInvalid }).nullable().optional(),
  condicionesPago: optionalText(SOURCING_SHORT_TEXT_MAX),
  notas: optionalText(SOURCING_TEXT_MAX),
  items: z
    .array(
      z.object({
        itemId: idOf(MSG.sourcingAnswerLineUnknown.replace('{itemId}', '')),
        /** A number, or text as typed (read by parsePrice with the offer's currency); null: not quoted. */
        precioUnitario: z.union([z.number(), z.string(), z.null()], { error: MSG.sourcingPriceRequired }),
        nota: optionalText(SOURCING_SHORT_TEXT_MAX),
      }),
      { error: MSG.sourcingAnswerEmpty },
    )
    .max(SOURCING_MAX_ITEMS, { error: fill(MSG.sourcingItemsTooMany, { max: SOURCING_MAX_ITEMS }) })
    .default([]),
  file: z
    .array(AnswerFileSchema)
    .max(SOURCING_MAX_FILES, { error: fill(MSG.quotationTooManyFiles, { max: SOURCING_MAX_FILES }) })
    .optional(),
  idempotencyKey: IdempotencyKeySchema.optional(),
});

export const DeclineSchema = z.object({
  declina: z.literal(true),
  motivo: z.enum(DECLINE_REASONS, { error: MSG.sourcingDeclineReasonRequired }),
  /** Required with 'Otro'. */
  motivoTexto: optionalText(SOURCING_SHORT_TEXT_MAX),
  idempotencyKey: IdempotencyKeySchema.optional(),
});

export const AnswerSchema = z.discriminatedUnion('declina', [DeclineSchema, OfferSchema], { error: MSG.invalidRequest });
export type AnswerInput = z.input<typeof AnswerSchema>;
export type AnswerBody = z.output<typeof AnswerSchema>;

/** An answer checked against its request: prices read, lines known, currency accepted. */
export type CheckedAnswer =
  | { declina: true; motivo: DeclineReason; motivoTexto: string | null }
  | {
    declina: false;
    moneda: Currency;
    plazoEntregaDias: number | null;
    validaHasta: string | null;
    condicionesPago: string | null;
    notas: string | null;
    items: { itemId: number; precioUnitario: number | null; nota: string | null }[];
  };

export interface AnswerIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Checks an answer against its request: the currency is one the request accepts, every line is
 * of the request and appears once, prices read with parsePrice (in the offer's currency), at
 * least one line is priced (when the request has lines), the validity is not past.
 */
export function checkAnswer(
  body: AnswerBody,
  request: { itemIds: number[]; monedas: Currency[]; today: string },
): { ok: true; value: CheckedAnswer } | { ok: false; issues: AnswerIssue[] } {
  const issues: AnswerIssue[] = [];
  if (body.declina === true) {
    const motivoTexto = body.motivoTexto?.trim() || null;
    if (body.motivo === MSG.sourcingDeclineOther && !motivoTexto) {
      issues.push({ path: ['motivoTexto'], message: MSG.sourcingDeclineOtherRequired });
    }
    return issues.length ? { ok: false, issues } : { ok: true, value: { declina: true, motivo: body.motivo, motivoTexto } };
  }
  if (!request.monedas.includes(body.moneda)) {
    issues.push({ path: ['moneda'], message: fill(MSG.sourcingCurrencyNotAccepted, { monedas: request.monedas.join(' o ') }) });
  }
  if (body.validaHasta && body.validaHasta < request.today) {
    issues.push({ path: ['validaHasta'], message: MSG.sourcingValidUntilPast });
  }
  const known = new Set(request.itemIds);
  const seen = new Set<number>();
  const items: { itemId: number; precioUnitario: number | null; nota: string | null }[] = [];
  for (const [i, line] of body.items.entries()) {
    if (!known.has(line.itemId)) {
      issues.push({ path: ['items', i, 'itemId'], message: fill(MSG.sourcingAnswerLineUnknown, { itemId: line.itemId }) });
      continue;
    }
    if (seen.has(line.itemId)) {
      issues.push({ path: ['items', i, 'itemId'], message: fill(MSG.sourcingAnswerLineRepeated, { itemId: line.itemId }) });
      continue;
    }
    seen.add(line.itemId);
    let price: number | null = null;
    if (line.precioUnitario !== null && !(typeof line.precioUnitario === 'string' && line.precioUnitario.trim() === '')) {
      const parsed = parsePrice(line.precioUnitario, { moneda: body.moneda });
      if (!parsed.ok) {
        issues.push({ path: ['items', i, 'precioUnitario'], message: parsed.message });
        continue;
      }
      price = parsed.value;
    }
    items.push({ itemId: line.itemId, precioUnitario: price, nota: line.nota?.trim() || null });
  }
  if (issues.length === 0 && request.itemIds.length > 0 && !items.some((l) => l.precioUnitario !== null)) {
    issues.push({ path: ['items'], message: MSG.sourcingAnswerEmpty });
  }
  if (issues.length) return { ok: false, issues };
  return {
    ok: true,
    value: {
      declina: false,
      moneda: body.moneda,
      plazoEntregaDias: body.plazoEntregaDias ?? null,
      validaHasta: body.validaHasta ?? null,
      condicionesPago: body.condicionesPago?.trim() || null,
      notas: body.notas?.trim() || null,
      items,
    },
  };
}

// ————————————————————————————————————————— comparison

export interface ComparisonItem {
  id: number;
  position: number;
  descripcion: string;
  cantidad: number;
  unidad: string;
}

export interface ComparisonOffer {
  proveedorId: number | null;
  recipientId: number;
  razonSocial: string;
  version: number;
  respondidaAt: string;
  moneda: Currency;
  plazoEntregaDias: number | null;
  validaHasta: string | null;
  condicionesPago: string | null;
  debeReconfirmar: boolean;
  prices: Map<number, { precioUnitario: number | null; nota: string | null }>;
}

/** Exchange rates entered by the buyer for this comparison: 1 unit of each currency in `base`. */
export interface ExchangeRates {
  base: Currency;
  tasas: Partial<Record<Currency, number>>;
}

export interface ComparisonCell {
  recipientId: number;
  precioUnitario: number | null;
  total: number | null;
  /** In the base currency, only when rates were given. */
  totalConvertido: number | null;
  nota: string | null;
  /** The lowest unit price of this line among the offers in the same currency. */
  masBajo: boolean;
  /** The lowest of the line after conversion (only with rates). */
  masBajoConvertido: boolean;
  noCotizada: boolean;
  vencida: boolean;
  debeReconfirmar: boolean;
}

export interface ComparisonLine extends ComparisonItem {
  celdas: ComparisonCell[];
  /** Lowest unit price per currency, with who offered it. */
  masBajoPorMoneda: { moneda: Currency; precioUnitario: number; recipientIds: number[] }[];
}

export interface ComparisonSupplier {
  recipientId: number;
  proveedorId: number | null;
  razonSocial: string;
  version: number;
  respondidaAt: string;
  moneda: Currency;
  total: number;
  totalConvertido: number | null;
  lineasSinCotizar: number;
  completa: boolean;
  plazoEntregaDias: number | null;
  validaHasta: string | null;
  vencida: boolean;
  condicionesPago: string | null;
  debeReconfirmar: boolean;
}

export interface Comparison {
  monedas: Currency[];
  tasas: ExchangeRates | null;
  lineas: ComparisonLine[];
  proveedores: ComparisonSupplier[];
}

/**
 * The comparison of the answers (each supplier's latest version): per line and currency the
 * lowest unit price, per supplier its total and the lines it did not quote. Totals in different
 * currencies are never added up or ranked; only when the buyer gives rates is each amount also
 * converted into the base currency and a lowest-after-conversion marked.
 */
export function compareOffers(
  items: ComparisonItem[],
  offers: ComparisonOffer[],
  opts: { today: string; tasas?: ExchangeRates | null } = { today: '9999-12-31' },
): Comparison {
  const tasas = opts.tasas ?? null;
  const convert = (amount: number | null, moneda: Currency): number | null => {
    if (amount === null || !tasas) return null;
    if (moneda === tasas.base) return amount;
    const rate = tasas.tasas[moneda];
    return rate ? roundMoney(amount * rate) : null;
  };
  const sorted = [...items].sort((a, b) => a.position - b.position);
  const proveedores: ComparisonSupplier[] = offers.map((o) => {
    let total = 0;
    let missing = 0;
    for (const item of sorted) {
      const price = o.prices.get(item.id)?.precioUnitario ?? null;
      if (price === null) missing += 1;
      else total += price * item.cantidad;
    }
    total = roundMoney(total);
    return {
      recipientId: o.recipientId,
      proveedorId: o.proveedorId,
      razonSocial: o.razonSocial,
      version: o.version,
      respondidaAt: o.respondidaAt,
      moneda: o.moneda,
      total,
      totalConvertido: convert(total, o.moneda),
      lineasSinCotizar: missing,
      completa: missing === 0,
      plazoEntregaDias: o.plazoEntregaDias,
      validaHasta: o.validaHasta,
      vencida: o.validaHasta !== null && o.validaHasta < opts.today,
      condicionesPago: o.condicionesPago,
      debeReconfirmar: o.debeReconfirmar,
    };
  });
  const expired = new Map(proveedores.map((p) => [p.recipientId, p.vencida]));

  const lineas: ComparisonLine[] = sorted.map((item) => {
    const lowest = new Map<Currency, { precioUnitario: number; recipientIds: number[] }>();
    for (const o of offers) {
      const price = o.prices.get(item.id)?.precioUnitario ?? null;
      if (price === null) continue;
      const best = lowest.get(o.moneda);
      if (!best || price < best.precioUnitario) lowest.set(o.moneda, { precioUnitario: price, recipientIds: [o.recipientId] });
      else if (price === best.precioUnitario) best.recipientIds.push(o.recipientId);
    }
    const celdas: ComparisonCell[] = offers.map((o) => {
      const entry = o.prices.get(item.id);
      const price = entry?.precioUnitario ?? null;
      const total = price === null ? null : roundMoney(price * item.cantidad);
      return {
        recipientId: o.recipientId,
        precioUnitario: price,
        total,
        totalConvertido: convert(total, o.moneda),
        nota: entry?.nota ?? null,
        masBajo: price !== null && lowest.get(o.moneda)?.recipientIds.includes(o.recipientId) === true,
        masBajoConvertido: false,
        noCotizada: price === null,
        vencida: expired.get(o.recipientId) ?? false,
        debeReconfirmar: o.debeReconfirmar,
      };
    });
    if (tasas) {
      const converted = celdas.filter((c) => c.totalConvertido !== null);
      const min = Math.min(...converted.map((c) => c.totalConvertido!));
      for (const c of converted) c.masBajoConvertido = c.totalConvertido === min;
    }
    return {
      ...item,
      celdas,
      masBajoPorMoneda: [...lowest.entries()].map(([moneda, v]) => ({ moneda, ...v })),
    };
  });
  return { monedas: [...new Set(offers.map((o) => o.moneda))], tasas, lineas, proveedores };
}

/**
 * The default award: for each line, the lowest unit price among complete, unexpired offers in
 * one currency (or after conversion when rates are given). With offers in several currencies and
 * no rates there is no default for a line priced in more than one currency.
 */
export function defaultAward(c: Comparison): { itemId: number; recipientId: number }[] {
  const out: { itemId: number; recipientId: number }[] = [];
  for (const line of c.lineas) {
    const candidates = line.celdas.filter((cell) => !cell.noCotizada && !cell.vencida);
    if (candidates.length === 0) continue;
    if (c.tasas) {
      const best = candidates.find((cell) => cell.masBajoConvertido);
      if (best) out.push({ itemId: line.id, recipientId: best.recipientId });
    } else if (line.masBajoPorMoneda.length === 1) {
      const best = candidates.find((cell) => cell.masBajo);
      if (best) out.push({ itemId: line.id, recipientId: best.recipientId });
    }
  }
  return out;
}

/** Whether choosing this cell needs a note: it is not (one of) the lowest of its line. */
export function awardNeedsNote(c: Comparison, itemId: number, recipientId: number): boolean {
  const line = c.lineas.find((l) => l.id === itemId);
  const cell = line?.celdas.find((x) => x.recipientId === recipientId);
  if (!line || !cell || cell.noCotizada) return true;
  if (c.tasas) return !cell.masBajoConvertido;
  // Without rates, only a lowest in its own currency counts, and only when the line is priced in one currency.
  return !cell.masBajo || line.masBajoPorMoneda.length > 1;
}

// ————————————————————————————————————————— API shapes

export const ItemLineOutSchema = z.object({
  id: z.number(),
  position: z.number(),
  descripcion: z.string(),
  cantidad: z.number(),
  unidad: z.string(),
});

export const SourcingInfoSchema = z.object({
  estado: z.enum(REQUEST_STATES),
  fechaLimite: z.string().nullable(),
  /**
   * The deadline on the company's wall clock (`aaaa-mm-ddThh:mm`), as e-mails and the answer page
   * show it: the screens write it out without building a time-zone formatter (docs/sourcing.md).
   */
  fechaLimiteLocal: z.string().nullable(),
  /** The company's time zone (TZ), the one `fechaLimiteLocal` is read in. */
  zonaHoraria: z.string(),
  sobreCerrado: z.boolean(),
  monedas: z.array(CurrencySchema),
  /** False while a sealed request's deadline has not passed: every price is withheld. */
  preciosVisibles: z.boolean(),
  items: z.array(ItemLineOutSchema),
  cerradaAt: z.string().nullable(),
  canceladaAt: z.string().nullable(),
  adjudicadaAt: z.string().nullable(),
  /** The request's version (docs/product.md#concurrent-edits), also the ETag of the answers. */
  version: RecordVersionSchema,
});
export type SourcingInfo = z.infer<typeof SourcingInfoSchema>;

export const RecipientAnswerSchema = z.object({
  recipientId: z.number(),
  proveedorId: z.number().nullable(),
  razonSocial: z.string(),
  estado: z.enum(ANSWER_STATES),
  debeReconfirmar: z.boolean(),
  motivo: z.string().nullable(),
  version: z.number().nullable(),
  respondidaAt: z.string().nullable(),
  vistaAt: z.string().nullable(),
  moneda: CurrencySchema.nullable(),
  plazoEntregaDias: z.number().nullable(),
  validaHasta: z.string().nullable(),
  condicionesPago: z.string().nullable(),
  notas: z.string().nullable(),
  /** Left out while prices are withheld (sealed request before its deadline). */
  items: z.array(z.object({ itemId: z.number(), precioUnitario: z.number().nullable(), nota: z.string().nullable() })).optional(),
  archivos: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number() })),
});

export const RecipientAnswersSchema = z.object({
  pedido: SourcingInfoSchema,
  counts: z.object({
    'Sin respuesta': z.number(),
    Vista: z.number(),
    Respondida: z.number(),
    'No cotiza': z.number(),
    'Debe reconfirmar': z.number(),
  }),
  data: z.array(RecipientAnswerSchema),
});
export type RecipientAnswers = z.infer<typeof RecipientAnswersSchema>;

export const ExchangeRatesSchema = z.object({
  base: CurrencySchema,
  /** 1 unit of each currency in the base currency (e.g. USD: 7500 with base PYG). */
  tasas: z.partialRecord(
    CurrencySchema,
    z
      .number({ error: MSG.sourcingRatesInvalid })
      .positive({ error: MSG.sourcingRatesInvalid })
      .max(1_000_000, { error: MSG.sourcingRatesInvalid }),
  ),
});

export const ComparisonSchema = z.object({
  pedido: SourcingInfoSchema,
  monedas: z.array(CurrencySchema),
  tasas: ExchangeRatesSchema.nullable(),
  lineas: z.array(
    // Compact, so that 200 lines × 200 suppliers stay small: each array follows `proveedores`
    // (index i is proveedores[i]); null where the supplier did not quote the line.
    ItemLineOutSchema.extend({
      precios: z.array(z.number().nullable()),
      totales: z.array(z.number().nullable()),
      /** Only with exchange rates. */
      totalesConvertidos: z.array(z.number().nullable()).optional(),
      /** Only when some supplier wrote a note on the line. */
      notas: z.array(z.string().nullable()).optional(),
      /** Indexes of the lowest unit price in each currency. */
      masBajo: z.array(z.number()),
      /** Indexes of the lowest line total after conversion (only with rates). */
      masBajoConvertido: z.array(z.number()),
      masBajoPorMoneda: z.array(z.object({ moneda: CurrencySchema, precioUnitario: z.number(), recipientIds: z.array(z.number()) })),
    }),
  ),
  proveedores: z.array(
    z.object({
      recipientId: z.number(),
      proveedorId: z.number().nullable(),
      razonSocial: z.string(),
      version: z.number(),
      respondidaAt: z.string(),
      moneda: CurrencySchema,
      total: z.number(),
      totalConvertido: z.number().nullable(),
      lineasSinCotizar: z.number(),
      completa: z.boolean(),
      plazoEntregaDias: z.number().nullable(),
      validaHasta: z.string().nullable(),
      vencida: z.boolean(),
      condicionesPago: z.string().nullable(),
      debeReconfirmar: z.boolean(),
    }),
  ),
  /** The proposed award: the lowest complete price per line (see defaultAward). */
  propuesta: z.array(z.object({ itemId: z.number(), recipientId: z.number() })),
  adjudicacion: z.array(
    z.object({
      itemId: z.number().nullable(),
      recipientId: z.number(),
      proveedorId: z.number().nullable(),
      nota: z.string().nullable(),
      adjudicadoPor: z.string().nullable(),
      adjudicadoAt: z.string(),
    }),
  ),
});
export type ComparisonAnswer = z.infer<typeof ComparisonSchema>;

/** What the supplier sees through its link or its login. */
export const SupplierRequestSchema = z.object({
  id: z.number(),
  empresa: z.string(),
  title: z.string(),
  descripcion: z.string(),
  proveedor: z.string(),
  estado: z.enum(REQUEST_STATES),
  fechaLimite: z.string().nullable(),
  /** The company's time zone, in which the deadline is shown. */
  zonaHoraria: z.string(),
  monedas: z.array(CurrencySchema),
  aceptaRespuestas: z.boolean(),
  /** Why no answer is accepted now (closed, cancelled), in Spanish. */
  mensaje: z.string().nullable(),
  items: z.array(ItemLineOutSchema),
  archivos: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number() })),
  motivosDeclinacion: z.array(z.enum(DECLINE_REASONS)),
  unidades: z.array(z.string()),
  /** Its latest answer, if any (the supplier always sees its own prices). */
  respuesta: z
    .object({
      version: z.number(),
      respondidaAt: z.string(),
      declina: z.boolean(),
      motivo: z.string().nullable(),
      motivoTexto: z.string().nullable(),
      moneda: CurrencySchema.nullable(),
      plazoEntregaDias: z.number().nullable(),
      validaHasta: z.string().nullable(),
      condicionesPago: z.string().nullable(),
      notas: z.string().nullable(),
      items: z.array(z.object({ itemId: z.number(), precioUnitario: z.number().nullable(), nota: z.string().nullable() })),
      archivos: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number() })),
    })
    .nullable(),
  debeReconfirmar: z.boolean(),
});
export type SupplierRequest = z.infer<typeof SupplierRequestSchema>;

export const AnswerSavedSchema = z.object({
  version: z.number(),
  /** True when this call repeated an earlier submit (same idempotency key): nothing new was stored. */
  repeated: z.boolean(),
  data: SupplierRequestSchema,
});

export const AwardSchema = z.union(
  [
    z.object({
      proveedorId: idOf(MSG.sourcingAwardSupplierUnknown),
      nota: optionalText(SOURCING_TEXT_MAX),
      avisarOtros: z.boolean().default(true),
    }),
    z.object({
      lineas: z
        .array(z.object({ itemId: idOf(MSG.sourcingAwardLineUnknown.replace('{itemId}', '')), proveedorId: idOf(MSG.sourcingAwardSupplierUnknown) }), {
          error: MSG.sourcingAwardLinesRequired,
        })
        .min(1, { error: MSG.sourcingAwardLinesRequired })
        .max(SOURCING_MAX_ITEMS),
      nota: optionalText(SOURCING_TEXT_MAX),
      avisarOtros: z.boolean().default(true),
    }),
  ],
  { error: MSG.sourcingAwardLinesRequired },
);
export type AwardInput = z.output<typeof AwardSchema>;

/** Changing a sent request: its lines (those with an id are kept, the others added, the missing removed) or its deadline. */
export const ChangeRequestSchema = z.object({
  items: z
    .array(ItemLineSchema.extend({ id: idOf(MSG.sourcingItemUnknown.replace('{itemId}', '')).optional() }), {
      error: MSG.sourcingItemDescriptionRequired,
    })
    .min(1, { error: MSG.sourcingItemDescriptionRequired })
    .max(SOURCING_MAX_ITEMS, { error: fill(MSG.sourcingItemsTooMany, { max: SOURCING_MAX_ITEMS }) })
    .optional(),
  fechaLimite: z.iso.datetime({ offset: true, error: MSG.sourcingDeadlineInvalid }).optional(),
  /**
   * The request's files, all of them, replacing those sent (an empty list removes them). Like a
   * change of lines, it marks the answers already given «Debe reconfirmar» (docs/sourcing.md).
   */
  archivos: QuotationFilesSchema.optional(),
  /** The request's version when it was read (or If-Match): a change over a newer one is refused (409). */
  version: versionFieldSchema(MSG.recordVersionInvalid),
});
export type ChangeRequestInput = z.output<typeof ChangeRequestSchema>;

/** Moving a deadline earlier must leave at least this long. */
export const SOURCING_EARLIER_DEADLINE_MIN_HOURS = 48;

export const CancelSchema = z.object({ motivo: optionalText(SOURCING_SHORT_TEXT_MAX) });

export const MySourcingRequestSchema = z.object({
  id: z.number(),
  title: z.string(),
  empresa: z.string(),
  createdAt: z.string(),
  fechaLimite: z.string().nullable(),
  estado: z.enum(REQUEST_STATES),
  respuesta: z.enum(ANSWER_STATES),
  debeReconfirmar: z.boolean(),
  version: z.number().nullable(),
});
export const MySourcingRequestsSchema = z.object({
  data: z.array(MySourcingRequestSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
