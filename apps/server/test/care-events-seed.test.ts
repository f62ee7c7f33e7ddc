import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { loginAs } from './helpers/factories.ts';

let abasto: TestAbasto;
beforeAll(async () => {
  abasto = await createTestAbasto();
});
afterAll(() => abasto?.close());

interface Listed {
  start: string;
  organiser: { role: string };
  guests: { guest: { role: string }; status: string; owner: boolean }[];
}

async function eventsOf(email: string): Promise<Listed[]> {
  const token = await loginAs(abasto.app, email, DEMO_PASSWORD);
  const res = await abasto.app.inject({
    method: 'GET',
    url: '/api/event',
    headers: { authorization: `Bearer ${token}` },
  });
  return res.json().data;
}

describe('demo events', () => {
  it('gives the demo doctor and patient a dozen shared events this month and next, in every status', async () => {
    await seedDemo(abasto.app.ctx.db);
    const medico = await eventsOf('medico@demo.test');
    const paciente = await eventsOf('paciente@demo.test');
    expect(medico).toHaveLength(12);
    expect(paciente).toHaveLength(12);

    const now = new Date();
    const monthsAhead = new Set(
      medico.map((e) => {
        const d = new Date(e.start);
        return (d.getUTCFullYear() - now.getUTCFullYear()) * 12 + d.getUTCMonth() - now.getUTCMonth();
      }),
    );
    expect([...monthsAhead].sort()).toEqual([0, 1]);

    const answers = new Set(medico.flatMap((e) => e.guests.filter((g) => !g.owner).map((g) => g.status)));
    expect([...answers].sort()).toEqual(['accepted', 'awaiting', 'rejected']);
    expect(new Set(medico.map((e) => e.organiser.role))).toEqual(new Set(['medico', 'paciente']));
  });

  it('does not duplicate them when seeding again', async () => {
    await seedDemo(abasto.app.ctx.db);
    expect(await eventsOf('medico@demo.test')).toHaveLength(12);
  });
});
