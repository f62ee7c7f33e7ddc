import { MSG } from '@abasto/domain/messages';
import { DECLINE_REASONS, SOURCING_UNITS } from '@abasto/domain/sourcing';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import type { AnswerRequest } from '../sourcing-types.ts';
import { AnswerScreen } from './answer-screen.tsx';

afterEach(cleanup);

const request = (over: Partial<AnswerRequest> = {}): AnswerRequest => ({
  id: 7,
  empresa: 'Constructora Demo',
  title: 'Pintura para la obra',
  descripcion: '<p>Látex blanco</p>',
  proveedor: 'Pinturerías Sur',
  estado: 'Abierta',
  fechaLimite: new Date(Date.now() + 26 * 3_600_000).toISOString(),
  zonaHoraria: 'America/Asuncion',
  monedas: ['PYG'],
  aceptaRespuestas: true,
  mensaje: null,
  items: [{ id: 1, position: 0, descripcion: 'Látex 20 l', cantidad: 4, unidad: 'unidad' }],
  archivos: [{ filename: 'pliego.pdf', contentType: 'application/pdf', size: 1200 }],
  motivosDeclinacion: [...DECLINE_REASONS],
  unidades: [...SOURCING_UNITS],
  respuesta: null,
  debeReconfirmar: false,
  ...over,
});

const wrap = (ui: React.ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>);

describe('AnswerScreen', () => {
  it('shows the deadline with its zone and the time left, and the files to download', () => {
    wrap(<AnswerScreen request={request()} submit={vi.fn()} attachmentUrl={(n) => `/api/respuesta/t/archivos/${n}`} />);
    expect(screen.getByText(/\(America\/Asuncion\)$/)).toBeTruthy();
    expect(screen.getByText(/^Quedan 1 día 1 hora/)).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.sourcingDownload('pliego.pdf') }).getAttribute('href')).toBe('/api/respuesta/t/archivos/0');
    expect(screen.getByRole('button', { name: MSG.sourcingSubmit })).toBeTruthy();
  });

  it('says the request is closed past its deadline and offers no form', () => {
    wrap(<AnswerScreen request={request({ aceptaRespuestas: false, estado: 'Cerrada', mensaje: MSG.sourcingClosed })} submit={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toContain(MSG.sourcingClosed);
    expect(screen.queryByRole('button', { name: MSG.sourcingSubmit })).toBeNull();
    // The lines stay readable.
    expect(screen.getByRole('table', { name: MSG.sourcingLines })).toBeTruthy();
  });

  it('closes the form when the server refuses a late answer (409) with its message', async () => {
    const user = userEvent.setup();
    const late = 'El pedido está cerrado: la fecha límite ya pasó y no se aceptan más cambios.';
    const submit = vi.fn(async () => {
      throw new ApiError(late, 409);
    });
    wrap(<AnswerScreen request={request()} submit={submit} />);
    await user.type(screen.getByLabelText(MSG.sourcingUnitPriceOf(1)), '250.000');
    await user.click(screen.getByRole('button', { name: MSG.sourcingSubmit }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('status')).textContent).toContain(late);
    expect(screen.queryByRole('button', { name: MSG.sourcingSubmit })).toBeNull();
  });
});
