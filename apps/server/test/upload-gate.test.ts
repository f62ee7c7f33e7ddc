import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotationUploadGate } from '../src/modules/quotations/routes.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { userWithToken } from './helpers/factories.ts';
import { binaryFile, quotationBody, supplierWithAddress } from './helpers/quotation-factory.ts';

/**
 * Quotation bodies (up to 30 MB) are admitted before they are read, so at
 * most UPLOADS_IN_FLIGHT of them are in memory at once, however many clients send at once.
 */

let abasto: TestAbasto;
beforeAll(async () => {
  abasto = await createTestAbasto({ UPLOADS_IN_FLIGHT: '1', EMBEDDED_CONCURRENT_REQUESTS: '0' });
});
afterAll(() => abasto?.close());

describe('uploads in flight', () => {
  it('six concurrent large quotations are read one at a time, and all are answered', async () => {
    const gerente = await userWithToken(abasto.app, 'gerente');
    const supplier = await supplierWithAddress(abasto.app.ctx.db);
    const file = binaryFile(4 * 1024 * 1024).toString('base64');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        abasto.app.inject({
          method: 'POST',
          url: '/api/cotizacion/',
          headers: gerente.auth,
          payload: quotationBody([supplier.id], { title: `Grande ${i}`, file: [{ file, filename: `datos-${i}.bin` }] }),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const gate = quotationUploadGate(abasto.app.ctx)!;
    expect(gate.peak).toBe(1);
    expect(gate.inFlight).toBe(0);
  });

  it('an anonymous caller is refused before it waits or sends its body', async () => {
    const res = await abasto.app.inject({ method: 'POST', url: '/api/cotizacion/', payload: { title: 'x' } });
    expect(res.statusCode).toBe(401);
    expect(quotationUploadGate(abasto.app.ctx)!.inFlight).toBe(0);
  });
});
