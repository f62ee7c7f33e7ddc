/**
 * Who gets past the access guard of every API call: the expected answers of the authorisation
 * matrix test, written by hand from the permission matrix (packages/domain/src/permissions.ts) so that a route
 * whose declared access drifts from what the product promises fails a test. A caller not listed
 * gets 401 (anonymous) or 403 (everyone else). Object-level rules (a proveedor's own record, a
 * patient's own data) are tested separately: the guard lets those callers through.
 */
export const CALLERS = ['anonymous', 'proveedor', 'analista', 'gerente', 'admin', 'medico', 'paciente'] as const;
export type Caller = (typeof CALLERS)[number];

const EVERYONE = CALLERS;
const LOGGED_IN: readonly Caller[] = ['proveedor', 'analista', 'gerente', 'admin', 'medico', 'paciente'];
const STAFF: readonly Caller[] = ['analista', 'gerente', 'admin'];
const MANAGERS: readonly Caller[] = ['gerente', 'admin'];
const CARE: readonly Caller[] = ['medico', 'paciente', 'admin'];
const DOCTORS: readonly Caller[] = ['medico'];
const CONTENT_WRITERS: readonly Caller[] = ['medico', 'admin'];
const CARE_ADMINS: readonly Caller[] = ['admin'];

export const API_ACCESS: Record<string, readonly Caller[]> = {
  // Quotations: history for all staff, sending (and resending) for gerente and admin
  'POST /api/cotizacion/': MANAGERS,
  'POST /api/cotizacion': MANAGERS,
  'GET /api/cotizacion/': STAFF,
  'GET /api/cotizacion': STAFF,
  'GET /api/cotizacion/view/:id': STAFF,
  'GET /api/cotizacion/proveedor/:id': STAFF,
  'POST /api/cotizacion/:id/reenviar/:recipientId': MANAGERS,

  // Sourcing: the recipient's link (public; the token decides), the proveedor's own requests
  // (another's answers 404, in the use case), follow-up for staff, actions for gerente and admin
  'GET /api/respuesta/:token': EVERYONE,
  'PUT /api/respuesta/:token': EVERYONE,
  'GET /api/respuesta/:token/archivos/:n': EVERYONE,
  'GET /api/perfil-proveedor/pedidos/:id/archivos/:n': ['proveedor'],
  'GET /api/cotizacion/:id/respuestas/:recipientId/archivos/:n': STAFF,
  'GET /api/cotizacion/:id/archivos/:n': STAFF,
  'GET /api/perfil-proveedor/pedidos': ['proveedor'],
  'GET /api/perfil-proveedor/pedidos/:id/respuesta': ['proveedor'],
  'PUT /api/perfil-proveedor/pedidos/:id/respuesta': ['proveedor'],
  'GET /api/cotizacion/:id/respuestas': STAFF,
  'GET /api/cotizacion/:id/comparacion': STAFF,
  'PUT /api/cotizacion/:id/comparacion/tasas': MANAGERS,
  'POST /api/cotizacion/:id/recordatorio': MANAGERS,
  'PUT /api/cotizacion/:id/pedido': MANAGERS,
  'POST /api/cotizacion/:id/cierre': MANAGERS,
  'POST /api/cotizacion/:id/cancelacion': MANAGERS,
  'POST /api/cotizacion/:id/adjudicacion': MANAGERS,

  // History (docs/product.md#history): staff pass the guard; a gerente or analista reads one supplier's
  // or quotation's history only (the use case answers HISTORY_ADMIN_ONLY otherwise), admin everything
  'GET /api/historial': STAFF,

  // Suppliers (a proveedor reaches its own record only: checked in the use case)
  'GET /api/auth/proveedores/': STAFF,
  'GET /api/auth/proveedores': STAFF,
  'GET /api/auth/proveedores/coincidentes': STAFF,
  'GET /api/auth/proveedores/exportacion': STAFF,
  'GET /api/auth/proveedores/importacion/plantilla': MANAGERS,
  'POST /api/auth/proveedores/importacion': MANAGERS,
  'GET /api/auth/proveedor/me': ['proveedor'],
  // A proveedor passes the guard; the use case refuses any id but its own with NOT_OWN_SUPPLIER
  // (tested in suppliers-access).
  'GET /api/auth/proveedor/:id': [...STAFF, 'proveedor'],
  // Staff create and the public registration; other roles are refused by the use case.
  'POST /api/auth/proveedor/': ['anonymous', 'gerente', 'admin'],
  'POST /api/auth/proveedor': ['anonymous', 'gerente', 'admin'],
  'PUT /api/auth/proveedor/:id': MANAGERS,
  'DELETE /api/auth/proveedor/:id': MANAGERS,
  'POST /api/auth/proveedor/:id/invitacion': MANAGERS,
  'GET /api/filters/all': STAFF,

  // Supplier qualification: staff read, gerente and admin change and rate; the proveedor works on
  // its own questionnaire and documents under perfil-proveedor and never reaches the rating.
  'GET /api/auth/proveedor/:id/evaluacion': STAFF,
  'PUT /api/auth/proveedor/:id/evaluacion': MANAGERS,
  'GET /api/auth/proveedor/:id/documentos': STAFF,
  'POST /api/auth/proveedor/:id/documentos': MANAGERS,
  'GET /api/auth/proveedor/:id/documentos/:docId': STAFF,
  'DELETE /api/auth/proveedor/:id/documentos/:docId': MANAGERS,
  'GET /api/auth/proveedor/:id/calificacion': STAFF,
  'POST /api/auth/proveedor/:id/calificacion': MANAGERS,
  'POST /api/auth/proveedor/:id/calificacion/:proposalId/decision': MANAGERS,
  // Solicitudes de alta (docs/product.md#supplier-admission): those who decide, gerente and admin
  'GET /api/auth/solicitudes-alta': MANAGERS,
  'GET /api/auth/solicitudes-alta/cantidad': MANAGERS,
  'GET /api/auth/solicitudes-alta/aviso': MANAGERS,
  'PUT /api/auth/solicitudes-alta/aviso': MANAGERS,
  'GET /api/auth/solicitudes-alta/:id': MANAGERS,
  'POST /api/auth/solicitudes-alta/:id/decision': MANAGERS,
  // Its own login telephone (docs/product.md#own-supplier-page)
  'PUT /api/auth/perfil-proveedor/celular': ['proveedor'],
  'GET /api/auth/perfil-proveedor/evaluacion': ['proveedor'],
  'PUT /api/auth/perfil-proveedor/evaluacion': ['proveedor'],
  'GET /api/auth/perfil-proveedor/documentos': ['proveedor'],
  'POST /api/auth/perfil-proveedor/documentos': ['proveedor'],
  'GET /api/auth/perfil-proveedor/documentos/:docId': ['proveedor'],
  'DELETE /api/auth/perfil-proveedor/documentos/:docId': ['proveedor'],
  'GET /api/dashboard': STAFF,
  'GET /api/config/public': EVERYONE,

  'GET /api/health': EVERYONE,
  'POST /api/auth/pre-login-email': EVERYONE,
  'POST /api/auth/login': EVERYONE,
  'POST /api/auth/login-gmail': EVERYONE,
  'POST /api/auth/oidc-code': EVERYONE,
  // Sign-in by telephone (docs/product.md#sign-in-by-telephone); completed by pre-login-email-sms.
  'POST /api/auth/pre-login': EVERYONE,
  'GET /api/auth/verify': LOGGED_IN,
  // Sessions on the server: logout ends this one, the other ends the caller's other sessions.
  'POST /api/auth/logout': LOGGED_IN,
  'POST /api/auth/sessions/others/end': LOGGED_IN,

  // Users, invitations, recovery, two-step login and the Correos page
  'POST /api/auth/pre-login-email-sms': EVERYONE,
  'POST /api/auth/recover-pass': EVERYONE,
  'GET /api/auth/user-validation-key/:key': EVERYONE,
  'PUT /api/auth/complete-registration/:key': EVERYONE,
  // Staff invite staff, admin and doctors invite care users (the roles: the use case, tested in care-invite)
  'POST /api/auth/invite-user': [...MANAGERS, 'medico'],
  'GET /api/auth/usuarios/': MANAGERS,
  'GET /api/auth/gerente/': MANAGERS,
  'GET /api/auth/analista/': MANAGERS,
  'GET /api/auth/user/': LOGGED_IN,
  'POST /api/auth/user/': MANAGERS,
  'GET /api/auth/user/:id': MANAGERS,
  'PUT /api/auth/user/:id': MANAGERS,
  'POST /api/auth/user/:id/activation-link': MANAGERS,
  'POST /api/auth/user/:id/deactivate': MANAGERS,
  'POST /api/auth/user/:id/reactivate': MANAGERS,
  'GET /api/auth/segundo-paso': MANAGERS,
  'PUT /api/auth/segundo-paso': ['admin'],
  'GET /api/mail/messages': ['admin'],
  'GET /api/mail/messages/:id': ['admin'],
  'POST /api/mail/messages/:id/retry': ['admin'],

  // Care area: calendar
  'GET /api/event': CARE,
  'GET /api/event/:id': CARE,
  'POST /api/event': CARE,
  'PUT /api/event/:id': CARE,
  'PUT /api/event/:id/accept': CARE,
  'PUT /api/event/:id/reject': CARE,
  'PUT /api/event/:id/awaiting': CARE,
  'PUT /api/event/:id/cancelar': CARE,
  'GET /api/auth/medicos': CARE,
  'GET /api/auth/pacientes': CARE,
  'GET /api/auth/fisio': CARE,
  'GET /api/auth/admin': CARE,

  // Care area: conversations (membership is checked in the use cases)
  'GET /api/chat/mis-chats': CARE,
  'PUT /api/chat/leer/:id': CARE,
  'GET /api/chat/leer/:id': CARE,
  'GET /api/chat/contatos': CARE,
  'POST /api/mensajes': CARE,
  'GET /api/mensajes': CARE,
  'GET /api/mensajes/chat/:id': CARE,
  'PUT /api/mensajes/leer/:id': CARE,
  'GET /api/mensajes/leer/:id': CARE,
  // Care area: prescriptions (read: care.prescriptions, write: care.prescribe)
  'GET /api/recetas': CARE,
  'GET /api/recetas/:id': CARE,
  // Who read a prescription: the 'Médico & ADMIN' only (not a caller of this table).
  'GET /api/recetas/:id/leituras': [],
  'POST /api/recetas': DOCTORS,
  'PUT /api/recetas/:id': DOCTORS,
  'PUT /api/recetas/:id/contenidos': DOCTORS,
  'DELETE /api/recetas/:id': DOCTORS,
  'GET /api/remedios': CARE,
  'GET /api/remedios/:id': CARE,
  'POST /api/remedios': DOCTORS,
  'PUT /api/remedios/:id': DOCTORS,
  'DELETE /api/remedios/:id': DOCTORS,

  // Care area: content library (write: care.content)
  'GET /api/contenido': CARE,
  'GET /api/contenido/image/:id': CARE,
  'GET /api/contenido/:id': CARE,
  'POST /api/contenido': CONTENT_WRITERS,
  'PUT /api/contenido/:id': CONTENT_WRITERS,
  'DELETE /api/contenido/:id': CONTENT_WRITERS,

  // Care area: value lists (write: care.lists)
  'GET /api/itemDescripcion/:category': CARE,
  'POST /api/itemDescripcion': CARE_ADMINS,
  'PUT /api/itemDescripcion/:id': CARE_ADMINS,
  'DELETE /api/itemDescripcion/:id': CARE_ADMINS,

  // Care area: orders and the patient's records (owner rules in the use cases)
  'GET /api/pedido': CARE,
  'POST /api/pedido': CARE,
  // A consent form: each care user signs its own (docs/product.md#demo-screens).
  'GET /api/consentimento/:document': CARE,
  'PUT /api/consentimento/:document': CARE,
  ...patientRecordRows('/api/scores'),
  ...patientRecordRows('/api/dor'),
  ...patientRecordRows('/api/eventTimeline'),
  ...patientRecordRows('/api/eventtimeline'),

  // Maps (501 until a provider is configured)
  'GET /api/map/autocomplete/:text': LOGGED_IN,
  'GET /api/map/place/:id': LOGGED_IN,
  'GET /api/map/waypoints/:a/:b': LOGGED_IN,
};

function patientRecordRows(base: string): Record<string, readonly Caller[]> {
  return {
    [`GET ${base}`]: CARE,
    [`GET ${base}/:id`]: CARE,
    [`POST ${base}`]: CARE,
    [`PUT ${base}/:id`]: CARE,
    [`DELETE ${base}/:id`]: CARE,
  };
}

// Kept for the rows other modules add: the groups read better than lists of roles.
export const CALLER_GROUPS = { EVERYONE, LOGGED_IN, STAFF, MANAGERS, CARE, DOCTORS, CONTENT_WRITERS, CARE_ADMINS } as const;
