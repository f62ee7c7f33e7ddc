import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSessionUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, http, server } from '../../../test/server.ts';
import { confirmUrl, type DraftSupplier } from '../components/quotation-draft.ts';
import ConfirmQuotationPage from './confirm-quotation-page.tsx';

const gerente = aSessionUser({ role: 'gerente' });

const suppliers: DraftSupplier[] = [
  { _id: 1, name: 'Nuevo Uno', email: 'uno@example.test', calificacion: null, documentosVencidos: false },
  { _id: 2, name: 'Nuevo Dos', email: 'dos@example.test', calificacion: 'No evaluado', documentosVencidos: true },
  { _id: 3, name: 'Nuevo Tres', email: 'tres@example.test', calificacion: null, documentosVencidos: false },
  { _id: 4, name: 'Bueno Cuatro', email: 'cuatro@example.test', calificacion: 'Bueno', documentosVencidos: false },
  { _id: 5, name: 'Ladrillera Cerrada', email: 'cinco@example.test', calificacion: 'Rechazado', documentosVencidos: false },
  { _id: 6, name: 'Canteras Nuevas', email: 'seis@example.test', calificacion: 'Bueno', documentosVencidos: false, admision: 'Pendiente' },
];

function renderConfirm(fornecedores: DraftSupplier[] = suppliers) {
  const url = confirmUrl({ title: 'Cemento', descripcion: '<p>200 bolsas</p>', fornecedores }, true);
  return renderWithProviders(<ConfirmQuotationPage />, {
    path: '/cotizacion-confirmar',
    route: url,
    session: gerente,
    routes: [{ path: '/cotizaciones', element: <p>lista de cotizaciones</p> }],
  });
}

describe('the confirm screen and supplier qualification', () => {
  it('counts the suppliers not evaluated and those with expired documents before the send', async () => {
    renderConfirm();
    const warning = await screen.findByTestId('qualification-warning');
    expect(warning.textContent).toContain('3 proveedores sin evaluar, 1 con documentos vencidos');
    expect(warning.textContent).toContain(
      '2 proveedores no recibirán el pedido (calificados como Rechazado o sin la solicitud de alta aceptada): quitalos para enviar.',
    );
    const rows = screen.getAllByTestId('recipient-row');
    const rejected = rows.find((r) => r.textContent?.includes('Ladrillera Cerrada'))!;
    expect(rejected.getAttribute('data-disabled')).toBe('true');
    expect(within(rejected).getByText('Calificado como Rechazado: no recibe pedidos de cotización.')).toBeTruthy();
    // docs/product.md#supplier-admission: a request not yet accepted is shown disabled with its reason.
    const pending = rows.find((r) => r.textContent?.includes('Canteras Nuevas'))!;
    expect(pending.getAttribute('data-disabled')).toBe('true');
    expect(within(pending).getByText('Solicitud de alta pendiente')).toBeTruthy();
    const expired = rows.find((r) => r.textContent?.includes('Nuevo Dos'))!;
    expect(within(expired).getByText('Documentos vencidos')).toBeTruthy();
    expect(within(expired).getByText('No evaluado')).toBeTruthy();
    // Only the four allowed suppliers are counted for the send.
    expect(screen.getByRole('button', { name: 'Enviar cotización: 4 Proveedor(es)' })).toBeTruthy();
  });

  it('says nothing when every supplier is rated and its documents are in order', async () => {
    renderConfirm([suppliers[3]!]);
    expect(await screen.findByRole('button', { name: 'Enviar cotización: 1 Proveedor(es)' })).toBeTruthy();
    expect(screen.queryByTestId('qualification-warning')).toBeNull();
  });

  it('leaves the rejected supplier out of the request and shows the server refusal plainly', async () => {
    const bodies: { fornecedores: { _id: number }[] }[] = [];
    const refusal =
      'Estos proveedores están calificados como Rechazado y no pueden recibir pedidos de cotización: Bueno Cuatro.';
    server.use(
      http.post('/api/cotizacion/', async ({ request }) => {
        bodies.push((await request.json()) as { fornecedores: { _id: number }[] });
        return apiError(409, refusal, 'SUPPLIER_REJECTED');
      }),
    );
    const { user } = renderConfirm();
    await user.click(await screen.findByRole('button', { name: 'Enviar cotización: 4 Proveedor(es)' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    const alert = await screen.findByTestId('send-refused');
    expect(alert.textContent).toContain(refusal);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.fornecedores.map((f) => f._id)).toEqual([1, 2, 3, 4]);
  });
});
