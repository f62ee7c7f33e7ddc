import type { AdmissionDetail } from '@abasto/domain/supplier-admission';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSessionUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { answerGet, apiError, http, HttpResponse, server } from '../../../test/server.ts';
import AdmissionDetailPage from './admission-detail-page.tsx';
import AdmissionListPage from './admission-list-page.tsx';

const gerente = aSessionUser({ role: 'gerente' });

const request: AdmissionDetail = {
  id: 41,
  fecha: '2026-11-20T13:05:00.000Z',
  razonSocial: 'Aceros Guaraní S.A.',
  nombreFantasia: 'Aceros Guarani Ventas',
  pais: 'Paraguay',
  registro: '80.020.001-1',
  email: 'ventas@aceros.test',
  estado: 'Pendiente',
  rucDuplicado: [{ id: 3, razonSocial: 'Aceros Guaraní S.A.' }],
  correoParecido: [],
  decididoEn: null,
  decididoPor: null,
  motivo: null,
  tipoProveedor: 'S.A.',
  actividad: 'Bienes',
  nombreEjecutivo: 'Julio Fretes',
  telefonoEjecutivo: '0981640640',
  emailEjecutivo: ['ventas@aceros.test'],
  ciudad: 'Capiatá',
  calle: 'Ruta 2 km 14',
  telephone: '021640640',
  website: null,
  segmento: 'MATERIA PRIMA',
  rubro: ['Hierros y Aceros'],
  detalle: null,
};

describe('Solicitudes de alta (docs/product.md#supplier-admission)', () => {
  it('lists the pending requests with their flags and a named link to each', async () => {
    answerGet('/api/auth/solicitudes-alta', {
      data: [request, { ...request, id: 42, razonSocial: 'Vidriería Luqueña S.R.L.', registro: '80031234-7', rucDuplicado: [] }],
      pendientes: 2,
    });
    renderWithProviders(<AdmissionListPage />, { path: '/solicitudes-alta', session: gerente });
    const link = await screen.findByRole('link', { name: 'Abrir solicitud de Aceros Guaraní S.A.' });
    expect(link.getAttribute('href')).toBe('/solicitudes-alta/41');
    const rows = screen.getAllByTestId('admission-row');
    expect(within(rows[0]!).getByText('RUC ya registrado')).toBeTruthy();
    expect(within(rows[1]!).queryByText('RUC ya registrado')).toBeNull();
  });

  it('rejecting asks for the reason first, then sends it; a decision taken meanwhile is shown plainly', async () => {
    answerGet('/api/auth/solicitudes-alta/41', request);
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/auth/solicitudes-alta/41/decision', async ({ request: r }) => {
        bodies.push(await r.json());
        return bodies.length === 1 ? apiError(409, 'Esta solicitud ya fue decidida.', 'CONFLICT') : HttpResponse.json({ ...request, estado: 'Rechazado' });
      }),
    );
    const { user } = renderWithProviders(<AdmissionDetailPage />, {
      path: '/solicitudes-alta/:id',
      route: '/solicitudes-alta/41',
      session: gerente,
      routes: [{ path: '/solicitudes-alta', element: <p>lista de solicitudes</p> }],
    });
    expect(await screen.findByText('Otro proveedor tiene el mismo RUC / CNPJ / ID: Aceros Guaraní S.A.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Para rechazar la solicitud, escribí el motivo.')).toBeTruthy();
    expect(bodies).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Motivo del rechazo (se envía al solicitante)' }), 'RUC de otra empresa');
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect((await screen.findByTestId('decision-refused')).textContent).toBe('Esta solicitud ya fue decidida.');
    expect(bodies).toEqual([{ aceptar: false, motivo: 'RUC de otra empresa' }]);

    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('lista de solicitudes')).toBeTruthy();
  });
});
