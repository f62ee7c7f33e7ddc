/**
 * The texts the web app's API client reads (docs/product.md#error-body), part of the message
 * catalogue (messages.ts spreads them into MSG). Apart so that the client's first script, which
 * starts a signed-in user's first calls (apps/web/src/early.ts), does not carry the whole catalogue.
 */
export const API_MSG = {
  // The server's answer to a call without a valid session
  unauthorized: 'Unauthorized',
  // Generic answers of the API
  unexpected: 'Error inesperado',
  serviceUnavailable: 'El servicio no está disponible en este momento. Intentá de nuevo en unos segundos.',
} as const;
