import { MSG } from '@abasto/domain/messages';
import {
  type ComparisonAnswer,
  type ComparisonItem,
  type ComparisonOffer,
  compareOffers,
  type Currency,
  defaultAward,
  type ExchangeRates,
} from '@abasto/domain/sourcing';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AwardModal } from './award-modal.tsx';
import { ComparisonView, LINES_PER_PAGE, SUPPLIERS_PER_PAGE } from './comparison-view.tsx';
import { type ExpandedComparison, expandComparison } from './expand-comparison.ts';

afterEach(cleanup);

const item = (id: number, cantidad = 1): ComparisonItem => ({ id, position: id, descripcion: `Línea ${id}`, cantidad, unidad: 'unidad' });

function offer(recipientId: number, moneda: Currency, prices: (number | null)[], extra: Partial<ComparisonOffer> = {}): ComparisonOffer {
  return {
    proveedorId: recipientId + 1000,
    recipientId,
    razonSocial: `Proveedor ${recipientId}`,
    version: 1,
    respondidaAt: '2026-11-20T12:00:00.000Z',
    moneda,
    plazoEntregaDias: 10,
    validaHasta: '2099-12-31',
    condicionesPago: '30 días',
    debeReconfirmar: false,
    prices: new Map(prices.map((p, i) => [i + 1, { precioUnitario: p, nota: null }])),
    ...extra,
  };
}

/** The comparison as the call sends it (compact lines, as the server maps them), then expanded as the page does. */
function comparisonOf(
  items: ComparisonItem[],
  offers: ComparisonOffer[],
  opts: { tasas?: ExchangeRates; sealed?: boolean; estado?: ComparisonAnswer['pedido']['estado'] } = {},
): ExpandedComparison {
  const c = compareOffers(items, offers, { today: '2026-11-24', tasas: opts.tasas ?? null });
  const answer: ComparisonAnswer = {
    monedas: c.monedas,
    tasas: c.tasas,
    proveedores: c.proveedores,
    lineas: c.lineas.map(({ celdas, ...line }) => {
      const indexes = (pick: (x: (typeof celdas)[number]) => boolean) => celdas.flatMap((x, i) => (pick(x) ? [i] : []));
      return {
        ...line,
        precios: celdas.map((x) => x.precioUnitario),
        totales: celdas.map((x) => x.total),
        ...(c.tasas ? { totalesConvertidos: celdas.map((x) => x.totalConvertido) } : {}),
        ...(celdas.some((x) => x.nota) ? { notas: celdas.map((x) => x.nota) } : {}),
        masBajo: indexes((x) => x.masBajo),
        masBajoConvertido: indexes((x) => x.masBajoConvertido),
      };
    }),
    pedido: {
      version: 1,
      estado: opts.estado ?? 'Cerrada',
      fechaLimite: '2026-11-23T21:00:00.000Z',
      fechaLimiteLocal: '2026-11-23T18:00',
      zonaHoraria: 'America/Asuncion',
      sobreCerrado: opts.sealed ?? false,
      monedas: ['PYG', 'USD'],
      preciosVisibles: !opts.sealed,
      items,
      cerradaAt: null,
      canceladaAt: null,
      adjudicadaAt: null,
    },
    propuesta: defaultAward(c),
    adjudicacion: [],
  };
  return expandComparison(answer);
}

const wrap = (ui: React.ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>);

describe('ComparisonView', () => {
  it('shows a supplier\'s note on a line, cut short, and all of it on Enter or a tap', async () => {
    const user = userEvent.setup();
    const long = 'Entrega en obra incluida si el pedido supera las 200 bolsas; el flete a Luque se cobra aparte.';
    const noted = offer(1, 'PYG', [50_000, 60_000]);
    noted.prices.set(1, { precioUnitario: 50_000, nota: long });
    const c = comparisonOf([item(1, 10), item(2, 1)], [noted, offer(2, 'PYG', [45_000, 70_000])]);
    wrap(<ComparisonView comparison={c} canManage />);
    const notes = screen.getAllByTestId('comparison-note');
    expect(notes).toHaveLength(1);
    const [note] = notes as [HTMLElement];
    expect(within(screen.getAllByTestId('comparison-line')[0]!).getAllByTestId('comparison-cell')[0]!.contains(note)).toBe(true);
    const toggle = within(note).getByRole('button', { name: `${MSG.sourcingColNote}: ${long}` });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(note).queryByText(long)).toBeNull();
    // By keyboard: it takes the focus, Enter shows the whole text.
    toggle.focus();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(note).getByText(long)).toBeTruthy();
    // A tap (click) folds it again.
    await user.click(toggle);
    expect(within(note).queryByText(long)).toBeNull();
  });

  it('marks the lowest price of each line with an icon and words, and shows per supplier total and lines not quoted', () => {
    const c = comparisonOf(
      [item(1, 10), item(2, 2)],
      [offer(1, 'PYG', [50_000, 120_000]), offer(2, 'PYG', [45_000, null], { validaHasta: '2026-01-01' }), offer(3, 'PYG', [52_000, 110_000])],
    );
    wrap(<ComparisonView comparison={c} canManage />);
    const lines = screen.getAllByTestId('comparison-line');
    const cells0 = within(lines[0]!).getAllByTestId('comparison-cell');
    expect(cells0.map((x) => x.hasAttribute('data-lowest'))).toEqual([false, true, false]);
    expect(within(cells0[1]!).getByText(MSG.sourcingLowest)).toBeTruthy();
    expect(within(cells0[1]!).getByText('PYG 45.000')).toBeTruthy();
    expect(within(cells0[1]!).getByText(`${MSG.sourcingTotal}: PYG 450.000`)).toBeTruthy();
    const cells1 = within(lines[1]!).getAllByTestId('comparison-cell');
    expect(cells1.map((x) => x.hasAttribute('data-lowest'))).toEqual([false, false, true]);
    expect(within(cells1[1]!).getByText(MSG.sourcingFlagNotQuoted)).toBeTruthy();
    // Supplier 2's offer expired: its cells and its validity say so.
    expect(within(cells0[1]!).getByText(MSG.sourcingFlagExpired)).toBeTruthy();
    const totals = screen.getAllByTestId('supplier-total').map((t) => t.textContent);
    expect(totals).toEqual(['PYG 740.000', 'PYG 450.000', 'PYG 740.000']);
    expect(screen.queryByTestId('mixed-currencies')).toBeNull();
  });

  it('never adds up or ranks amounts of different currencies without rates', async () => {
    const user = userEvent.setup();
    const c = comparisonOf([item(1, 2)], [offer(1, 'PYG', [80_000]), offer(2, 'USD', [9]), offer(3, 'PYG', [70_000]), offer(4, 'USD', [11])]);
    wrap(<ComparisonView comparison={c} canManage onSaveRates={vi.fn()} />);
    expect(screen.getByTestId('mixed-currencies').textContent).toBe(MSG.sourcingMixedCurrencies);
    // The lowest per currency, each named by its currency.
    const cells = screen.getAllByTestId('comparison-cell');
    expect(cells.map((x) => x.hasAttribute('data-lowest'))).toEqual([false, true, true, false]);
    expect(within(cells[1]!).getByText(`${MSG.sourcingLowest} (USD)`)).toBeTruthy();
    expect(within(cells[2]!).getByText(`${MSG.sourcingLowest} (PYG)`)).toBeTruthy();
    // Totals stay in their own currency; sorting groups by currency, then by total.
    await user.click(screen.getByLabelText(MSG.sourcingSortByTotal));
    const headers = screen.getAllByTestId('supplier-column').map((h) => h.textContent);
    expect(headers.map((h) => h!.replace(/ · v1$/, ''))).toEqual(['Proveedor 3PYG', 'Proveedor 1PYG', 'Proveedor 2USD', 'Proveedor 4USD']);
    expect(screen.getAllByTestId('supplier-total').map((t) => t.textContent)).toEqual(['PYG 140.000', 'PYG 160.000', 'USD 18,00', 'USD 22,00']);
  });

  it('with the buyer\'s rates marks the lowest after conversion and shows converted totals', () => {
    const c = comparisonOf([item(1, 1)], [offer(1, 'PYG', [80_000]), offer(2, 'USD', [9])], { tasas: { base: 'PYG', tasas: { USD: 7_500 } } });
    wrap(<ComparisonView comparison={c} canManage onSaveRates={vi.fn()} />);
    expect(screen.queryByTestId('mixed-currencies')).toBeNull();
    const cells = screen.getAllByTestId('comparison-cell');
    expect(cells.map((x) => x.hasAttribute('data-lowest'))).toEqual([false, true]);
    expect(screen.getAllByTestId('supplier-total')[1]!.textContent).toContain(`${MSG.sourcingConverted('PYG')}: PYG 67.500`);
  });

  it('shows that prices are withheld for a sealed request before its deadline', () => {
    const c = comparisonOf([item(1)], [], { sealed: true, estado: 'Abierta' });
    wrap(<ComparisonView comparison={c} canManage={false} />);
    expect(screen.getByTestId('sealed-notice').textContent).toContain(MSG.sourcingSealed);
    // The deadline on the company's clock, as the server wrote it.
    expect(screen.getByTestId('sealed-notice').textContent).toContain('23/11/2026 18:00 (America/Asuncion)');
    expect(screen.queryByTestId('comparison-table')).toBeNull();
  });

  it('lets an analista see but not save rates or award', () => {
    const c = comparisonOf([item(1)], [offer(1, 'PYG', [1]), offer(2, 'USD', [1])]);
    wrap(<ComparisonView comparison={c} canManage={false} onAward={vi.fn()} onSaveRates={vi.fn()} />);
    expect(screen.queryByRole('button', { name: MSG.sourcingAward })).toBeNull();
    expect(screen.queryByRole('button', { name: MSG.sourcingSaveRates })).toBeNull();
  });

  it('draws 200 suppliers × 200 lines a page of columns at a time, quickly', { timeout: 90_000 }, async () => {
    const N = 200;
    const items = Array.from({ length: N }, (_, i) => item(i + 1, (i % 7) + 1));
    const offers = Array.from({ length: N }, (_, s) =>
      offer(s + 1, s % 5 === 0 ? 'USD' : 'PYG', items.map((_, l) => ((s * 31 + l * 17) % 13 === 0 ? null : 1_000 + ((s * 7919 + l * 104_729) % 90_000)))),
    );
    const c = comparisonOf(items, offers);
    // A small one first, twice: the second is the baseline of this run (one supplier, one line).
    wrap(<ComparisonView comparison={comparisonOf([item(1)], [offer(1, 'PYG', [1])])} canManage />);
    cleanup();
    const tb = performance.now();
    wrap(<ComparisonView comparison={comparisonOf([item(1)], [offer(1, 'PYG', [1])])} canManage />);
    const baseline = performance.now() - tb;
    cleanup();
    const t0 = performance.now();
    wrap(<ComparisonView comparison={c} canManage onSaveRates={vi.fn()} />);
    const firstRender = performance.now() - t0;
    expect(screen.getAllByTestId('supplier-column')).toHaveLength(SUPPLIERS_PER_PAGE);
    expect(screen.getAllByTestId('comparison-line')).toHaveLength(LINES_PER_PAGE);
    const user = userEvent.setup();
    const t1 = performance.now();
    await user.click(screen.getByRole('button', { name: MSG.sourcingNextSuppliers }));
    const nextPage = performance.now() - t1;
    expect(screen.getByText(MSG.sourcingSuppliersPage(9, 16, 200))).toBeTruthy();
    console.info(
      `comparison 200×200 (jsdom): first render ${firstRender.toFixed(0)} ms, next column page ${nextPage.toFixed(0)} ms;`
      + ` baseline 1×1 ${baseline.toFixed(0)} ms`,
    );
    // A guard against drawing every cell (40,000 of them take minutes in jsdom), loose enough for a busy machine.
    expect(firstRender).toBeLessThan(15_000);
  });
});

describe('AwardModal', () => {
  it('starts line by line on the lowest complete price and asks for a note when a choice is not the lowest', async () => {
    const user = userEvent.setup();
    const c = comparisonOf([item(1, 10), item(2, 2)], [offer(1, 'PYG', [50_000, 120_000]), offer(2, 'PYG', [45_000, 130_000])]);
    const onSubmit = vi.fn();
    wrap(<AwardModal comparison={c} opened onClose={vi.fn()} onSubmit={onSubmit} />);
    const line1 = screen.getByLabelText<HTMLSelectElement>(MSG.sourcingAwardLineSupplier('Línea 1'));
    const line2 = screen.getByLabelText<HTMLSelectElement>(MSG.sourcingAwardLineSupplier('Línea 2'));
    expect([line1.value, line2.value]).toEqual(['2', '1']);
    expect(screen.getByLabelText<HTMLInputElement>(MSG.sourcingAwardNotifyOthers).checked).toBe(true);
    await user.selectOptions(line1, '1');
    expect(screen.getByText(MSG.sourcingAwardNotLowest)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MSG.sourcingAwardConfirm }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(MSG.sourcingAwardNoteRequired);
    await user.type(screen.getByLabelText(new RegExp(`^${MSG.sourcingAwardNote}`)), 'Entrega más rápida');
    await user.click(screen.getByRole('button', { name: MSG.sourcingAwardConfirm }));
    expect(onSubmit).toHaveBeenCalledWith({
      lineas: [
        { itemId: 1, proveedorId: 1001 },
        { itemId: 2, proveedorId: 1001 },
      ],
      nota: 'Entrega más rápida',
      avisarOtros: true,
    });
  });

  it('awards the whole request to one supplier', async () => {
    const user = userEvent.setup();
    const c = comparisonOf([item(1)], [offer(1, 'PYG', [50_000]), offer(2, 'PYG', [45_000])]);
    const onSubmit = vi.fn();
    wrap(<AwardModal comparison={c} opened onClose={vi.fn()} onSubmit={onSubmit} />);
    await user.click(screen.getByText(MSG.sourcingAwardWhole));
    await user.selectOptions(screen.getByLabelText(MSG.sourcingAwardSupplier), '2');
    await user.click(screen.getByLabelText(MSG.sourcingAwardNotifyOthers));
    await user.click(screen.getByRole('button', { name: MSG.sourcingAwardConfirm }));
    expect(onSubmit).toHaveBeenCalledWith({ proveedorId: 1002, nota: null, avisarOtros: false });
  });
});
