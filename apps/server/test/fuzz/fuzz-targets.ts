import type { Caller } from '../api-access.ts';
import { IMPORT_EXAMPLE, IMPORT_FIELDS } from '@abasto/domain/supplier-import';
import { stringify } from 'csv-stringify/sync';
import { defaultAnswers } from '@abasto/domain/supplier-qualification';
import { quotationBody } from '../helpers/quotation-factory.ts';
import { eventInput } from '../helpers/care-event-factory.ts';
import { PNG_DATA_URL } from '../helpers/care-records-factory.ts';
import { createSupplierRow, supplierBody } from '../helpers/supplier-factory.ts';
import { RECORD_BODIES, type World } from './fuzz-world.ts';

export type Area = 'procurement' | 'care';

/**
 * How to fuzz one write or search call: who calls it (someone allowed to), at which address
 * (real ids, so that good bodies are accepted and stored), around which valid body, with which
 * query keys, and which reads must still answer 200 after an accepted write.
 */
export interface FuzzTarget {
  area: Area;
  as: Caller;
  url?: (w: World) => string | Promise<string>;
  body?: (w: World) => unknown;
  query?: readonly string[];
  reads?: (w: World, answerId: number | undefined) => [Caller, string][];
  runs?: number;
  /** Each case in a new session of a user of its own (the call ends sessions). */
  session?: true;
}

const supplierReads = (_w: World, id: number | undefined): [Caller, string][] => [
  ...(id ? ([['gerente', `/api/auth/proveedor/${id}`]] as [Caller, string][]) : []),
  ['gerente', '/api/auth/proveedores'],
  ['analista', '/api/auth/proveedores?pageSize=100'],
  ['gerente', '/api/dashboard'],
  ['gerente', '/api/filters/all'],
];

const qualificationReads = (w: World): [Caller, string][] => [
  ['analista', `/api/auth/proveedor/${w.ids.supplier}/evaluacion`],
  ['analista', `/api/auth/proveedor/${w.ids.supplier}/documentos`],
  ['gerente', `/api/auth/proveedor/${w.ids.supplier}/calificacion`],
  ['proveedor', '/api/auth/perfil-proveedor/documentos'],
];

const PDF_BYTES = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
const documentBody = () => ({ tipo: 'Póliza de seguro', emitido: '2026-01-01', vence: '2027-01-01', file: { file: PDF_BYTES, filename: 'poliza.pdf' } });

/** A document of the world's supplier, for the calls that delete one. */
async function freshDocument(w: World): Promise<number> {
  const res = await w.app.inject({ method: 'POST', url: '/api/auth/perfil-proveedor/documentos', headers: w.auth.proveedor, payload: documentBody() });
  return res.json().id;
}

const quotationReads = (w: World, id: number | undefined): [Caller, string][] => [
  ['analista', '/api/cotizacion'],
  ['analista', `/api/cotizacion/view/${id ?? w.ids.quotation}`],
  ['admin', '/api/mail/messages'],
];

const sourcingReads = (w: World): [Caller, string][] => [
  ['analista', `/api/cotizacion/${w.sourcing.id}/respuestas`],
  ['analista', `/api/cotizacion/${w.sourcing.id}/comparacion`],
  ['proveedor', `/api/perfil-proveedor/pedidos/${w.sourcing.id}/respuesta`],
  ['anonymous', `/api/respuesta/${w.sourcing.token}`],
];

const sourcingAnswer = (w: World) => ({
  moneda: 'PYG',
  plazoEntregaDias: 7,
  condicionesPago: '30 días',
  notas: 'Precios con IVA',
  items: w.sourcing.itemIds.map((itemId, n) => ({ itemId, precioUnitario: n === 0 ? '1.250.000' : 45000, nota: null })),
});

const userReads = (w: World, id: number | undefined): [Caller, string][] => [
  ['admin', '/api/auth/usuarios/'],
  ['admin', '/api/auth/analista/'],
  ['admin', `/api/auth/user/${id ?? w.ids.staffUser}`],
  ['admin', '/api/mail/messages'],
];

const eventReads = (w: World, id: number | undefined): [Caller, string][] => [
  ['medico', '/api/event'],
  ['paciente', '/api/event'],
  ...(id ? ([['medico', `/api/event/${id}`]] as [Caller, string][]) : []),
  ['admin', '/api/mail/messages'],
];

const chatReads = (w: World): [Caller, string][] => [
  ['medico', '/api/chat/mis-chats'],
  ['paciente', '/api/chat/mis-chats'],
  ['paciente', '/api/mensajes'],
  ['paciente', `/api/mensajes/chat/${w.ids.chat}`],
  ['medico', '/api/chat/contatos'],
];

const recetaReads = (w: World, id: number | undefined): [Caller, string][] => [
  ['medico', '/api/recetas'],
  ['paciente', '/api/recetas?search=a'],
  ['paciente', `/api/recetas/${id ?? w.ids.receta}`],
  ['medico', `/api/remedios?recetaId=${w.ids.receta}`],
];

const contentReads = (w: World, id: number | undefined): [Caller, string][] => [
  ['paciente', '/api/contenido'],
  ['medico', '/api/contenido?search=e'],
  ['medico', `/api/contenido/${id ?? w.ids.content}`],
];

const recordReads =
  (base: string) =>
    (_w: World, id: number | undefined): [Caller, string][] => [
      ['medico', base],
      ['paciente', base],
      ...(id ? ([['paciente', `${base}/${id}`]] as [Caller, string][]) : []),
    ];

const recordTargets = (base: string, key: 'score' | 'pain' | 'timeline'): Record<string, FuzzTarget> => ({
  [`POST ${base}`]: {
    area: 'care',
    as: 'medico',
    body: (w) => ({ ...RECORD_BODIES[base], patientId: w.ids.paciente }),
    reads: recordReads(base),
  },
  [`PUT ${base}/:id`]: {
    area: 'care',
    as: 'medico',
    url: (w) => `${base}/${w.ids[key]}`,
    body: () => RECORD_BODIES[base],
    reads: recordReads(base),
  },
  [`DELETE ${base}/:id`]: {
    area: 'care',
    as: 'medico',
    url: async (w) => `${base}/${await w.fresh.record(base)}`,
    reads: recordReads(base),
    runs: 15,
  },
  [`GET ${base}`]: { area: 'care', as: 'medico', query: ['patientId'] },
});

export const FUZZ_TARGETS: Record<string, FuzzTarget> = {
  // — Suppliers —
  'POST /api/auth/proveedor/': { area: 'procurement', as: 'gerente', body: () => supplierBody(), reads: supplierReads, runs: 110 },
  'POST /api/auth/proveedor': {
    // Without a session: the public registration wizard's rules.
    area: 'procurement',
    as: 'anonymous',
    body: () => {
      const { calificacion: _c, radioForm: _r, ...rest } = supplierBody();
      return { ...rest, email: `alta-${Math.random().toString(36).slice(2)}@registro.test` };
    },
    reads: supplierReads,
    runs: 90,
  },
  'PUT /api/auth/proveedor/:id': {
    area: 'procurement',
    as: 'gerente',
    url: (w) => `/api/auth/proveedor/${w.ids.supplier}`,
    body: () => supplierBody(),
    reads: (w) => supplierReads(w, w.ids.supplier),
    runs: 110,
  },
  'POST /api/auth/proveedor/:id/invitacion': {
    area: 'procurement',
    as: 'gerente',
    url: async (w) => `/api/auth/proveedor/${await w.fresh.supplier()}/invitacion`,
    reads: supplierReads,
    runs: 10,
  },
  'DELETE /api/auth/proveedor/:id': {
    area: 'procurement',
    as: 'admin',
    url: async (w) => `/api/auth/proveedor/${await w.fresh.supplier()}`,
    reads: supplierReads,
    runs: 15,
  },
  'GET /api/auth/proveedores/': {
    area: 'procurement',
    as: 'analista',
    query: ['q', 'rubro', 'segmento', 'pais', 'estado', 'ciudad', 'calificacion', 'documentos', 'page', 'pageSize'],
    runs: 150,
  },
  'GET /api/auth/proveedores': {
    area: 'procurement',
    as: 'gerente',
    query: ['q', 'rubro', 'segmento', 'pais', 'estado', 'ciudad', 'page', 'pageSize'],
  },
  'GET /api/auth/proveedores/coincidentes': {
    area: 'procurement',
    as: 'gerente',
    query: ['q', 'rubro', 'segmento', 'pais', 'estado', 'ciudad', 'calificacion', 'documentos'],
    runs: 60,
  },

  // — Solicitudes de alta (docs/product.md#supplier-admission) —
  'GET /api/auth/proveedores/exportacion': {
    area: 'procurement',
    as: 'analista',
    query: ['formato', 'q', 'rubro', 'segmento', 'pais', 'estado', 'ciudad', 'calificacion', 'documentos'],
    runs: 40,
  },
  'GET /api/auth/proveedores/importacion/plantilla': { area: 'procurement', as: 'gerente', query: ['formato'] },
  'GET /api/filters/all': { area: 'procurement', as: 'analista', query: ['pais', 'estado'] },
  // A preview of a one-row file (the template's example): nothing is applied.
  'POST /api/auth/proveedores/importacion': {
    area: 'procurement',
    as: 'gerente',
    body: () => ({
      file: {
        file: Buffer.from(stringify([[...IMPORT_FIELDS], IMPORT_FIELDS.map((f) => IMPORT_EXAMPLE[f] ?? '')])).toString('base64'),
        filename: 'proveedores.csv',
      },
      aplicar: false,
    }),
    runs: 40,
  },
  'GET /api/historial': { area: 'procurement', as: 'admin', query: ['tipo', 'id', 'actor', 'desde', 'hasta', 'page'], runs: 60 },
  'GET /api/auth/solicitudes-alta': { area: 'procurement', as: 'gerente', query: ['todas'] },
  'PUT /api/auth/solicitudes-alta/aviso': {
    area: 'procurement',
    as: 'gerente',
    body: () => ({ avisar: false }),
    reads: () => [['gerente', '/api/auth/solicitudes-alta/aviso']],
  },
  'POST /api/auth/solicitudes-alta/:id/decision': {
    area: 'procurement',
    as: 'gerente',
    // A fresh request each time: a decided one answers 409.
    url: async (w) => `/api/auth/solicitudes-alta/${(await createSupplierRow(w.app.ctx.db, { admision: 'Pendiente' })).id}/decision`,
    body: () => ({ aceptar: false, motivo: 'Datos incompletos' }),
    reads: () => [
      ['gerente', '/api/auth/solicitudes-alta?todas=true'],
      ['gerente', '/api/auth/solicitudes-alta/cantidad'],
    ],
    runs: 20,
  },
  // — Supplier qualification —
  'PUT /api/auth/proveedor/:id/evaluacion': {
    area: 'procurement',
    as: 'gerente',
    url: (w) => `/api/auth/proveedor/${w.ids.supplier}/evaluacion`,
    body: () => ({ radioForm: defaultAnswers() }),
    reads: qualificationReads,
  },
  'PUT /api/auth/perfil-proveedor/celular': {
    area: 'procurement',
    as: 'proveedor',
    body: () => ({ telephone: '+595 981 700-800' }),
    runs: 20,
  },
  'PUT /api/auth/perfil-proveedor/evaluacion': {
    area: 'procurement',
    as: 'proveedor',
    body: () => ({ radioForm: defaultAnswers() }),
    reads: qualificationReads,
  },
  'POST /api/auth/proveedor/:id/documentos': {
    area: 'procurement',
    as: 'gerente',
    url: (w) => `/api/auth/proveedor/${w.ids.supplier}/documentos`,
    body: () => documentBody(),
    reads: qualificationReads,
    runs: 40,
  },
  'POST /api/auth/perfil-proveedor/documentos': {
    area: 'procurement',
    as: 'proveedor',
    body: () => documentBody(),
    reads: qualificationReads,
    runs: 40,
  },
  'DELETE /api/auth/proveedor/:id/documentos/:docId': {
    area: 'procurement',
    as: 'admin',
    url: async (w) => `/api/auth/proveedor/${w.ids.supplier}/documentos/${await freshDocument(w)}`,
    reads: qualificationReads,
    runs: 15,
  },
  'DELETE /api/auth/perfil-proveedor/documentos/:docId': {
    area: 'procurement',
    as: 'proveedor',
    url: async (w) => `/api/auth/perfil-proveedor/documentos/${await freshDocument(w)}`,
    reads: qualificationReads,
    runs: 15,
  },
  'POST /api/auth/proveedor/:id/calificacion': {
    area: 'procurement',
    as: 'gerente',
    // A fresh supplier each time: one pending proposal per supplier.
    url: async (w) => `/api/auth/proveedor/${await w.fresh.supplier()}/calificacion`,
    body: () => ({ calificacion: 'No evaluado', motivo: '' }),
    runs: 30,
  },
  'POST /api/auth/proveedor/:id/calificacion/:proposalId/decision': {
    area: 'procurement',
    as: 'admin',
    url: async (w) => {
      const supplier = await w.fresh.supplier();
      const res = await w.app.inject({
        method: 'POST',
        url: `/api/auth/proveedor/${supplier}/calificacion`,
        headers: w.auth.gerente,
        payload: { calificacion: 'No evaluado' },
      });
      return `/api/auth/proveedor/${supplier}/calificacion/${res.json().id}/decision`;
    },
    body: () => ({ aprobar: false, comentario: 'Falta el cuestionario' }),
    runs: 30,
  },

  // — Quotations —
  'POST /api/cotizacion/': {
    area: 'procurement',
    as: 'gerente',
    body: (w) => quotationBody([w.ids.supplier]),
    reads: quotationReads,
    runs: 90,
  },
  'POST /api/cotizacion': {
    area: 'procurement',
    as: 'admin',
    body: (w) => quotationBody([w.ids.supplier], { clientRequestId: `req-${Math.random().toString(36).slice(2)}` }),
    reads: quotationReads,
  },
  'GET /api/cotizacion/': { area: 'procurement', as: 'analista', query: ['page', 'pageSize'] },
  'GET /api/cotizacion': { area: 'procurement', as: 'gerente', query: ['page', 'pageSize'] },
  'GET /api/cotizacion/proveedor/:id': {
    area: 'procurement',
    as: 'analista',
    url: (w) => `/api/cotizacion/proveedor/${w.ids.supplier}`,
    query: ['page', 'pageSize'],
  },
  // — Sourcing: answers by link and login, follow-up, comparison, actions —
  'PUT /api/respuesta/:token': {
    area: 'procurement',
    as: 'anonymous',
    url: (w) => `/api/respuesta/${w.sourcing.token}`,
    body: (w) => sourcingAnswer(w),
    reads: sourcingReads,
    runs: 60,
  },
  'PUT /api/perfil-proveedor/pedidos/:id/respuesta': {
    area: 'procurement',
    as: 'proveedor',
    url: (w) => `/api/perfil-proveedor/pedidos/${w.sourcing.id}/respuesta`,
    body: (w) => sourcingAnswer(w),
    reads: sourcingReads,
  },
  'GET /api/perfil-proveedor/pedidos': { area: 'procurement', as: 'proveedor', query: ['page', 'pageSize'] },
  'GET /api/cotizacion/:id/comparacion': {
    area: 'procurement',
    as: 'analista',
    url: (w) => `/api/cotizacion/${w.sourcing.id}/comparacion`,
    query: ['formato'],
  },
  'PUT /api/cotizacion/:id/comparacion/tasas': {
    area: 'procurement',
    as: 'gerente',
    url: (w) => `/api/cotizacion/${w.sourcing.id}/comparacion/tasas`,
    body: () => ({ tasas: { base: 'PYG', tasas: { USD: 7300 } } }),
    reads: sourcingReads,
  },
  'POST /api/cotizacion/:id/recordatorio': {
    area: 'procurement',
    as: 'gerente',
    url: (w) => `/api/cotizacion/${w.sourcing.id}/recordatorio`,
    body: () => ({}),
    reads: sourcingReads,
    runs: 15,
  },
  'PUT /api/cotizacion/:id/pedido': {
    area: 'procurement',
    as: 'gerente',
    url: async (w) => `/api/cotizacion/${(await w.fresh.sourcing()).id}/pedido`,
    body: () => ({
      items: [{ descripcion: 'Cemento tipo II', cantidad: 12, unidad: 'bolsa' }],
      fechaLimite: new Date(Date.now() + 10 * 24 * 3_600_000).toISOString(),
    }),
    runs: 15,
  },
  'POST /api/cotizacion/:id/cierre': {
    area: 'procurement',
    as: 'gerente',
    url: async (w) => `/api/cotizacion/${(await w.fresh.sourcing()).id}/cierre`,
    body: () => ({}),
    runs: 10,
  },
  'POST /api/cotizacion/:id/cancelacion': {
    area: 'procurement',
    as: 'gerente',
    url: async (w) => `/api/cotizacion/${(await w.fresh.sourcing()).id}/cancelacion`,
    body: () => ({ motivo: 'Cambio de proyecto' }),
    runs: 15,
  },
  'POST /api/cotizacion/:id/adjudicacion': {
    area: 'procurement',
    as: 'gerente',
    url: async (w) => `/api/cotizacion/${(await w.fresh.sourcing({ answeredAndClosed: true })).id}/adjudicacion`,
    body: (w) => ({ proveedorId: w.ids.supplier, nota: 'Mejor plazo', avisarOtros: true }),
    runs: 15,
  },
  'POST /api/cotizacion/:id/reenviar/:recipientId': {
    area: 'procurement',
    as: 'gerente',
    url: (w) => `/api/cotizacion/${w.ids.quotation}/reenviar/${w.ids.recipient}`,
    reads: quotationReads,
    runs: 15,
  },

  // — Sessions, users, the Correos page —
  'POST /api/auth/pre-login-email': {
    area: 'procurement',
    as: 'anonymous',
    body: () => ({ email: 'nadie@correo.test', password: 'secreto123' }),
    runs: 40,
  },
  'POST /api/auth/login': {
    area: 'procurement',
    as: 'anonymous',
    body: () => ({ email: 'nadie@correo.test', password: 'secreto123' }),
    runs: 20,
  },
  'POST /api/auth/login-gmail': {
    area: 'procurement',
    as: 'anonymous',
    body: () => ({ tokenId: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.firma' }),
    runs: 20,
  },
  'POST /api/auth/oidc-code': {
    area: 'procurement',
    as: 'anonymous',
    body: () => ({ code: 'codigo', codeVerifier: 'v'.repeat(43), redirectUri: 'http://localhost:3000/page-login' }),
    runs: 20,
  },
  // docs/product.md#sign-in-by-telephone
  'POST /api/auth/pre-login': {
    area: 'procurement',
    as: 'anonymous',
    body: () => ({ telephone: '+595 971 000-333' }),
    runs: 20,
  },
  'POST /api/auth/pre-login-email-sms': {
    area: 'procurement',
    as: 'anonymous',
    body: () => ({ code: '123456', oAuthSms: 'desafio' }),
    runs: 40,
  },
  'POST /api/auth/logout': { area: 'procurement', as: 'analista', session: true, runs: 20 },
  'POST /api/auth/sessions/others/end': { area: 'procurement', as: 'analista', session: true, runs: 20 },
  'POST /api/auth/recover-pass': {
    area: 'procurement',
    as: 'anonymous',
    body: () => ({ email: 'nadie@correo.test' }),
    runs: 40,
  },
  'PUT /api/auth/complete-registration/:key': {
    area: 'procurement',
    as: 'anonymous',
    url: async (w) => `/api/auth/complete-registration/${await w.fresh.inviteKey()}`,
    body: () => ({ password: 'una-clave-larga' }),
    reads: userReads,
    runs: 25,
  },
  'POST /api/auth/invite-user': {
    area: 'procurement',
    as: 'admin',
    body: () => ({
      email: `inv-${Math.random().toString(36).slice(2)}@correo.test`,
      name: 'Lucía',
      lastName: 'Benítez',
      role: 'analista',
      detalle: 'Compras',
    }),
    reads: userReads,
    runs: 60,
  },
  'POST /api/auth/user/': {
    area: 'procurement',
    as: 'gerente',
    body: () => ({
      email: `usr-${Math.random().toString(36).slice(2)}@correo.test`,
      name: 'Pedro',
      lastName: 'Ayala',
      role: 'analista',
    }),
    reads: userReads,
  },
  'PUT /api/auth/user/:id': {
    area: 'procurement',
    as: 'admin',
    url: (w) => `/api/auth/user/${w.ids.staffUser}`,
    body: () => ({ name: 'Marta', lastName: 'Rojas', role: 'analista', detalle: 'Compras', twoFactor: false }),
    reads: userReads,
    runs: 60,
  },
  'POST /api/auth/user/:id/activation-link': {
    area: 'procurement',
    as: 'admin',
    url: (w) => `/api/auth/user/${w.ids.staffUser}/activation-link`,
    reads: userReads,
    runs: 10,
  },
  'PUT /api/auth/segundo-paso': {
    area: 'procurement',
    as: 'admin',
    body: () => ({ roles: ['fisio'] }),
    reads: () => [['gerente', '/api/auth/segundo-paso'], ['admin', '/api/auth/usuarios/']],
    runs: 40,
  },
  'POST /api/auth/user/:id/deactivate': {
    area: 'procurement',
    as: 'admin',
    url: (w) => `/api/auth/user/${w.ids.staffUser}/deactivate`,
    reads: userReads,
    runs: 10,
  },
  'POST /api/auth/user/:id/reactivate': {
    area: 'procurement',
    as: 'admin',
    url: (w) => `/api/auth/user/${w.ids.staffUser}/reactivate`,
    reads: userReads,
    runs: 10,
  },
  'GET /api/mail/messages': { area: 'procurement', as: 'admin', query: ['page', 'status', 'q'], runs: 100 },
  'POST /api/mail/messages/:id/retry': {
    area: 'procurement',
    as: 'admin',
    url: (w) => `/api/mail/messages/${w.ids.mail}/retry`,
    reads: (w) => [['admin', `/api/mail/messages/${w.ids.mail}`]],
    runs: 10,
  },

  // — Care: calendar —
  'GET /api/event': { area: 'care', as: 'medico', query: ['from', 'to'] },
  'POST /api/event': {
    area: 'care',
    as: 'medico',
    body: (w) => eventInput({ guests: [w.ids.paciente], location: 'Consultório 3' }),
    reads: eventReads,
    runs: 90,
  },
  'PUT /api/event/:id': {
    area: 'care',
    as: 'medico',
    url: (w) => `/api/event/${w.ids.event}`,
    body: (w) => eventInput({ guests: [w.ids.paciente] }),
    reads: (w) => eventReads(w, w.ids.event),
    runs: 75,
  },
  'PUT /api/event/:id/accept': {
    area: 'care',
    as: 'paciente',
    url: (w) => `/api/event/${w.ids.event}/accept`,
    reads: (w) => eventReads(w, w.ids.event),
    runs: 10,
  },
  'PUT /api/event/:id/reject': {
    area: 'care',
    as: 'paciente',
    url: (w) => `/api/event/${w.ids.event}/reject`,
    reads: (w) => eventReads(w, w.ids.event),
    runs: 10,
  },
  'PUT /api/event/:id/awaiting': {
    area: 'care',
    as: 'paciente',
    url: (w) => `/api/event/${w.ids.event}/awaiting`,
    reads: (w) => eventReads(w, w.ids.event),
    runs: 10,
  },
  'PUT /api/event/:id/cancelar': {
    area: 'care',
    as: 'medico',
    url: async (w) => `/api/event/${await w.fresh.event()}/cancelar`,
    reads: eventReads,
    runs: 10,
  },

  // — Care: conversations —
  'PUT /api/chat/leer/:id': {
    area: 'care',
    as: 'paciente',
    url: (w) => `/api/chat/leer/${w.ids.chat}`,
    reads: chatReads,
    runs: 10,
  },
  'GET /api/chat/contatos': { area: 'care', as: 'paciente', query: ['q'] },
  'POST /api/mensajes': {
    area: 'care',
    as: 'medico',
    body: (w) => ({ to: w.ids.paciente, texto: 'Como está o joelho?' }),
    reads: chatReads,
    runs: 90,
  },
  'GET /api/mensajes': { area: 'care', as: 'paciente', query: ['page', 'size', 'unread'] },
  'GET /api/mensajes/chat/:id': {
    area: 'care',
    as: 'medico',
    url: (w) => `/api/mensajes/chat/${w.ids.chat}`,
    query: ['size', 'before'],
  },
  'PUT /api/mensajes/leer/:id': {
    area: 'care',
    as: 'paciente',
    url: (w) => `/api/mensajes/leer/${w.ids.message}`,
    reads: chatReads,
    runs: 10,
  },

  // — Care: prescriptions —
  'GET /api/recetas': { area: 'care', as: 'medico', query: ['patientId', 'search', 'page', 'size'] },
  'POST /api/recetas': {
    area: 'care',
    as: 'medico',
    body: (w) => ({
      title: 'Pós-operatório',
      patientId: w.ids.paciente,
      notes: 'Retorno em 15 dias',
      remedios: [{ name: 'Dipirona', dose: '500', unit: 'mg', interval: '6/6h', quantity: '20', administration: 'Oral' }],
    }),
    reads: recetaReads,
    runs: 75,
  },
  'PUT /api/recetas/:id': {
    area: 'care',
    as: 'medico',
    url: (w) => `/api/recetas/${w.ids.receta}`,
    body: (w) => ({ title: 'Receita revisada', patientId: w.ids.paciente, remedios: [{ name: 'Paracetamol', dose: '750' }] }),
    reads: recetaReads,
  },
  'PUT /api/recetas/:id/contenidos': {
    area: 'care',
    as: 'medico',
    url: (w) => `/api/recetas/${w.ids.receta}/contenidos`,
    body: (w) => ({ contentIds: [w.ids.content] }),
    reads: recetaReads,
  },
  'DELETE /api/recetas/:id': {
    area: 'care',
    as: 'medico',
    url: async (w) => `/api/recetas/${await w.fresh.receta()}`,
    reads: recetaReads,
    runs: 10,
  },
  'GET /api/remedios': { area: 'care', as: 'medico', url: () => '/api/remedios', query: ['recetaId'] },
  'POST /api/remedios': {
    area: 'care',
    as: 'medico',
    body: (w) => ({
      recetaId: w.ids.remedioRecetas[Math.floor(Math.random() * w.ids.remedioRecetas.length)],
      name: 'Gelo',
      dose: '1',
      unit: 'bolsa',
      interval: '2/2h',
    }),
    // The answer's id is the medicine's, not the prescription's.
    reads: (w) => [...recetaReads(w, undefined), ...w.ids.remedioRecetas.map((id): [Caller, string] => ['paciente', `/api/recetas/${id}`])],
  },
  'PUT /api/remedios/:id': {
    area: 'care',
    as: 'medico',
    url: (w) => `/api/remedios/${w.ids.remedio}`,
    body: () => ({ name: 'Gelo local', dose: '1', administration: 'Tópica' }),
    reads: (w) => [...recetaReads(w, undefined), ['medico', `/api/remedios/${w.ids.remedio}`]],
  },
  'DELETE /api/remedios/:id': {
    area: 'care',
    as: 'medico',
    url: async (w) => `/api/remedios/${await w.fresh.remedio()}`,
    reads: (w) => recetaReads(w, undefined),
    runs: 10,
  },

  // — Care: content library —
  'GET /api/contenido': { area: 'care', as: 'paciente', query: ['search', 'type'] },
  'POST /api/contenido': {
    area: 'care',
    as: 'medico',
    body: () => ({
      title: 'Exercícios após artroscopia',
      description: 'Série diária',
      type: 'Exercício',
      content: '1. Elevação da perna.',
      thumbnail: PNG_DATA_URL,
    }),
    reads: contentReads,
    runs: 75,
  },
  'PUT /api/contenido/:id': {
    area: 'care',
    as: 'medico',
    url: (w) => `/api/contenido/${w.ids.content}`,
    body: () => ({ title: 'Revisado', description: 'Série', type: 'Artigo', content: 'Texto', thumbnail: null }),
    reads: (w) => [...contentReads(w, w.ids.content), ['medico', `/api/contenido/image/${w.ids.content}`]],
  },
  'DELETE /api/contenido/:id': {
    area: 'care',
    as: 'medico',
    url: async (w) => `/api/contenido/${await w.fresh.content()}`,
    reads: contentReads,
    runs: 10,
  },

  // — Care: value lists —
  'POST /api/itemDescripcion': {
    area: 'care',
    as: 'admin',
    body: () => ({ category: 'hospital', name: `Hospital ${Math.random().toString(36).slice(2)}` }),
    reads: () => [
      ['medico', '/api/itemDescripcion/hospital'],
      ['medico', '/api/itemDescripcion/units'],
    ],
  },
  'PUT /api/consentimento/:document': {
    area: 'care',
    as: 'paciente',
    url: () => '/api/consentimento/tcle',
    body: () => ({}),
    reads: () => [['paciente', '/api/consentimento/tcle']],
  },
  'PUT /api/itemDescripcion/:id': {
    area: 'care',
    as: 'admin',
    url: (w) => `/api/itemDescripcion/${w.ids.item}`,
    body: () => ({ name: `Gotas ${Math.random().toString(36).slice(2)}` }),
    reads: () => [['paciente', '/api/itemDescripcion/units']],
  },
  'DELETE /api/itemDescripcion/:id': {
    area: 'care',
    as: 'admin',
    url: async (w) => `/api/itemDescripcion/${await w.fresh.item()}`,
    reads: () => [['paciente', '/api/itemDescripcion/units']],
    runs: 10,
  },

  // — Care: orders and the patient's records —
  'GET /api/pedido': { area: 'care', as: 'medico', query: ['status', 'page', 'size', 'patientId'] },
  'POST /api/pedido': {
    area: 'care',
    as: 'medico',
    body: (w) => ({
      patientId: w.ids.paciente,
      recetaId: w.ids.receta,
      items: [{ name: 'Muleta', quantity: 2, unit: 'par' }],
      deliveryAddress: 'Rua das Flores 12',
      notes: 'Entregar pela manhã',
    }),
    reads: () => [
      ['medico', '/api/pedido'],
      ['paciente', '/api/pedido'],
    ],
    runs: 75,
  },
  ...recordTargets('/api/scores', 'score'),
  ...recordTargets('/api/dor', 'pain'),
  ...recordTargets('/api/eventTimeline', 'timeline'),
  ...recordTargets('/api/eventtimeline', 'timeline'),
};
