import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { uploadGateOf } from '../src/plugins/upload-gate.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { userWithToken } from './helpers/factories.ts';
import { fileOfKind, quotationBody, supplierWithAddress } from './helpers/quotation-factory.ts';

/**
 * Large bodies (quotation drafts, answers, documents: up to 30 MB) are admitted before they are
 * read, through one gate shared by every such route, so at most UPLOADS_IN_FLIGHT of them are in
 * memory at once, however many clients send at once and to whichever call.
 */

let abasto: TestAbasto;
beforeAll(async () => {
  abasto = await createTestAbasto({ UPLOADS_IN_FLIGHT: '1', EMBEDDED_CONCURRENT_REQUESTS: '0' });
});
afterAll(() => abasto?.close());

const gate = () => uploadGateOf(abasto.app.ctx)!;

describe('uploads in flight', () => {
  it('guards every route that accepts more than the ordinary body limit', () => {
    expect(gate().routes).toEqual(
      expect.arrayContaining([
        'POST /api/cotizacion/',
        'POST /api/cotizacion',
        'PUT /api/respuesta/:token',
        'POST /api/auth/proveedor/:id/documentos',
        'POST /api/auth/perfil-proveedor/documentos',
      ]),
    );
    // Ordinary calls are not held behind uploads.
    expect(gate().routes.some((r) => r.startsWith('GET '))).toBe(false);
    expect(gate().routes).not.toContain('POST /api/auth/pre-login-email');
  });

  it('six concurrent large quotations are read one at a time, and all are answered', async () => {
    const gerente = await userWithToken(abasto.app, 'gerente');
    const supplier = await supplierWithAddress(abasto.app.ctx.db);
    const file = fileOfKind('pdf', 4 * 1024 * 1024).toString('base64');
    gate().peak = 0;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        abasto.app.inject({
          method: 'POST',
          url: '/api/cotizacion/',
          headers: gerente.auth,
          payload: quotationBody([supplier.id], { title: `Grande ${i}`, file: [{ file, filename: `datos-${i}.pdf` }] }),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(gate().peak).toBe(1);
    expect(gate().inFlight).toBe(0);
  });

  it('answers with attachments, sent at once through a link, wait at the same gate', async () => {
    const gerente = await userWithToken(abasto.app, 'gerente');
    const supplier = await supplierWithAddress(abasto.app.ctx.db);
    const created = await abasto.app.inject({
      method: 'POST',
      url: '/api/cotizacion/',
      headers: gerente.auth,
      payload: quotationBody([supplier.id], {
        title: 'Con líneas',
        items: [{ descripcion: 'Arena lavada', cantidad: 12, unidad: 'm³' }],
        fechaLimite: new Date(Date.now() + 48 * 3_600_000).toISOString(),
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await queryRows<{ text: string }>(
      abasto.app.ctx.db,
      sql`select c.text from quotation_recipients r join mail_messages m on m.id = r.message_id
          join mail_contents c on c.id = m.content_id where r.quotation_id = ${created.json().data.id as number}`,
    );
    const token = row!.text.match(/\/responder\/([A-Za-z0-9_-]+)/)![1]!;
    const view = await abasto.app.inject({ method: 'GET', url: `/api/respuesta/${token}` });
    const itemId = view.json().data.items[0].id as number;
    const file = fileOfKind('pdf', 4 * 1024 * 1024).toString('base64');
    gate().peak = 0;
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        abasto.app.inject({
          method: 'PUT',
          url: `/api/respuesta/${token}`,
          payload: {
            moneda: 'PYG',
            plazoEntregaDias: 3,
            items: [{ itemId, precioUnitario: '150.000' }],
            file: [{ file, filename: `oferta-${i}.pdf` }],
          },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    expect(gate().peak).toBe(1);
    expect(gate().inFlight).toBe(0);
  });

  it('an anonymous caller is refused before it waits or sends its body', async () => {
    const res = await abasto.app.inject({ method: 'POST', url: '/api/cotizacion/', payload: { title: 'x' } });
    expect(res.statusCode).toBe(401);
    const unknownLink = await abasto.app.inject({ method: 'PUT', url: `/api/respuesta/${'x'.repeat(43)}`, payload: { declina: true, motivo: 'Otro' } });
    expect(unknownLink.statusCode).toBe(404);
    expect(gate().inFlight).toBe(0);
  });
});
