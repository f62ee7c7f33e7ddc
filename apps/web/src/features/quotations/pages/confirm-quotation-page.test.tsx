import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSessionUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, http, HttpResponse, server } from '../../../test/server.ts';
import { emptyDraft, loadDraft, saveDraft } from '../components/draft-store.ts';
import { confirmDraftUrl, type DraftSupplier } from '../components/quotation-draft.ts';
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

async function renderConfirm(fornecedores: DraftSupplier[] = suppliers) {
  const draft = { ...emptyDraft('lista', null), title: 'Cemento', descripcion: '<p>200 bolsas</p>', fornecedores, editable: true };
  await saveDraft(draft);
  return renderAt(confirmDraftUrl(draft.id));
}

function renderAt(url: string) {
  return renderWithProviders(<ConfirmQuotationPage />, {
    path: '/cotizacion-confirmar',
    route: url,
    session: gerente,
    routes: [{ path: '/cotizaciones', element: <p>lista de cotizaciones</p> }],
  });
}

describe('the confirm screen and supplier qualification', () => {
  it('counts the suppliers not evaluated and those with expired documents before the send', async () => {
    await renderConfirm();
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
    await renderConfirm([suppliers[3]!]);
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
    const { user } = await renderConfirm();
    await user.click(await screen.findByRole('button', { name: 'Enviar cotización: 4 Proveedor(es)' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    const alert = await screen.findByTestId('send-refused');
    expect(alert.textContent).toContain(refusal);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.fornecedores.map((f) => f._id)).toEqual([1, 2, 3, 4]);
  });
});

describe('the confirm screen and its stored draft', () => {
  it('opens a link that carries the draft itself (cotizacion=…) by storing it under an id', async () => {
    const legacy = new URLSearchParams({
      cotizacion: JSON.stringify({
        title: 'Hierro',
        descripcion: '<p>Varillas</p>',
        fornecedores: [[7, 'Aceros Siete', 'siete@example.test', 'Bueno', false], { _id: 8, name: 'Ocho', email: 'ocho@example.test' }],
      }),
      editable: JSON.stringify({ isEditable: true }),
    });
    const { router } = renderAt(`/cotizacion-confirmar?${legacy.toString()}`);
    expect(await screen.findByRole('button', { name: 'Enviar cotización: 2 Proveedor(es)' })).toBeTruthy();
    expect((screen.getByLabelText('Línea de asunto') as HTMLInputElement).value).toBe('Hierro');
    const id = new URLSearchParams(router.state.location.search).get('borrador')!;
    expect((await loadDraft(id))?.fornecedores.map((f) => f.name)).toEqual(['Aceros Siete', 'Ocho']);
  });

  it('keeps what is typed in the stored draft, and forgets the draft after the send', async () => {
    server.use(http.post('/api/cotizacion/', () => HttpResponse.json({ data: {}, repeated: false }, { status: 201 })));
    const draft = { ...emptyDraft('lista', null), title: 'Cemento', descripcion: '<p>x</p>', fornecedores: [suppliers[3]!], editable: true };
    await saveDraft(draft);
    const { user } = renderAt(confirmDraftUrl(draft.id));
    const subject = await screen.findByLabelText('Línea de asunto');
    await user.type(subject, ' gris');
    await waitFor(async () => expect((await loadDraft(draft.id))?.title).toBe('Cemento gris'));
    expect(await screen.findByText('Borrador guardado')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enviar cotización: 1 Proveedor(es)' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('lista de cotizaciones')).toBeTruthy();
    await waitFor(async () => expect(await loadDraft(draft.id)).toBeNull());
  });

  it('says so when the draft is not in this browser', async () => {
    renderAt(confirmDraftUrl('no-such-draft-1234'));
    expect(await screen.findByText('No hay una cotización para confirmar. Empezá una nueva.')).toBeTruthy();
  });
});
