import type { EventInput } from '@abasto/domain/care-event';
import type { App } from '../../src/app.ts';

let counter = 0;

/** A valid event body one week from now, one hour long; any field can be overridden. */
export function eventInput(overrides: Partial<EventInput> = {}): EventInput {
  counter += 1;
  const start = new Date(Date.now() + 7 * 24 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  const end = new Date(start.getTime() + 3600_000);
  return {
    title: `Consulta ${counter}`,
    description: 'Revisão do tratamento',
    start: start.toISOString(),
    end: end.toISOString(),
    type: 'remote',
    link: 'https://meet.example.com/consulta',
    color: '#3366CC',
    duration: '1 hora',
    guests: [],
    ...overrides,
  };
}

/** Creates an event through the API as the given user and returns the answer's event. */
export async function createEventAs(app: App, auth: Record<string, string>, overrides: Partial<EventInput> = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/event', headers: auth, payload: eventInput(overrides) });
  if (res.statusCode !== 201) throw new Error(`event not created: ${res.statusCode} ${res.body}`);
  return res.json().data as { _id: number; title: string; guests: { guest: { _id: number }; status: string }[] };
}

/** A PNG-typed data URL of the given decoded size. */
/** A PNG data URL of that many bytes (the PNG signature, then filler: images are checked by content). */
export function imageOfBytes(bytes: number): string {
  const data = Buffer.alloc(bytes, 1);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].slice(0, bytes));
  return `data:image/png;base64,${data.toString('base64')}`;
}
