import { MSG } from '@abasto/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailWorker } from '../src/modules/mail/mail-worker.ts';
import { type AbastoWithMail, createAbastoWithMail } from './helpers/abasto-with-mail.ts';
import type { TestAbasto } from './helpers/abasto.ts';
import { createEventAs, eventInput } from './helpers/care-event-factory.ts';
import { userWithToken } from './helpers/factories.ts';
import { linkIn, type SmtpSink } from './helpers/smtp-sink.ts';

// docs/product.md#calendar: invitations, answers, changes and cancellations reach the people
// concerned by e-mail, in Portuguese, through the outbox and a real SMTP listener.
let fixture: AbastoWithMail;
let abasto: TestAbasto;
let sink: SmtpSink;
let worker: MailWorker;
beforeAll(async () => {
  fixture = await createAbastoWithMail({ APP_URL: 'http://127.0.0.1:4210' });
  ({ abasto, sink, worker } = fixture);
});
afterAll(() => fixture?.close());

type Person = Awaited<ReturnType<typeof userWithToken>>;
const put = (url: string, who: Person, payload?: object) => abasto.app.inject({ method: 'PUT', url, headers: who.auth, payload });

async function people() {
  const medico = await userWithToken(abasto.app, 'medico', { name: 'Marcos', lastName: 'Souza' });
  const paciente = await userWithToken(abasto.app, 'paciente', { name: 'Paula', lastName: 'Oliveira' });
  const fisio = await userWithToken(abasto.app, 'fisio', { name: 'Fábio', lastName: 'Lima' });
  return { medico, paciente, fisio };
}

describe('event e-mails', () => {
  it('an invitation reaches each guest once, in Portuguese, with a link that opens the event', async () => {
    const { medico, paciente, fisio } = await people();
    const event = await createEventAs(abasto.app, medico.auth, { title: 'Retorno', guests: [paciente.user.id, fisio.user.id] });
    await worker.drain();
    for (const guest of [paciente, fisio]) {
      const got = sink.to(guest.user.email);
      expect(got, guest.user.name).toHaveLength(1);
      const mail = got[0]!.mail;
      expect(mail.subject).toBe(MSG.mailCareEventInviteSubject('Retorno'));
      expect(mail.text).toContain(MSG.mailCareEventInviteText('Marcos Souza', 'Retorno'));
      expect(mail.text).toContain(MSG.mailCareFooter);
      expect(linkIn(mail, '/agenda')).toBe(`http://127.0.0.1:4210/agenda?evento=${event._id}`);
      expect(mail.replyTo?.text).toContain(medico.user.email);
    }
    // The organiser is not mailed its own invitation.
    expect(sink.to(medico.user.email)).toHaveLength(0);
  });

  it('an answer reaches the organiser', async () => {
    const { medico, paciente } = await people();
    const event = await createEventAs(abasto.app, medico.auth, { title: 'Avaliação', guests: [paciente.user.id] });
    expect((await put(`/api/event/${event._id}/reject`, paciente)).statusCode).toBe(200);
    await worker.drain();
    const got = sink.to(medico.user.email);
    expect(got).toHaveLength(1);
    expect(got[0]!.mail.subject).toBe(MSG.mailCareEventAnswerSubject('Avaliação'));
    expect(got[0]!.mail.text).toContain(MSG.mailCareEventAnswerText('Paula Oliveira', 'Avaliação', MSG.careGuestRejected));
  });

  it('a change reaches the guests who stay, a new guest gets the invitation, a removed one is told', async () => {
    const { medico, paciente, fisio } = await people();
    const other = await userWithToken(abasto.app, 'paciente', { name: 'Rita' });
    const event = await createEventAs(abasto.app, medico.auth, { title: 'Sessão', guests: [paciente.user.id, fisio.user.id] });
    await worker.drain();
    const res = await put(`/api/event/${event._id}`, medico, eventInput({ title: 'Sessão nova', guests: [paciente.user.id, other.user.id] }));
    expect(res.statusCode).toBe(200);
    await worker.drain();
    expect(sink.to(paciente.user.email).map((r) => r.mail.subject)).toEqual([
      MSG.mailCareEventInviteSubject('Sessão'),
      MSG.mailCareEventChangedSubject('Sessão nova'),
    ]);
    expect(sink.to(other.user.email).map((r) => r.mail.subject)).toEqual([MSG.mailCareEventInviteSubject('Sessão nova')]);
    const removed = sink.to(fisio.user.email);
    expect(removed.map((r) => r.mail.subject)).toEqual([MSG.mailCareEventInviteSubject('Sessão'), MSG.mailCareEventCancelledSubject('Sessão nova')]);
    expect(removed[1]!.mail.text).toContain(MSG.mailCareEventRemovedText('Marcos Souza', 'Sessão nova'));
  });

  it('a cancellation reaches the guests, and the organiser is not mailed', async () => {
    const { medico, paciente, fisio } = await people();
    const event = await createEventAs(abasto.app, medico.auth, { title: 'Cirurgia', guests: [paciente.user.id, fisio.user.id] });
    await worker.drain();
    expect((await put(`/api/event/${event._id}/cancelar`, medico)).statusCode).toBe(200);
    await worker.drain();
    for (const guest of [paciente, fisio]) {
      const subjects = sink.to(guest.user.email).map((r) => r.mail.subject);
      expect(subjects).toEqual([MSG.mailCareEventInviteSubject('Cirurgia'), MSG.mailCareEventCancelledSubject('Cirurgia')]);
      expect(sink.to(guest.user.email)[1]!.mail.text).toContain(MSG.mailCareEventCancelledText('Marcos Souza', 'Cirurgia'));
    }
    expect(sink.to(medico.user.email)).toHaveLength(0);
  });
});
