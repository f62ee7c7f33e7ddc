import { MSG } from '@abasto/domain/messages';
import type { QuotationRecipient } from '@abasto/domain/quotation';
import { type ComparisonAnswer, compareOffers, defaultAward, type RecipientAnswers } from '@abasto/domain/sourcing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aSessionUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { http, HttpResponse, server } from '../../../test/server.ts';
import { windowOf } from '../../../test/window-width.ts';
import { SourcingSection } from './sourcing-section.tsx';

const ID = 41;
const failure = 'Dirección rechazada por el servidor de correo (550 5.1.1: usuario desconocido en lacerámica.com.py)';

const recipients: QuotationRecipient[] = [
  { _id: 1, id: 1, recipientId: 7, name: 'Ñandutí Materiales', email: 'ventas@nanduti.com.py', status: 'sent', reason: null, sentAt: null },
  { _id: 2, id: 2, recipientId: 8, name: 'La Cerámica', email: 'x@lacerámica.com.py', status: 'failed', reason: failure, sentAt: null },
];

function answers(): RecipientAnswers {
  const base = {
    motivo: null,
    vistaAt: null,
    moneda: null,
    plazoEntregaDias: null,
    validaHasta: null,
    condicionesPago: null,
    notas: null,
    debeReconfirmar: false,
  };
  return {
    pedido: {
      version: 1,
      estado: 'Abierta',
      fechaLimite: '2099-11-30T21:00:00.000Z',
      fechaLimiteLocal: '2099-11-30T18:00',
      zonaHoraria: 'America/Asuncion',
      sobreCerrado: false,
      monedas: ['PYG'],
      preciosVisibles: true,
      items: [{ id: 1, position: 0, descripcion: 'Cemento', cantidad: 10, unidad: 'bolsa' }],
      cerradaAt: null,
      canceladaAt: null,
      adjudicadaAt: null,
    },
    counts: { 'Sin respuesta': 1, Vista: 0, Respondida: 1, 'No cotiza': 0, 'Debe reconfirmar': 0 },
    data: [
      {
        ...base,
        recipientId: 7,
        proveedorId: 1,
        razonSocial: 'Ñandutí Materiales',
        estado: 'Respondida',
        version: 1,
        respondidaAt: '2026-11-24T12:00:00.000Z',
        moneda: 'PYG',
        items: [{ itemId: 1, precioUnitario: 45000, nota: null }],
        archivos: [{ filename: 'oferta técnica.pdf', contentType: 'application/pdf', size: 1200 }],
      },
      { ...base, recipientId: 8, proveedorId: 2, razonSocial: 'La Cerámica', estado: 'Sin respuesta', version: null, respondidaAt: null, archivos: [] },
    ],
  };
}

beforeEach(() => {
  server.use(http.get(`/api/cotizacion/${ID}/respuestas`, () => HttpResponse.json(answers())));
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

const draw = (role: 'gerente' | 'analista' = 'gerente') =>
  renderWithProviders(<SourcingSection quotationId={ID} recipients={recipients} />, { session: aSessionUser({ role }) });

describe('SourcingSection, answers panel', () => {
  it('writes a failed delivery\'s reason out, and downloads an answer\'s file through the session', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`/api/cotizacion/${ID}/respuestas/:recipientId/archivos/:n`, ({ request, params }) => {
        asked.push(`${String(params.recipientId)}/${String(params.n)} ${request.headers.get('authorization') ?? ''}`);
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const { user } = draw('analista');
    const rows = await screen.findAllByTestId('answer-row');
    expect(within(rows[1]!).getByText(failure)).toBeTruthy();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Descargar oferta técnica.pdf de Ñandutí Materiales' }));
    await waitFor(() => expect(asked).toEqual(['7/0 Bearer test-token']));
  });

  it('writes the deadline on the company\'s clock, with its zone, as the server sent it', async () => {
    draw();
    expect(await screen.findByText(`${MSG.sourcingDeadline}: 30/11/2099 18:00 (America/Asuncion)`)).toBeTruthy();
  });

  it('on a phone shows each recipient as a card, no table to scroll sideways', async () => {
    windowOf(390);
    try {
      draw('analista');
      const list = await screen.findByRole('list', { name: MSG.sourcingTabResponses });
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(within(cards[0]!).getByText('Ñandutí Materiales')).toBeTruthy();
      expect(within(cards[0]!).getByText('Respondida')).toBeTruthy();
      expect(within(cards[0]!).getByRole('button', { name: 'Descargar oferta técnica.pdf de Ñandutí Materiales' })).toBeTruthy();
      expect(within(cards[1]!).getByText(failure)).toBeTruthy();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('a double click on «Cancelar pedido» in the confirm dialog cancels once', async () => {
    let calls = 0;
    server.use(
      http.post(`/api/cotizacion/${ID}/cancelacion`, async () => {
        calls += 1;
        await new Promise((r) => setTimeout(r, 50));
        return HttpResponse.json({ ...answers(), pedido: { ...answers().pedido, estado: 'Cancelada' } });
      }),
    );
    const { user } = draw();
    await user.click(await screen.findByRole('button', { name: MSG.sourcingCancelRequest }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: MSG.sourcingCancelRequest });
    await user.dblClick(confirm);
    await screen.findByText(MSG.sourcingCancelDone);
    expect(calls).toBe(1);
  });

  it('a double click on «Adjudicar» in the award dialog awards once', async () => {
    const closed = answers();
    closed.pedido.estado = 'Cerrada';
    const items = closed.pedido.items;
    const c = compareOffers(items, [
      {
        proveedorId: 1,
        recipientId: 7,
        razonSocial: 'Ñandutí Materiales',
        version: 1,
        respondidaAt: '2026-11-24T12:00:00.000Z',
        moneda: 'PYG',
        plazoEntregaDias: 5,
        validaHasta: null,
        condicionesPago: null,
        debeReconfirmar: false,
        prices: new Map([[1, { precioUnitario: 45000, nota: null }]]),
      },
    ]);
    const comparison: ComparisonAnswer = {
      pedido: closed.pedido,
      monedas: c.monedas,
      tasas: null,
      proveedores: c.proveedores,
      lineas: c.lineas.map(({ celdas, ...line }) => ({
        ...line,
        precios: celdas.map((x) => x.precioUnitario),
        totales: celdas.map((x) => x.total),
        masBajo: [0],
        masBajoConvertido: [],
      })),
      propuesta: defaultAward(c),
      adjudicacion: [],
    };
    let calls = 0;
    server.use(
      http.get(`/api/cotizacion/${ID}/respuestas`, () => HttpResponse.json(closed)),
      http.get(`/api/cotizacion/${ID}/comparacion`, () => HttpResponse.json(comparison)),
      http.post(`/api/cotizacion/${ID}/adjudicacion`, async () => {
        calls += 1;
        await new Promise((r) => setTimeout(r, 100));
        return HttpResponse.json(comparison);
      }),
    );
    const { user } = draw();
    await user.click(await screen.findByRole('tab', { name: MSG.sourcingTabComparison }));
    await user.click(await screen.findByRole('button', { name: MSG.sourcingAward }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: MSG.sourcingAwardConfirm });
    await user.dblClick(confirm);
    // While the award is under way the button takes no click.
    expect(confirm).toHaveProperty('disabled', true);
    await screen.findByText(MSG.sourcingAwardDone);
    expect(calls).toBe(1);
  });
});
