/** Paths of the screens (docs/product.md#route-table). Both the router and server-built links use these. */
export const ROUTES = {
  login: '/page-login',
  recoverPassword: '/recuperar-clave',
  completeRegistration: (activationKey: string) => `/page-completar-cadastro/${activationKey}`,
  registerSupplier: '/register-proveedor',
  dashboard: '/',
  users: '/usuarios',
  suppliers: '/proveedores',
  ownSupplier: '/perfil-proveedor',
  quotations: '/cotizaciones',
  viewQuotation: (id: string | number) => `/cotizacion/${id}/ver-cotizacion`,
  newQuotation: (id: string | number = 'new') => `/cotizacion/${id}/nueva-cotizacion`,
  confirmQuotation: '/cotizacion-confirmar',
  supplier: (id: string | number, operacion: SupplierOperation) => `/operar-proveedor/${id}/${operacion}`,
  user: (id: string | number, operacion: UserOperation) => `/operar-usuario/${id}/${operacion}`,
  mail: '/correos',
  admissions: '/solicitudes-alta',
  admission: (id: string | number) => `/solicitudes-alta/${id}`,
  // Sourcing (docs/sourcing.md): a supplier answers a request by its link, or logged in as proveedor
  answerRequest: (token: string) => `/responder/${token}`,
  ownRequests: '/mis-pedidos-de-cotizacion',
  ownRequest: (id: string | number) => `/mis-pedidos-de-cotizacion/${id}/responder`,
  notFound: '/erro-404',
  calendar: '/agenda',
  // Care area: conversations, contacts and the demo screens
  messages: '/messages',
  contacts: '/contatos',
  painDiary: '/diario-de-dor',
  prescriptionUsage: '/receitas-utilizadas',
  dailyAnswers: '/respostas-diarias',
  journeyTemplates: '/modelos-de-jornada',
  tutorials: '/tutoriais',
  journey: (slug?: string) => (slug ? `/jornada/${slug}` : '/jornada'),
  specialtyWizard: '/assistente-especialidade',
  prescriptions: '/receitas',
  prescription: (id: string | number, title: string) => `/receita/${id}/detail/${encodeURIComponent(title)}`,
  contents: '/conteudos',
  editContent: (id: string | number) => `/ver-conteudo/${id}/editar-conteudo`,
  valueLists: '/listas-de-valores',
} as const;

export type SupplierOperation = 'registrar-proveedor' | 'consultar-proveedor' | 'editar-proveedor';
export type UserOperation = 'registrar-usuario' | 'consultar-usuario' | 'editar-usuario';
