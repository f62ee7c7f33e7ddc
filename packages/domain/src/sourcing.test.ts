import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { can } from './permissions.ts';
import { fillMessage as fill } from './fill-message.ts';
import {
  answerState,
  AnswerSchema,
  awardNeedsNote,
  checkAnswer,
  compareOffers,
  type ComparisonItem,
  type ComparisonOffer,
  defaultAward,
  parsePrice,
  pricesVisible,
  requestState,
  sourcingSettings,
  SourcingRequestFields,
} from './sourcing.ts';

describe('parsePrice reads what people type', () => {
  it.each([
    ['1250000', undefined, 1_250_000],
    ['1.250.000', undefined, 1_250_000],
    ['1.250.000,50', undefined, 1_250_000.5],
    ['1,250,000.50', undefined, 1_250_000.5],
    ['1,250,000', undefined, 1_250_000],
    ['1250000,5', undefined, 1_250_000.5],
    ['1250000.75', undefined, 1_250_000.75],
    ['12,5', undefined, 12.5],
    ['0,75', undefined, 0.75],
    ['0.125', undefined, 0.125],
    ['Gs. 45.000', undefined, 45_000],
    ['₲ 45.000', undefined, 45_000],
    ['USD 12.50', undefined, 12.5],
    ['$1,299.99', undefined, 1299.99],
    ['  7 500 000 ', undefined, 7_500_000],
    ['1.250', 'PYG', 1250],
    [45000, undefined, 45_000],
    [12.5, undefined, 12.5],
  ] as const)('%s (%s) → %d', (input, moneda, value) => {
    expect(parsePrice(input, { moneda })).toEqual({ ok: true, value });
  });

  const ambiguous = (v: string) => fill(MSG.sourcingPriceAmbiguous, { value: v });
  const grouping = (v: string) => fill(MSG.sourcingPriceBadGrouping, { value: v });
  const notNumber = (v: string) => fill(MSG.sourcingPriceNotNumber, { value: v });
  it.each([
    ['1.250', 'USD', ambiguous('1.250')],
    ['1,250', 'PYG', ambiguous('1,250')],
    ['1,250', undefined, ambiguous('1,250')],
    ['1.25.000', undefined, grouping('1.25.000')],
    ['1,250.000,50', undefined, grouping('1,250.000,50')],
    ['12.50.3', undefined, grouping('12.50.3')],
    ['1.2500,5', undefined, grouping('1.2500,5')],
    ['-5000', undefined, MSG.sourcingPriceNegative],
    ['−5.000', undefined, MSG.sourcingPriceNegative],
    ['(5000)', undefined, MSG.sourcingPriceNegative],
    [-3, undefined, MSG.sourcingPriceNegative],
    ['0', undefined, MSG.sourcingPriceZero],
    ['0,00', undefined, MSG.sourcingPriceZero],
    [0, undefined, MSG.sourcingPriceZero],
    ['abc', undefined, notNumber('abc')],
    ['12a', undefined, notNumber('12a')],
    ['1e9', undefined, notNumber('1e9')],
    ['.', undefined, notNumber('.')],
    ['5.', undefined, notNumber('5.')],
    ['', undefined, MSG.sourcingPriceRequired],
    ['1.000.000.000.000.000', undefined, fill(MSG.sourcingPriceTooLarge, { max: '999.999.999.999' })],
    ['99999999999999999999999', undefined, fill(MSG.sourcingPriceTooLarge, { max: '999.999.999.999' })],
    [Number.POSITIVE_INFINITY, undefined, notNumber('Infinity')],
    [Number.NaN, undefined, notNumber('NaN')],
    ['1,23456', undefined, fill(MSG.sourcingPriceTooManyDecimals, { max: 4 })],
    [true, undefined, notNumber('true')],
  ] as const)('%s (%s) is refused: %s', (input, moneda, message) => {
    expect(parsePrice(input, { moneda })).toEqual({ ok: false, message });
  });

  it('accepts zero only when allowed', () => {
    expect(parsePrice('0', { allowZero: true })).toEqual({ ok: true, value: 0 });
  });
});

describe('request settings', () => {
  const now = new Date('2030-01-10T12:00:00Z');
  it('refuses a deadline in the past and a sealed request without one', () => {
    expect(sourcingSettings({ fechaLimite: '2030-01-10T11:59:00Z' }, now)).toEqual({ ok: false, message: MSG.sourcingDeadlinePast });
    expect(sourcingSettings({ sobreCerrado: true }, now)).toEqual({ ok: false, message: MSG.sourcingSealedNeedsDeadline });
    const ok = sourcingSettings({ fechaLimite: '2030-01-12T09:00:00-03:00' }, now);
    expect(ok).toEqual({ ok: true, value: { fechaLimite: new Date('2030-01-12T12:00:00Z'), sobreCerrado: false, monedas: ['PYG', 'USD'] } });
  });
  it('reads the deadline only as ISO 8601 with its zone', () => {
    expect(SourcingRequestFields.fechaLimite.safeParse('mañana').error?.issues[0]?.message).toBe(MSG.sourcingDeadlineInvalid);
    expect(SourcingRequestFields.fechaLimite.safeParse('2030-01-12T09:00:00').success).toBe(false);
    expect(SourcingRequestFields.monedas.safeParse(['EUR']).error?.issues[0]?.message).toBe(MSG.sourcingCurrencyUnknown);
  });
});

describe('states', () => {
  const now = new Date('2030-01-10T12:00:00Z');
  const base = { fechaLimite: new Date('2030-01-11T00:00:00Z'), closedAt: null, cancelledAt: null, awardedAt: null };
  it('Abierta → Cerrada → Adjudicada, or Cancelada', () => {
    expect(requestState(base, now)).toBe('Abierta');
    expect(requestState({ ...base, fechaLimite: new Date('2030-01-10T11:00:00Z') }, now)).toBe('Cerrada');
    expect(requestState({ ...base, closedAt: now }, now)).toBe('Cerrada');
    expect(requestState({ ...base, closedAt: now, awardedAt: now }, now)).toBe('Adjudicada');
    expect(requestState({ ...base, cancelledAt: now }, now)).toBe('Cancelada');
  });
  it('a sealed request shows prices only once its deadline has passed', () => {
    expect(pricesVisible({ sobreCerrado: true, fechaLimite: base.fechaLimite }, now)).toBe(false);
    expect(pricesVisible({ sobreCerrado: true, fechaLimite: base.fechaLimite }, new Date('2030-01-11T00:00:00Z'))).toBe(true);
    expect(pricesVisible({ sobreCerrado: false, fechaLimite: base.fechaLimite }, now)).toBe(true);
  });
  it('answer states, with Debe reconfirmar after the lines changed', () => {
    const t = (s: string) => new Date(s);
    expect(answerState({ latest: null, viewedAt: null, linesChangedAt: null })).toEqual({ estado: 'Sin respuesta', debeReconfirmar: false });
    expect(answerState({ latest: null, viewedAt: t('2030-01-01'), linesChangedAt: null }).estado).toBe('Vista');
    expect(answerState({ latest: { declina: true, submittedAt: t('2030-01-01') }, viewedAt: null, linesChangedAt: t('2030-01-02') })).toEqual({
      estado: 'No cotiza',
      debeReconfirmar: false,
    });
    expect(answerState({ latest: { declina: false, submittedAt: t('2030-01-01') }, viewedAt: null, linesChangedAt: t('2030-01-02') })).toEqual({
      estado: 'Respondida',
      debeReconfirmar: true,
    });
  });
});

describe('who may do what', () => {
  it('admin and gerente manage, analista follows, proveedor answers its own', () => {
    expect(['admin', 'gerente'].every((r) => can(r as 'admin', 'sourcing.manage'))).toBe(true);
    expect(can('analista', 'sourcing.manage')).toBe(false);
    expect(['admin', 'gerente', 'analista'].every((r) => can(r as 'admin', 'sourcing.follow'))).toBe(true);
    expect(can('proveedor', 'sourcing.follow')).toBe(false);
    expect(can('proveedor', 'sourcing.answer')).toBe(true);
    expect(can('gerente', 'sourcing.answer')).toBe(false);
  });
});

describe('checking an answer against its request', () => {
  const request = { itemIds: [11, 12, 13], monedas: ['PYG' as const], today: '2030-01-10' };
  const parse = (body: unknown) => AnswerSchema.parse(body);
  it('reads typed prices in the offer currency and keeps unquoted lines as null', () => {
    const checked = checkAnswer(
      parse({ moneda: 'PYG', items: [{ itemId: 11, precioUnitario: '1.250' }, { itemId: 12, precioUnitario: null }, { itemId: 13, precioUnitario: 45000.5 }] }),
      request,
    );
    const prices = [{ precioUnitario: 1250 }, { precioUnitario: null }, { precioUnitario: 45000.5 }];
    expect(checked).toMatchObject({ ok: true, value: { items: prices } });
  });
  it('names each bad field', () => {
    const checked = checkAnswer(
      parse({
        moneda: 'USD',
        validaHasta: '2030-01-09',
        items: [{ itemId: 99, precioUnitario: 1 }, { itemId: 11, precioUnitario: '-1' }, { itemId: 12, precioUnitario: 'diez' }],
      }),
      request,
    );
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.issues).toEqual([
      { path: ['moneda'], message: fill(MSG.sourcingCurrencyNotAccepted, { monedas: 'PYG' }) },
      { path: ['validaHasta'], message: MSG.sourcingValidUntilPast },
      { path: ['items', 0, 'itemId'], message: fill(MSG.sourcingAnswerLineUnknown, { itemId: 99 }) },
      { path: ['items', 1, 'precioUnitario'], message: MSG.sourcingPriceNegative },
      { path: ['items', 2, 'precioUnitario'], message: fill(MSG.sourcingPriceNotNumber, { value: 'diez' }) },
    ]);
  });
  it('asks for at least one price, and for the text of «Otro»', () => {
    expect(checkAnswer(parse({ moneda: 'PYG', items: [{ itemId: 11, precioUnitario: null }] }), request)).toEqual({
      ok: false,
      issues: [{ path: ['items'], message: MSG.sourcingAnswerEmpty }],
    });
    expect(checkAnswer(parse({ declina: true, motivo: 'Otro' }), request)).toEqual({
      ok: false,
      issues: [{ path: ['motivoTexto'], message: MSG.sourcingDeclineOtherRequired }],
    });
    expect(AnswerSchema.safeParse({ declina: true, motivo: 'Porque sí' }).error?.issues[0]?.message).toBe(MSG.sourcingDeclineReasonRequired);
  });
});

describe('comparison', () => {
  const items: ComparisonItem[] = [
    { id: 1, position: 0, descripcion: 'Cemento', cantidad: 100, unidad: 'bolsa' },
    { id: 2, position: 1, descripcion: 'Arena', cantidad: 10, unidad: 'm³' },
    { id: 3, position: 2, descripcion: 'Hierro 8 mm', cantidad: 50, unidad: 'unidad' },
  ];
  const offer = (recipientId: number, moneda: 'PYG' | 'USD', prices: (number | null)[], extra: Partial<ComparisonOffer> = {}): ComparisonOffer => ({
    proveedorId: recipientId * 10,
    recipientId,
    razonSocial: `P${recipientId}`,
    version: 1,
    respondidaAt: '2030-01-01T00:00:00.000Z',
    moneda,
    plazoEntregaDias: 5,
    validaHasta: null,
    condicionesPago: null,
    debeReconfirmar: false,
    prices: new Map(prices.map((p, i) => [i + 1, { precioUnitario: p, nota: null }])),
    ...extra,
  });

  it('marks the lowest per line and currency, totals, and the lines not quoted', () => {
    const c = compareOffers(items, [offer(1, 'PYG', [50_000, 120_000, null]), offer(2, 'PYG', [48_000, 130_000, 9_000])], { today: '2030-01-01' });
    expect(c.lineas.map((l) => l.celdas.map((x) => x.masBajo))).toEqual([
      [false, true],
      [true, false],
      [false, true],
    ]);
    expect(c.lineas[2]!.celdas[0]).toMatchObject({ noCotizada: true, total: null });
    expect(c.proveedores.map((p) => [p.total, p.lineasSinCotizar, p.completa])).toEqual([
      [6_200_000, 1, false],
      [6_550_000, 0, true],
    ]);
    expect(defaultAward(c)).toEqual([
      { itemId: 1, recipientId: 2 },
      { itemId: 2, recipientId: 1 },
      { itemId: 3, recipientId: 2 },
    ]);
    expect(awardNeedsNote(c, 1, 1)).toBe(true);
    expect(awardNeedsNote(c, 1, 2)).toBe(false);
  });

  it('never ranks across currencies without rates; converts only with them', () => {
    const offers = [offer(1, 'PYG', [50_000, 120_000, 9_000]), offer(2, 'USD', [6, 17, 1])];
    const c = compareOffers(items, offers, { today: '2030-01-01' });
    // Each is the lowest in its own currency; no lowest across them.
    expect(c.lineas[0]!.celdas.map((x) => x.masBajo)).toEqual([true, true]);
    expect(c.lineas[0]!.masBajoPorMoneda.map((m) => m.moneda)).toEqual(['PYG', 'USD']);
    expect(c.proveedores.map((p) => p.totalConvertido)).toEqual([null, null]);
    expect(defaultAward(c)).toEqual([]);
    expect(awardNeedsNote(c, 1, 1)).toBe(true);

    const r = compareOffers(items, offers, { today: '2030-01-01', tasas: { base: 'PYG', tasas: { USD: 7_500 } } });
    expect(r.proveedores.map((p) => p.totalConvertido)).toEqual([6_650_000, 7_500 * (600 + 170 + 50)]);
    expect(r.lineas[0]!.celdas.map((x) => x.masBajoConvertido)).toEqual([false, true]);
    expect(defaultAward(r).map((a) => a.recipientId)).toEqual([2, 1, 2]);
  });

  it('flags expired offers and answers that must be reconfirmed, and skips expired ones in the default', () => {
    const c = compareOffers(
      items,
      [offer(1, 'PYG', [40_000, 100_000, 8_000], { validaHasta: '2029-12-31' }), offer(2, 'PYG', [50_000, 120_000, 9_000], { debeReconfirmar: true })],
      { today: '2030-01-01' },
    );
    expect(c.lineas[0]!.celdas.map((x) => [x.vencida, x.debeReconfirmar])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(defaultAward(c).map((a) => a.recipientId)).toEqual([]);
  });

  it('handles 200 lines × 200 suppliers quickly', () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ id: i + 1, position: i, descripcion: `L${i}`, cantidad: 3, unidad: 'unidad' }));
    const offers = Array.from({ length: 200 }, (_, s) => ({
      ...offer(s + 1, 'PYG', []),
      prices: new Map(many.map((l) => [l.id, { precioUnitario: 1000 + ((l.id * 7 + s * 13) % 500), nota: null }])),
    }));
    const started = performance.now();
    const c = compareOffers(many, offers, { today: '2030-01-01' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(c.lineas).toHaveLength(200);
    expect(c.lineas.every((l) => l.celdas.some((x) => x.masBajo))).toBe(true);
  });
});
