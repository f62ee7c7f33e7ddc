import { MSG } from '@abasto/domain/messages';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DECLINE_REASONS, SOURCING_UNITS } from '@abasto/domain/sourcing';
import type { AnswerRequest, AnswerSubmission } from '../sourcing-types.ts';
import { AnswerForm } from './answer-form.tsx';

afterEach(cleanup);

const REQUEST: AnswerRequest = {
  empresa: 'Constructora Demo',
  title: 'Materiales de obra',
  descripcion: '<p>Entrega en obra</p>',
  items: [
    { id: 11, position: 1, descripcion: 'Cemento', cantidad: 10, unidad: 'bolsa' },
    { id: 12, position: 2, descripcion: 'Varilla 10 mm', cantidad: 2, unidad: 'tonelada' },
    { id: 13, position: 3, descripcion: 'Arena', cantidad: 3, unidad: 'm³' },
  ],
  id: 7,
  proveedor: 'Ferretería Sur',
  estado: 'Abierta',
  fechaLimite: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  zonaHoraria: 'America/Asuncion',
  monedas: ['PYG', 'USD'],
  aceptaRespuestas: true,
  mensaje: null,
  archivos: [],
  motivosDeclinacion: [...DECLINE_REASONS],
  unidades: [...SOURCING_UNITS],
  respuesta: null,
  debeReconfirmar: false,
};

function renderForm(onSubmit: (b: AnswerSubmission) => Promise<unknown>) {
  return render(
    <MantineProvider env="test">
      <AnswerForm request={REQUEST} onSubmit={onSubmit} />
    </MantineProvider>,
  );
}

async function chooseCurrency(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByRole('combobox', { name: starts(MSG.sourcingCurrency) }));
  await user.click(await screen.findByRole('option', { name: code }));
}

/** A label that may carry the required mark after it. */
const starts = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const nextYear = `31/12/${new Date().getFullYear() + 1}`;

// Typing into a real Mantine form, key by key: room for a busy 2-core machine.
describe('AnswerForm', { timeout: 60_000 }, () => {
  it('reads prices typed the Paraguayan and the US way and totals them as the supplier types', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn(async () => ({ version: 1 })));
    await chooseCurrency(user, 'PYG');
    await user.type(screen.getByLabelText(MSG.sourcingUnitPriceOf(1)), '1.250.000');
    const totals = screen.getAllByTestId('line-total');
    expect(totals[0]!.textContent).toBe('PYG 12.500.000');
    expect(screen.getByTestId('offer-total').textContent).toBe('PYG 12.500.000');

    await user.type(screen.getByLabelText(MSG.sourcingUnitPriceOf(2)), '1,250,000.50');
    expect(totals[1]!.textContent).toBe('PYG 2.500.001');
    expect(screen.getByTestId('offer-total').textContent).toBe('PYG 15.000.001');

    // A line not quoted leaves the total as it was and shows why.
    await user.click(within(screen.getAllByTestId('answer-line')[2]!).getByLabelText(MSG.sourcingNoQuoteLine));
    expect(totals[2]!.textContent).toBe(MSG.sourcingNotQuoted);
    expect(screen.getByTestId('offer-total').textContent).toBe('PYG 15.000.001');
  });

  it('says plainly what is wrong with a price instead of misreading it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => ({ version: 1 }));
    renderForm(onSubmit);
    await user.type(screen.getByLabelText(MSG.sourcingUnitPriceOf(1)), '1.25.000');
    expect(screen.getByText('«1.25.000» tiene los separadores de miles mal puestos.')).toBeTruthy();
    // `1,250` could be 1.25 or 1250 in dollars: refused, not guessed.
    await chooseCurrency(user, 'USD');
    await user.type(screen.getByLabelText(MSG.sourcingUnitPriceOf(2)), '1,250');
    expect(screen.getByText(/se puede leer de dos maneras/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MSG.sourcingSubmit }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(MSG.sourcingFixErrors)).toBeTruthy();
    expect(screen.getAllByText(MSG.sourcingPriceRequired)).toHaveLength(1);
  });

  it('sends one answer for a double click, with the prices as numbers', async () => {
    const user = userEvent.setup();
    let finish: (v: unknown) => void = () => {};
    const onSubmit = vi.fn((_body: AnswerSubmission) => new Promise((resolve) => (finish = resolve)));
    renderForm(onSubmit);
    await chooseCurrency(user, 'USD');
    await user.type(screen.getByLabelText(MSG.sourcingUnitPriceOf(1)), '7,5');
    await user.type(screen.getByLabelText(MSG.sourcingUnitPriceOf(2)), '1,250.00');
    await user.click(within(screen.getAllByTestId('answer-line')[2]!).getByLabelText(MSG.sourcingNoQuoteLine));
    await user.type(screen.getByLabelText(MSG.sourcingNoteOf(3)), 'Sin stock de arena');
    await user.type(screen.getByRole('textbox', { name: starts(MSG.sourcingLeadTime) }), '15');
    await user.type(screen.getByLabelText(starts(MSG.sourcingValidUntil)), nextYear);
    await user.type(screen.getByLabelText(MSG.sourcingPaymentTerms), '30 días');
    const button = screen.getByRole('button', { name: MSG.sourcingSubmit });
    await user.dblClick(button);
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const body = onSubmit.mock.calls[0]![0] as Extract<AnswerSubmission, { moneda: string }>;
    expect(body).toMatchObject({
      declina: false,
      moneda: 'USD',
      plazoEntregaDias: 15,
      validaHasta: `${new Date().getFullYear() + 1}-12-31`,
      condicionesPago: '30 días',
      items: [
        { itemId: 11, precioUnitario: 7.5, nota: null },
        { itemId: 12, precioUnitario: 1250, nota: null },
        { itemId: 13, precioUnitario: null, nota: 'Sin stock de arena' },
      ],
    });
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    finish({ version: 1 });
    // Once saved, a change is a new answer with a new key.
    await vi.waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect((onSubmit.mock.calls[1]![0] as AnswerSubmission).idempotencyKey).not.toBe(body.idempotencyKey);
  });

  it('declines with a reason from the list, or its own words', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => ({ version: 1, declina: true }));
    renderForm(onSubmit);
    await user.click(screen.getByText(MSG.sourcingDeclineMode));
    await user.click(screen.getByRole('button', { name: MSG.sourcingSubmitDecline }));
    expect(screen.getByText(MSG.sourcingDeclineReasonRequired)).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: starts(MSG.sourcingDeclineReason) }));
    await user.click(await screen.findByRole('option', { name: 'Otro' }));
    await user.click(screen.getByRole('button', { name: MSG.sourcingSubmitDecline }));
    expect(screen.getByText(MSG.sourcingDeclineOtherRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(starts(MSG.sourcingDeclineOtherText)), 'Cerramos por vacaciones');
    await user.click(screen.getByRole('button', { name: MSG.sourcingSubmitDecline }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ declina: true, motivo: 'Otro', motivoTexto: 'Cerramos por vacaciones' }),
    );
  });
});
