/**
 * The shapes of the sourcing calls as the screens read them (issue contract: /api/respuesta,
 * /api/cotizacion/{id}/respuestas, /comparacion). Fields beyond the contract are optional, so a
 * screen works with what the server sends.
 */

/** A recipient's answer state: these words are the API's values too. */
export const ANSWER_STATES = ['Sin respuesta', 'Vista', 'Respondida', 'No cotiza'] as const;
export type AnswerState = (typeof ANSWER_STATES)[number];

export interface RequestLine {
  id: number;
  descripcion: string;
  cantidad: number;
  unidad: string;
}

export interface RequestAttachment {
  filename: string;
  /** Where the file downloads from; without it the name is listed only. */
  url?: string;
  size?: number;
}

export interface AnswerLine {
  itemId: number;
  precioUnitario: number | null;
  nota?: string | null;
}

/** The supplier's latest answer, to start the form from it. */
export interface GivenAnswer {
  version: number;
  respondidaAt: string;
  declina?: boolean;
  motivo?: string | null;
  moneda?: string | null;
  plazoEntregaDias?: number | null;
  validaHasta?: string | null;
  condicionesPago?: string | null;
  notas?: string | null;
  items?: AnswerLine[];
  debeReconfirmar?: boolean;
}

/** GET /api/respuesta/{token}: the request as its supplier sees it. */
export interface AnswerRequest {
  empresa?: string;
  title: string;
  descripcion: string;
  items: RequestLine[];
  attachments?: RequestAttachment[];
  fechaLimite: string | null;
  /** IANA zone of the company (the deadline is shown in it). */
  zonaHoraria?: string;
  monedas: string[];
  /** Abierta, Cerrada, Adjudicada, Cancelada… */
  estado?: string;
  /** False once the deadline has passed or the request was cancelled or closed. */
  abierta?: boolean;
  respuesta?: GivenAnswer | null;
}

export interface FileUpload {
  file: string;
  filename: string;
}

/** PUT /api/respuesta/{token}: an offer or a decline. */
export type AnswerSubmission =
  | {
    moneda: string;
    plazoEntregaDias: number;
    validaHasta: string;
    condicionesPago: string;
    notas: string;
    items: { itemId: number; precioUnitario: number | null; nota: string }[];
    file: FileUpload[];
    clientRequestId: string;
  }
  | { declina: true; motivo: string; clientRequestId: string };

export interface AnswerSaved {
  version: number;
  declina?: boolean;
}

/** One row of GET /api/cotizacion/{id}/respuestas. */
export interface RecipientAnswer {
  proveedorId: number | null;
  razonSocial: string;
  estado: AnswerState;
  motivo: string | null;
  version: number | null;
  respondidaAt: string | null;
  moneda: string | null;
  /** Left out while the prices are withheld (sealed request before its deadline). */
  items?: AnswerLine[];
  plazoEntregaDias?: number | null;
  validaHasta?: string | null;
  condicionesPago?: string | null;
  debeReconfirmar?: boolean;
}

/** A supplier of the proveedor's own list ("Mis pedidos de cotización"). */
export interface OwnRequestSummary {
  id: number;
  title: string;
  empresa?: string;
  fechaLimite: string | null;
  estado?: string;
  abierta?: boolean;
  respuesta?: { version: number; declina?: boolean } | null;
}
