/** Paths of the sourcing screens (kept here until they join the route table). */
export const SOURCING_PATHS = {
  answer: (token: string) => `/responder/${token}`,
  answerPattern: '/responder/:token',
  ownRequests: '/mis-pedidos-de-cotizacion',
  ownRequest: (id: number | string) => `/mis-pedidos-de-cotizacion/${id}/responder`,
  ownRequestPattern: '/mis-pedidos-de-cotizacion/:id/responder',
} as const;
