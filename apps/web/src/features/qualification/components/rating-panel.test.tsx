import { MSG } from '@abasto/domain/messages';
import type { SessionUser } from '@abasto/domain/session';
import { defaultAnswers, type RatingView, suggestRating } from '@abasto/domain/supplier-qualification';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { RequirePermission } from '../../../app/guards.tsx';
import { SessionProvider } from '../../../lib/session.tsx';
import { RatingPanel } from './rating-panel.tsx';

const person = (id: number, name: string) => ({ id, name, lastName: 'Prueba', email: `${name.toLowerCase()}@demo.test` });
const user = (role: SessionUser['role']): SessionUser => ({
  _id: 5,
  id: 5,
  email: 'quien@demo.test',
  name: 'Quien',
  lastName: 'Decide',
  role,
  picture: null,
  especialidadPrincipal: null,
  supplierId: null,
  nombreFantasia: null,
});

const suggestion = suggestRating({
  radioForm: defaultAnswers().map((e, i) => (i === 2 ? { ...e, respuesta: 'No' } : e)),
  documents: [
    { tipo: 'Constancia de RUC', vence: null },
    { tipo: 'Certificado de cumplimiento tributario', vence: '2099-01-01' },
  ],
  today: '2026-11-24',
});
const VIEW: RatingView = {
  data: {
    calificacion: 'Bueno',
    sugerencia: suggestion,
    pendiente: {
      id: 77,
      proveedorId: 3,
      calificacion: 'Muy bueno',
      anterior: 'Bueno',
      sugerida: 'Excelente',
      motivo: 'Demoras en 2026',
      estado: 'pendiente',
      propuestoPor: person(1, 'Gabriela'),
      decididoPor: null,
      comentario: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      decididoAt: null,
    },
    propuestas: [],
    segundaPersona: true,
  },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderPanel(role: SessionUser['role'], view: RatingView = VIEW) {
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/api/auth/verify')) return json(200, { user: user(role) });
      if (init?.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        return json(200, { ...VIEW.data.pendiente, estado: 'aprobada' });
      }
      return json(200, view);
    }),
  );
  localStorage.setItem('abasto.token', 'token-de-prueba');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <SessionProvider>
          <MemoryRouter>
            <RequirePermission permission="suppliers.view">
              <RatingPanel supplierId={3} />
            </RequirePermission>
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return posts;
}

describe('the rating panel', () => {
  it('shows the rating in force, the pending proposal and each part as value × weight = points', async () => {
    renderPanel('analista');
    expect((await screen.findByTestId('rating-in-force')).textContent).toBe('Calificación vigente: Bueno');
    expect(screen.getAllByText(MSG.qualificationPendingApproval).length).toBeGreaterThan(0);
    expect(screen.getByText('Sugerida: Excelente (95,9 de 100 puntos)')).toBeTruthy();
    expect(screen.getByText('0,941 × 70 = 65,9')).toBeTruthy();
    expect(screen.getByText('1 × 30 = 30')).toBeTruthy();
    expect(screen.getByText(/^Sin datos suficientes: 0 pedidos de cotización cerrados/)).toBeTruthy();
    // analista changes nothing
    expect(screen.queryByRole('button', { name: MSG.qualificationApprove })).toBeNull();
    expect(screen.queryByRole('button', { name: MSG.qualificationPropose })).toBeNull();
  });

  it('shows the record in requests when there are enough closed requests (docs/product.md#qualification)', async () => {
    const withRecord = suggestRating({
      radioForm: defaultAnswers(),
      documents: [
        { tipo: 'Constancia de RUC', vence: null },
        { tipo: 'Certificado de cumplimiento tributario', vence: '2099-01-01' },
      ],
      today: '2026-11-24',
      record: { pedidos: 4, ofertas: 3, declinados: 1, adjudicados: 1 },
    });
    renderPanel('analista', { data: { ...VIEW.data, sugerencia: withRecord } });
    expect(await screen.findByText('0,792 × 15 = 11,9')).toBeTruthy();
    expect(screen.getByText('1 × 60 = 60')).toBeTruthy();
    expect(screen.getByText(/^4 pedidos cerrados: 3 cotizados, 1 declinados, 0 sin respuesta, 1 adjudicados\./)).toBeTruthy();
  });

  it('lets a gerente approve the proposal with a comment', async () => {
    const posts = renderPanel('gerente');
    await userEvent.type(await screen.findByLabelText(MSG.qualificationComment), 'De acuerdo');
    await userEvent.click(screen.getByRole('button', { name: MSG.qualificationApprove }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.url).toContain('/api/auth/proveedor/3/calificacion/77/decision');
    expect(posts[0]!.body).toEqual({ aprobar: true, comentario: 'De acuerdo' });
  });
});
