import { EVENT_IMAGE_MAX_BYTES } from '@abasto/domain/care-event';
import { MSG } from '@abasto/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { callAs, type Person } from './helpers/call-as.ts';
import { createEventAs, eventInput, imageOfBytes } from './helpers/care-event-factory.ts';
import { createUser, userWithToken } from './helpers/factories.ts';

let abasto: TestAbasto;
let medico: Person;
let paciente: Person;
let fisio: Person;
let stranger: Person;

beforeAll(async () => {
  abasto = await createTestAbasto();
  medico = await userWithToken(abasto.app, 'medico', { name: 'Marcos', lastName: 'Souza' });
  paciente = await userWithToken(abasto.app, 'paciente', { name: 'Paula', lastName: 'Oliveira' });
  fisio = await userWithToken(abasto.app, 'fisio', { name: 'Fábio', lastName: 'Lima' });
  stranger = await userWithToken(abasto.app, 'paciente', { name: 'Sérgio', lastName: 'Costa' });
});
afterAll(() => abasto?.close());

const call = callAs(() => abasto);

async function titlesSeenBy(who: Person): Promise<string[]> {
  const res = await call('GET', '/api/event', who);
  expect(res.statusCode).toBe(200);
  return res.json().data.map((e: { title: string }) => e.title);
}

function statusOf(event: { guests: { guest: { _id: number }; status: string }[] }, who: Person) {
  return event.guests.find((g) => g.guest._id === who.user.id)?.status;
}

describe('creating an event', () => {
  it('stores it with the organiser as accepted owner and each guest awaiting', async () => {
    const res = await call(
      'POST',
      '/api/event',
      medico,
      eventInput({ title: 'Avaliação inicial', guests: [paciente.user.id, fisio.user.id, paciente.user.id] }),
    );
    expect(res.statusCode).toBe(201);
    const event = res.json().data;
    expect(event).toMatchObject({
      _id: expect.any(Number),
      id: event._id,
      title: 'Avaliação inicial',
      type: 'remote',
      link: 'https://meet.example.com/consulta',
      location: null,
      color: '#3366CC',
      duration: '1 hora',
      hasImage: false,
      organiser: { _id: medico.user.id, name: 'Marcos', lastName: 'Souza', role: 'medico' },
    });
    expect(event.guests).toEqual([
      {
        guest: { _id: medico.user.id, name: 'Marcos', lastName: 'Souza', role: 'medico' },
        status: 'accepted',
        owner: true,
      },
      {
        guest: { _id: fisio.user.id, name: 'Fábio', lastName: 'Lima', role: 'fisio' },
        status: 'awaiting',
        owner: false,
      },
      {
        guest: { _id: paciente.user.id, name: 'Paula', lastName: 'Oliveira', role: 'paciente' },
        status: 'awaiting',
        owner: false,
      },
    ]);
    // Guests are shown by name and role only: no e-mail, no hash.
    expect(res.body).not.toContain('@test.local');
    expect(res.body).not.toContain('argon2');
  });

  it('ignores the organiser among the guest ids and keeps only the field of the type', async () => {
    const event = await createEventAs(abasto.app, medico.auth, {
      type: 'location',
      location: 'Clínica Central, sala 2',
      link: 'https://meet.example.com/ignored',
      guests: [medico.user.id],
    });
    const res = await call('GET', `/api/event/${event._id}`, medico);
    expect(res.json().data).toMatchObject({ type: 'location', location: 'Clínica Central, sala 2', link: null });
    expect(res.json().data.guests).toHaveLength(1);
  });
});

describe('listing events', () => {
  it('shows an event to its organiser and guests only; a stranger gets 404', async () => {
    const event = await createEventAs(abasto.app, medico.auth, { title: 'Sessão privada', guests: [paciente.user.id] });
    expect(await titlesSeenBy(medico)).toContain('Sessão privada');
    expect(await titlesSeenBy(paciente)).toContain('Sessão privada');
    expect(await titlesSeenBy(stranger)).not.toContain('Sessão privada');
    expect(await titlesSeenBy(fisio)).not.toContain('Sessão privada');

    const peek = await call('GET', `/api/event/${event._id}`, stranger);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().error).toBe(MSG.careEventNotFound);
    expect((await call('GET', `/api/event/${event._id}`, paciente)).statusCode).toBe(200);
  });

  it('leaves images out of the list and gives them with the single event', async () => {
    const image = imageOfBytes(2000);
    const event = await createEventAs(abasto.app, medico.auth, { title: 'Com imagem', image });
    const list = await call('GET', '/api/event', medico);
    const listed = list.json().data.find((e: { _id: number }) => e._id === event._id);
    expect(listed).toMatchObject({ hasImage: true, image: null });
    const one = await call('GET', `/api/event/${event._id}`, medico);
    expect(one.json().data).toMatchObject({ hasImage: true, image });
  });

  it('restricts the list to a period when asked', async () => {
    const who = await userWithToken(abasto.app, 'medico');
    await createEventAs(abasto.app, who.auth, {
      title: 'Março',
      start: '2031-03-10T12:00:00.000Z',
      end: '2031-03-10T13:00:00.000Z',
    });
    await createEventAs(abasto.app, who.auth, {
      title: 'Abril',
      start: '2031-04-10T12:00:00.000Z',
      end: '2031-04-10T13:00:00.000Z',
    });
    const res = await call('GET', '/api/event?from=2031-04-01T00:00:00.000Z&to=2031-05-01T00:00:00.000Z', who);
    expect(res.json().data.map((e: { title: string }) => e.title)).toEqual(['Abril']);
    const all = await call('GET', '/api/event', who);
    expect(all.json().data.map((e: { title: string }) => e.title)).toEqual(['Março', 'Abril']);
    const bad = await call('GET', '/api/event?from=ontem', who);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(MSG.careEventDateInvalid);
  });

  it('is closed to procurement roles', async () => {
    const gerente = await userWithToken(abasto.app, 'gerente');
    expect((await call('GET', '/api/event', gerente)).statusCode).toBe(403);
    expect((await call('POST', '/api/event', gerente, eventInput())).statusCode).toBe(403);
    expect((await call('GET', '/api/auth/medicos', gerente)).statusCode).toBe(403);
  });

  it('is open to admin, who sees only its own invitations', async () => {
    const admin = await userWithToken(abasto.app, 'admin');
    const res = await call('GET', '/api/event', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });
});

describe('answering an invitation', () => {
  it('lets a guest accept, reject and say maybe, at any time, and the organiser sees it', async () => {
    const event = await createEventAs(abasto.app, medico.auth, { guests: [paciente.user.id, fisio.user.id] });
    for (const [answer, status] of [
      ['accept', 'accepted'],
      ['reject', 'rejected'],
      ['awaiting', 'awaiting'],
      ['accept', 'accepted'],
    ] as const) {
      const res = await call('PUT', `/api/event/${event._id}/${answer}`, paciente);
      expect(res.statusCode).toBe(200);
      expect(statusOf(res.json().data, paciente)).toBe(status);
      const seen = await call('GET', `/api/event/${event._id}`, medico);
      expect(statusOf(seen.json().data, paciente)).toBe(status);
    }
    // Only the answering guest changed.
    const seen = await call('GET', `/api/event/${event._id}`, medico);
    expect(statusOf(seen.json().data, fisio)).toBe('awaiting');
  });

  it('refuses the organiser answering its own event with 403, and changes nothing', async () => {
    const event = await createEventAs(abasto.app, medico.auth, { guests: [paciente.user.id] });
    for (const answer of ['accept', 'reject', 'awaiting']) {
      const res = await call('PUT', `/api/event/${event._id}/${answer}`, medico);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(MSG.careEventOrganiserCannotAnswer);
    }
    const seen = await call('GET', `/api/event/${event._id}`, medico);
    expect(statusOf(seen.json().data, medico)).toBe('accepted');
  });

  it('refuses a stranger answering with 404, and changes nothing', async () => {
    const event = await createEventAs(abasto.app, medico.auth, { guests: [paciente.user.id] });
    for (const answer of ['accept', 'reject', 'awaiting']) {
      const res = await call('PUT', `/api/event/${event._id}/${answer}`, stranger);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(MSG.careEventNotFound);
    }
    const seen = await call('GET', `/api/event/${event._id}`, medico);
    expect(seen.json().data.guests.map((g: { guest: { _id: number } }) => g.guest._id)).not.toContain(stranger.user.id);
    expect(statusOf(seen.json().data, paciente)).toBe('awaiting');
  });
});

describe('editing an event', () => {
  it('really updates it: fields, and guests kept, added and removed', async () => {
    const newcomer = await userWithToken(abasto.app, 'paciente');
    const event = await createEventAs(abasto.app, medico.auth, {
      title: 'Antes',
      guests: [paciente.user.id, fisio.user.id],
      image: imageOfBytes(100),
    });
    await call('PUT', `/api/event/${event._id}/accept`, paciente);

    const res = await call(
      'PUT',
      `/api/event/${event._id}`,
      medico,
      eventInput({
        title: 'Depois',
        description: null,
        start: '2031-06-01T13:00:00.000Z',
        end: '2031-06-01T14:30:00.000Z',
        type: 'location',
        location: 'Consultório 4',
        color: null,
        image: null,
        guests: [paciente.user.id, newcomer.user.id],
      }),
    );
    expect(res.statusCode).toBe(200);
    const updated = res.json().data;
    expect(updated).toMatchObject({
      _id: event._id,
      title: 'Depois',
      description: null,
      start: '2031-06-01T13:00:00.000Z',
      end: '2031-06-01T14:30:00.000Z',
      type: 'location',
      location: 'Consultório 4',
      link: null,
      color: null,
      hasImage: false,
      image: null,
    });
    expect(statusOf(updated, medico)).toBe('accepted');
    expect(statusOf(updated, paciente)).toBe('accepted');
    expect(statusOf(updated, newcomer)).toBe('awaiting');
    expect(statusOf(updated, fisio)).toBeUndefined();

    // One event, not a second one (the original's edit created a copy).
    expect((await titlesSeenBy(medico)).filter((t) => t === 'Antes' || t === 'Depois')).toEqual(['Depois']);
    expect(await titlesSeenBy(newcomer)).toContain('Depois');
    expect(await titlesSeenBy(fisio)).not.toContain('Depois');
  });

  it('refuses a guest editing (403) and a stranger (404)', async () => {
    const event = await createEventAs(abasto.app, medico.auth, { title: 'Intocável', guests: [paciente.user.id] });
    const byGuest = await call('PUT', `/api/event/${event._id}`, paciente, eventInput({ title: 'Mudado' }));
    expect(byGuest.statusCode).toBe(403);
    expect(byGuest.json().error).toBe(MSG.careEventOnlyOrganiser);
    const byStranger = await call('PUT', `/api/event/${event._id}`, stranger, eventInput({ title: 'Mudado' }));
    expect(byStranger.statusCode).toBe(404);
    const seen = await call('GET', `/api/event/${event._id}`, medico);
    expect(seen.json().data.title).toBe('Intocável');
  });

  it('answers 404 for an event that does not exist', async () => {
    const res = await call('PUT', '/api/event/999999', medico, eventInput());
    expect(res.statusCode).toBe(404);
  });
});

describe('cancelling an event', () => {
  it('lets the organiser erase it: nobody sees it any more', async () => {
    const event = await createEventAs(abasto.app, medico.auth, { title: 'A cancelar', guests: [paciente.user.id] });
    const res = await call('PUT', `/api/event/${event._id}/cancelar`, medico);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ _id: event._id, id: event._id });
    expect(await titlesSeenBy(medico)).not.toContain('A cancelar');
    expect(await titlesSeenBy(paciente)).not.toContain('A cancelar');
    expect((await call('GET', `/api/event/${event._id}`, paciente)).statusCode).toBe(404);
    expect((await call('PUT', `/api/event/${event._id}/cancelar`, medico)).statusCode).toBe(404);
  });

  it('refuses a guest cancelling (403) and a stranger (404)', async () => {
    const event = await createEventAs(abasto.app, medico.auth, { title: 'Fica', guests: [paciente.user.id] });
    const byGuest = await call('PUT', `/api/event/${event._id}/cancelar`, paciente);
    expect(byGuest.statusCode).toBe(403);
    expect(byGuest.json().error).toBe(MSG.careEventOnlyOrganiser);
    expect((await call('PUT', `/api/event/${event._id}/cancelar`, stranger)).statusCode).toBe(404);
    expect(await titlesSeenBy(paciente)).toContain('Fica');
  });
});

describe('validation', () => {
  const refused = async (payload: object, message: string) => {
    const res = await call('POST', '/api/event', medico, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    return res.json();
  };

  it('refuses an end before the start', async () => {
    const body = await refused(
      eventInput({ start: '2031-01-01T10:00:00.000Z', end: '2031-01-01T09:00:00.000Z' }),
      MSG.careEventEndBeforeStart,
    );
    expect(body.details[0].path).toBe('end');
  });

  it('refuses unknown guest ids: missing, inactive or outside the care area', async () => {
    const gerente = await createUser(abasto.app.ctx.db, { role: 'gerente' });
    const inactive = await createUser(abasto.app.ctx.db, { role: 'paciente', active: false });
    const body = await refused(
      eventInput({ guests: [paciente.user.id, 987654, gerente.id, inactive.id] }),
      MSG.careEventUnknownGuests,
    );
    expect(body.details).toEqual({ unknownGuests: [987654, gerente.id, inactive.id] });
  });

  it('refuses an image over 1 MB with a clear message, and a body beyond the limit with 413', async () => {
    await refused(eventInput({ image: imageOfBytes(EVENT_IMAGE_MAX_BYTES + 1) }), MSG.careEventImageTooLarge);
    await refused(eventInput({ image: 'data:image/svg+xml;base64,PHN2Zz4=' }), MSG.careEventImageInvalid);
    // The declared type is checked against the bytes.
    await refused(eventInput({ image: `data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}` }), MSG.careEventImageInvalid);
    const huge = await call('POST', '/api/event', medico, eventInput({ image: imageOfBytes(4 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    const fits = await call('POST', '/api/event', medico, eventInput({ image: imageOfBytes(EVENT_IMAGE_MAX_BYTES) }));
    expect(fits.statusCode).toBe(201);
  });

  it('refuses a missing title, a bad link and a bad colour in Portuguese', async () => {
    await refused(eventInput({ title: ' ' }), MSG.careEventTitleRequired);
    await refused(eventInput({ link: 'javascript:alert(1)' }), MSG.careEventLinkInvalid);
    await refused(eventInput({ color: 'azul' }), MSG.careEventColorInvalid);
    await refused({ ...eventInput(), start: undefined }, MSG.careEventDateInvalid);
  });

  it('refuses the same rules on edit', async () => {
    const event = await createEventAs(abasto.app, medico.auth);
    const res = await call(
      'PUT',
      `/api/event/${event._id}`,
      medico,
      eventInput({ start: '2031-01-01T10:00:00.000Z', end: '2031-01-01T09:00:00.000Z' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MSG.careEventEndBeforeStart);
  });

  it('refuses an event id that is not a number, or too large, without a 500', async () => {
    for (const id of ['abc', '-1', '99999999999']) {
      const res = await call('GET', `/api/event/${id}`, medico);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().error).toBe(MSG.careEventNotFound);
    }
  });
});

describe('people lists for the guest picker', () => {
  it('lists active doctors, patients, physiotherapists and admins with name fields and a professional e-mail', async () => {
    const medicoAdmin = await createUser(abasto.app.ctx.db, { role: 'medico-admin', name: 'Aline' });
    const retired = await createUser(abasto.app.ctx.db, { role: 'medico', active: false });

    const medicos = (await call('GET', '/api/auth/medicos', paciente)).json().data;
    const ids = medicos.map((p: { _id: number }) => p._id);
    expect(ids).toContain(medico.user.id);
    expect(ids).toContain(medicoAdmin.id);
    expect(ids).not.toContain(retired.id);
    expect(ids).not.toContain(paciente.user.id);
    expect(medicos.find((p: { _id: number }) => p._id === medico.user.id)).toEqual({
      _id: medico.user.id,
      id: medico.user.id,
      name: 'Marcos',
      lastName: 'Souza',
      email: medico.user.email,
    });

    const pacientes = (await call('GET', '/api/auth/pacientes', medico)).json().data.map((p: { _id: number }) => p._id);
    expect(pacientes).toEqual(expect.arrayContaining([paciente.user.id, stranger.user.id]));
    expect(pacientes).not.toContain(medico.user.id);

    const fisios = (await call('GET', '/api/auth/fisio', medico)).json().data.map((p: { _id: number }) => p._id);
    expect(fisios).toEqual([fisio.user.id]);
    const admins = (await call('GET', '/api/auth/admin', medico)).json().data.map((p: { _id: number }) => p._id);
    expect(admins).toContain(medicoAdmin.id);
  });
});

describe('patients kept apart', () => {
  it('a patient lists no patients, and may not invite one (403), but invites care professionals', async () => {
    expect((await call('GET', '/api/auth/pacientes', paciente)).json().data).toEqual([]);
    expect((await call('GET', '/api/auth/medicos', paciente)).json().data.length).toBeGreaterThan(0);

    const intoAnother = await call('POST', '/api/event', paciente, eventInput({ title: 'No calendário de outro', guests: [stranger.user.id] }));
    expect(intoAnother.statusCode).toBe(403);
    expect(intoAnother.json().error).toBe(MSG.careEventPatientInvitesPatient);
    expect(await titlesSeenBy(stranger)).not.toContain('No calendário de outro');

    const withDoctor = await call('POST', '/api/event', paciente, eventInput({ title: 'Dúvida para o médico', guests: [medico.user.id] }));
    expect(withDoctor.statusCode).toBe(201);
    // Nor by editing the event afterwards.
    const edited = await call('PUT', `/api/event/${withDoctor.json().data._id}`, paciente, eventInput({ guests: [medico.user.id, stranger.user.id] }));
    expect(edited.statusCode).toBe(403);
    expect(await titlesSeenBy(stranger)).not.toContain('Dúvida para o médico');
  });
});

describe('documentation', () => {
  it('describes the chosen operation paths in the OpenAPI description', async () => {
    const res = await abasto.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths;
    expect(paths).toHaveProperty(['/api/event/{id}/accept']);
    expect(paths).toHaveProperty(['/api/event/{id}/cancelar']);
    expect(JSON.stringify(paths['/api/event'])).toContain('PUT /api/event/{id}/{operation}');
  });
});
