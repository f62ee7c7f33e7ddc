import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { loginAs } from './helpers/factories.ts';

let abasto: TestAbasto;
beforeAll(async () => {
  abasto = await createTestAbasto();
  await seedDemo(abasto.app.ctx.db);
  // Twice: nothing is added the second time.
  await seedDemo(abasto.app.ctx.db);
}, 180_000);
afterAll(() => abasto?.close());

describe('demo sourcing requests', () => {
  it('hold every state, with answers, a decline and a silent supplier', async () => {
    const token = await loginAs(abasto.app, 'gerente@demo.test', 'demo1234');
    const auth = { authorization: `Bearer ${token}` };
    const ids = await queryRows<{ quotation_id: number }>(abasto.app.ctx.db, sql`select quotation_id from sourcing_requests order by quotation_id`);
    expect(ids).toHaveLength(6);
    const states: string[] = [];
    const answers: Record<string, string[]> = {};
    for (const { quotation_id: id } of ids) {
      const res = await abasto.app.inject({ method: 'GET', url: `/api/cotizacion/${id}/respuestas`, headers: auth });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const key = `${body.pedido.estado}${body.pedido.sobreCerrado ? ' (sobre cerrado)' : ''}`;
      states.push(key);
      answers[key] ??= body.data.map((r: { estado: string }) => r.estado);
      const cmp = await abasto.app.inject({ method: 'GET', url: `/api/cotizacion/${id}/comparacion`, headers: auth });
      expect(cmp.statusCode).toBe(200);
    }
    expect(states.sort()).toEqual(['Abierta', 'Abierta (sobre cerrado)', 'Adjudicada', 'Cancelada', 'Cerrada', 'Cerrada'].sort());
    expect(answers.Abierta!.sort()).toEqual(['No cotiza', 'Respondida', 'Respondida', 'Sin respuesta'].sort());

    // The demo proveedor sees its own requests.
    const own = await loginAs(abasto.app, 'proveedor@demo.test', 'demo1234');
    const mine = await abasto.app.inject({ method: 'GET', url: '/api/perfil-proveedor/pedidos', headers: { authorization: `Bearer ${own}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().total).toBe(6);
  });
});
