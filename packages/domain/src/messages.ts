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
  careEventTitleRequired: 'Informe o título do evento.',
  careEventTitleTooLong: 'O título pode ter no máximo 200 caracteres.',
  careEventTextTooLong: 'O texto informado é longo demais.',
  careEventDateInvalid: 'Informe data e hora válidas para o início e o fim.',
  careEventEndBeforeStart: 'O fim do evento não pode ser anterior ao início.',
  careEventTypeInvalid: 'Escolha o tipo do evento: Remoto ou Pessoal.',
  careEventLinkInvalid: 'Informe um link válido, começando com http:// ou https://.',
  careEventColorInvalid: 'A cor deve estar no formato #RRGGBB.',
  careEventImageInvalid: 'A imagem deve ser um arquivo PNG, JPEG, GIF ou WebP.',
  careEventImageTooLarge: 'A imagem pode ter no máximo 1 MB.',
  careEventGuestInvalid: 'Os convidados devem ser informados pelos seus identificadores.',
  careEventTooManyGuests: 'Um evento pode ter no máximo 100 convidados.',
  careEventUnknownGuests: 'Convidado não encontrado: escolha médicos ou pacientes cadastrados.',
  careEventNotFound: 'Evento não encontrado.',
  careEventOnlyOrganiser: 'Somente o organizador pode editar ou cancelar o evento.',
  careEventNotInvited: 'Usuário não convidado',
  careEventCancelled: 'O evento foi cancelado.',
  careEventCancelFailed: 'Não foi possível cancelar o evento',
  careEventCancelConfirmTitle: 'Deseja cancelar o evento?',
  careEventCancelConfirmText: 'Depois de cancelado, os dados do evento não poderão ser recuperados.',
  careEventCancelConfirm: 'Sim, cancelar',
  careEventCancelKeep: 'Não',
  careEventCreated: 'Evento criado.',
  careEventUpdated: 'Evento atualizado.',
  careEventSaveFailed: 'Não foi possível salvar o evento',
  careEventAnswered: 'Resposta registrada.',
  careEventAnswerFailed: 'Não foi possível registrar a resposta',
  careEventsLoadFailed: 'Não foi possível carregar os eventos',
  careGuestAccepted: 'Aceito',
  careGuestRejected: 'Rejeitado',
  careGuestAwaiting: 'Aguardando confirmação',
  careAnswerAccept: 'Confirmar presença',
  careAnswerReject: 'Não participarei',
  careAnswerAwaiting: 'Tal vez',
  careOrganiserMark: '(organizador)',
  careEventTypeRemote: 'Remoto',
  careEventTypeLocation: 'Pessoal',
  careCalendarToday: 'Hoje',
  careCalendarMonth: 'Mes',
  careCalendarWeek: 'Semana',
  careCalendarDay: 'Dia',
  careCalendarList: 'Lista',
  careCalendarNoEvents: 'Nenhum evento neste período.',
  careFiltersToggle: 'Ver Filtros',
  careFiltersHide: 'Ocultar Filtros',
  careFilterType: 'Tipo',
  careFilterAnswer: 'Minha resposta',
  careFilterAll: 'Todos',
  careFilterOrganiser: 'Organizados por mim',
  careFilterClear: 'Limpar filtros',
  careNewEvent: '+ Evento',
  careEventList: 'Eventos',
  careEventFormCreateTitle: 'Novo evento',
  careEventFormEditTitle: 'Editar evento',
  careEventFieldTitle: 'Título',
  careEventFieldDescription: 'Descrição',
  careEventFieldStart: 'Início',
  careEventFieldEnd: 'Fim',
  careEventFieldType: 'Tipo',
  careEventFieldLink: 'Link',
  careEventFieldLocation: 'Local',
  careEventFieldColor: 'Cor',
  careEventFieldDuration: 'Duração',
  careEventFieldDurationHint: 'Ex.: 1 hora',
  careEventFieldImage: 'Imagem',
  careEventImageDrop: 'Arraste uma imagem ou clique para escolher',
  careEventImageHint: 'Somente imagens, um arquivo de até 1 MB',
  careEventImageRemove: 'Remover imagem',
  careEventImageReadFailed: 'Não foi possível ler a imagem.',
  careEventGuestPicker: 'Médicos e pacientes',
  careEventGuestPickerPlaceholder: 'Escolha uma pessoa',
  careEventInvite: 'Convidar',
  careEventGuests: 'Convidados',
  careEventGuestName: 'Nome',
  careEventGuestRole: 'Perfil',
  careEventGuestStatus: 'Situação',
  careEventGuestRemove: 'Remover',
  careEventNoGuests: 'Ninguém convidado ainda.',
  careEventSave: 'Salvar',
  careEventClose: 'Fechar',
  careEventEdit: 'Editar Evento',
  careEventCancel: 'Cancelar Evento',
  careEventWhen: 'Quando',
  careEventOrganiser: 'Organizador',
  careEventOpenLink: 'Abrir link',
} as const;

export type MessageKey = keyof typeof MSG;
