// Small builders of what the API answers, typed by the domain; each takes the fields a test cares
// about and fills the rest with plain, valid values. Ids count up across a test file.
import type { UserView } from '@abasto/domain/accounts';
import type { ContentSummary } from '@abasto/domain/care-content';
import type { CareEvent, EventPerson } from '@abasto/domain/care-event';
import type { MailDetail } from '@abasto/domain/mail';
import type { PrescriptionDetail, PrescriptionSummary, Remedio } from '@abasto/domain/prescription';
import type { QuotationSummary } from '@abasto/domain/quotation';
import type { SessionUser } from '@abasto/domain/session';
import type { Proveedor } from '@abasto/domain/supplier';

let nextId = 1;
const newId = () => nextId++;
const CREATED = '2026-01-05T12:00:00.000Z';

export function aSupplier(overrides: Partial<Proveedor> = {}): Proveedor {
  const id = overrides.id ?? newId();
  return {
    _id: id,
    id,
    pais: 'Paraguay',
    registro: `8001234${id}-6`,
    tipoProveedor: 'S.A.',
    razonSocial: `Proveedor ${id} S.A.`,
    nombreFantasia: `Proveedor ${id}`,
    actividad: 'Bienes',
    inicioActividad: null,
    capitalSocial: null,
    cantidadEmpleados: null,
    representanteLegal: null,
    documentoIdentidad: null,
    puesto: null,
    celularRepresentante: null,
    nombreEjecutivo: null,
    telefonoEjecutivo: null,
    emailEjecutivo: [],
    estado: 'Central',
    ciudad: 'Luque',
    calle: null,
    telephone: null,
    telephone2: null,
    tipoTelephone: null,
    website: null,
    email: `proveedor${id}@test.local`,
    segmento: 'MATERIA PRIMA',
    rubro: ['Cementos'],
    especialidad: null,
    detalle: null,
    calificacion: null,
    admision: 'Aceptado',
    radioForm: [],
    role: 'proveedor',
    invitedBy: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    version: 1,
    ...overrides,
  };
}

/** The logged-in user, as the session check answers it. */
export function aSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const id = overrides.id ?? newId();
  return {
    _id: id,
    id,
    email: `usuario${id}@test.local`,
    name: 'Ana',
    lastName: 'Gómez',
    role: 'gerente',
    picture: null,
    especialidadPrincipal: null,
    supplierId: null,
    nombreFantasia: null,
    ...overrides,
  };
}

/** A staff user as the user screens list them. */
export function aUser(overrides: Partial<UserView> = {}): UserView {
  const id = overrides.id ?? newId();
  return {
    _id: id,
    id,
    name: 'Luis',
    lastName: 'Benítez',
    email: `usuario${id}@test.local`,
    role: 'analista',
    detalle: '',
    telephone: null,
    hasCompletedRegistration: true,
    active: true,
    twoFactor: false,
    invitedBy: null,
    createdAt: CREATED,
    registeredAt: CREATED,
    version: 1,
    ...overrides,
  };
}

export function aQuotation(overrides: Partial<QuotationSummary> = {}): QuotationSummary {
  const id = overrides.id ?? newId();
  return {
    _id: id,
    id,
    title: `Cotización ${id}`,
    suppliers: 1,
    author: 'Ana Gómez',
    createdAt: CREATED,
    state: 'Enviada',
    counts: { pending: 0, sent: 1, failed: 0 },
    ...overrides,
  };
}

export function aPerson(overrides: Partial<EventPerson> = {}): EventPerson {
  return { _id: overrides._id ?? newId(), name: 'Marcos', lastName: 'Souza', role: 'medico', ...overrides };
}

/** A calendar event, organised by a doctor, with no guests. */
export function anEvent(overrides: Partial<CareEvent> = {}): CareEvent {
  const id = overrides.id ?? newId();
  return {
    _id: id,
    id,
    title: `Consulta ${id}`,
    description: null,
    start: '2026-03-10T13:00:00.000Z',
    end: '2026-03-10T14:00:00.000Z',
    type: 'remote',
    link: null,
    location: null,
    color: null,
    duration: null,
    hasImage: false,
    image: null,
    organiser: aPerson(),
    guests: [],
    version: 1,
    ...overrides,
  };
}

export function aContent(overrides: Partial<ContentSummary> = {}): ContentSummary {
  const id = overrides.id ?? newId();
  const title = overrides.title ?? `Conteúdo ${id}`;
  return {
    _id: id,
    id,
    title,
    description: `Sobre ${title}`,
    type: 'Guia',
    thumbnail: null,
    authorId: 1,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function aRemedio(overrides: Partial<Remedio> = {}): Remedio {
  const id = overrides.id ?? newId();
  return {
    _id: id,
    id,
    recetaId: 1,
    name: 'Dipirona',
    dose: '500',
    unit: 'mg',
    interval: '8 em 8 horas',
    quantity: '10 comprimidos',
    administration: 'Oral',
    ...overrides,
  };
}

const doctor = { _id: 1, id: 1, name: 'Marcos', lastName: 'Souza' };
const patient = { _id: 2, id: 2, name: 'Paula', lastName: 'Oliveira' };

export function aPrescriptionSummary(overrides: Partial<PrescriptionSummary> = {}): PrescriptionSummary {
  const id = overrides.id ?? newId();
  return { _id: id, id, title: `Receita ${id}`, createdAt: CREATED, doctor, patient, remediosCount: 1, ...overrides };
}

export function aPrescription(overrides: Partial<PrescriptionDetail> = {}): PrescriptionDetail {
  const id = overrides.id ?? newId();
  return {
    _id: id,
    id,
    title: `Receita ${id}`,
    createdAt: CREATED,
    updatedAt: CREATED,
    notes: null,
    doctor: { ...doctor, email: 'medico@test.local' },
    patient,
    remedios: [aRemedio({ recetaId: id })],
    contenidos: [],
    version: 1,
    ...overrides,
  };
}

/** An outbox message, sent, with its content. */
export function aMail(overrides: Partial<MailDetail> = {}): MailDetail {
  const id = overrides.id ?? newId();
  return {
    _id: id,
    id,
    channel: 'email',
    to: `proveedor${id}@test.local`,
    toName: null,
    subject: `Pedido de cotización ${id}`,
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: CREATED,
    sentAt: CREATED,
    nextAttemptAt: null,
    refKind: null,
    refId: null,
    secret: false,
    replyTo: null,
    html: '<p>Hola</p>',
    text: 'Hola',
    redacted: false,
    smtpResponse: null,
    attachments: [],
    ...overrides,
  };
}
