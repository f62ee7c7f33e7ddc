/**
 * Who gets past the access guard of every API call: the expected answers of the authorisation
 * matrix test, written by hand next to the permission matrix (permissions.ts) so that a route
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

export const API_ACCESS: Record<string, readonly Caller[]> = {
  'GET /api/health': EVERYONE,
  'POST /api/auth/pre-login-email': EVERYONE,
  'GET /api/auth/verify': LOGGED_IN,

  // Users, invitations, recovery, two-step login and the Correos page
  'POST /api/auth/pre-login-email-sms': EVERYONE,
  'POST /api/auth/recover-pass': EVERYONE,
  'GET /api/auth/user-validation-key/:key': EVERYONE,
  'PUT /api/auth/complete-registration/:key': EVERYONE,
  'POST /api/auth/invite-user': MANAGERS,
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
  'GET /api/chat/contatos': CARE,
  'POST /api/mensajes': CARE,
  'GET /api/mensajes': CARE,
  'GET /api/mensajes/chat/:id': CARE,
  'PUT /api/mensajes/leer/:id': CARE,
};

// Kept for the rows other modules add: the groups read better than lists of roles.
export const CALLER_GROUPS = { EVERYONE, LOGGED_IN, STAFF, MANAGERS, CARE } as const;
