/**
 * Every user-facing message of Abasto, in one place. Texts quoted by the specification are kept
 * verbatim (including its Portuguese leftovers); changing a text is one edit here.
 */
export const PRODUCT_NAME = 'Abasto';

export const MSG = {
  // Session (spec section 8, decisions)
  loginFailed: '❌ No se pudo conectar!',
  loginSuccess: `Conectado a ${PRODUCT_NAME}`,
  sessionExpired: 'Fazer Login novamente',
  logoutDone: 'Logout Realizado com sucesso !',
  unauthorized: 'Unauthorized',
  forbidden: 'No tenés permiso para realizar esta acción.',
  invalidCredentials: 'El mail o la contraseña no son correctos.',
  tooManyAttempts: 'Demasiados intentos. Esperá unos minutos y volvé a intentar.',
  tooManyRequests: 'Demasiadas solicitudes. Esperá un momento y volvé a intentar.',

  // Generic answers of the API
  unexpected: 'Error inesperado',
  invalidRequest: 'La solicitud no es válida.',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
  bodyTooLarge: 'La solicitud es demasiado grande.',
  notFound: 'No encontramos lo que buscás.',
  serviceUnavailable: 'El servicio no está disponible en este momento. Intentá de nuevo en unos segundos.',
  unsupportedMediaType: 'El tipo de contenido de la solicitud no es válido.',

  // 404 page
  pageUnderConstruction: 'Pagina en construcción',
  backToStart: 'Volver al inicio',

  // — Suppliers —

  // — Users, invitations, recovery and e-mail —

  // — Quotations —

  // — Public supplier registration —

  // — Care area (Portuguese) —
} as const;

export type MessageKey = keyof typeof MSG;
