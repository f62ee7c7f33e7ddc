import { z } from 'zod';
import { fillMessage } from './fill-message.ts';
import { MSG } from './messages.ts';
import { RecordVersionSchema, versionFieldSchema } from './record-version.ts';
import { dayFrom1900, foldText } from './supplier.ts';
import { type Calificacion, CALIFICACIONES } from './supplier-enums.ts';
import {
  ANSWER_YES,
  ANSWER_NO,
  ANSWER_NOT_APPLICABLE,
  QUESTIONNAIRE_ANSWERS,
  QUESTIONS,
  CRITICAL_QUESTIONS,
  optionsOf,
  DOCUMENT_TYPES,
  MANDATORY_DOCUMENT_TYPES,
  EXPIRING_DOCUMENT_TYPES,
  type DocumentType,
  type QuestionnaireAnswer,
  type QuestionnaireEntry,
} from './qualification-terms.ts';

/**
 * Supplier qualification (docs/product.md#qualification), written once for the server and the
 * screens: the evaluation questionnaire, the documents that expire, and the suggested rating.
 */

// ---------------------------------------------------------------------------------------------
// The questionnaire

const questionNumber = (text: string): number => {
  const folded = foldText(text.trim());
  return QUESTIONS.findIndex((q) => q === text.trim() || foldText(q) === folded) + 1;
};

const answerOf = (text: string): QuestionnaireAnswer | undefined => {
  const folded = foldText(text.trim());
  return QUESTIONNAIRE_ANSWERS.find((a) => a === text.trim() || foldText(a) === folded);
};

const EntryShape = z.object({ pregunta: z.string(), respuesta: z.string() });

/**
 * The questionnaire as a save sends it: every question answered once, with an answer it offers.
 * Matched without regard to case or accents; stored in the questionnaire's order and words.
 */
export const QuestionnaireSchema = z
  .array(EntryShape, { error: MSG.qualificationQuestionnaireInvalid })
  .max(QUESTIONS.length * 2, { error: MSG.qualificationQuestionnaireInvalid })
  .transform((entries, ctx): QuestionnaireEntry[] => {
    const byNumber = new Map<number, QuestionnaireAnswer>();
    for (const e of entries) {
      const n = questionNumber(e.pregunta);
      if (n === 0) {
        ctx.addIssue({ code: 'custom', message: fillMessage(MSG.qualificationQuestionUnknown, { pregunta: e.pregunta.slice(0, 120) }) });
        return z.NEVER;
      }
      if (byNumber.has(n)) {
        ctx.addIssue({ code: 'custom', message: fillMessage(MSG.qualificationQuestionRepeated, { n }) });
        return z.NEVER;
      }
      const answer = answerOf(e.respuesta);
      if (answer === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: fillMessage(MSG.qualificationAnswerInvalid, { respuesta: e.respuesta.slice(0, 40), n }),
        });
        return z.NEVER;
      }
      if (!optionsOf(n).includes(answer)) {
        ctx.addIssue({ code: 'custom', message: fillMessage(MSG.qualificationAnswerYesNo, { n }) });
        return z.NEVER;
      }
      byNumber.set(n, answer);
    }
    const missing = QUESTIONS.findIndex((_, i) => !byNumber.has(i + 1));
    if (missing >= 0) {
      ctx.addIssue({
        code: 'custom',
        message: fillMessage(MSG.qualificationQuestionMissing, { n: missing + 1, pregunta: QUESTIONS[missing]! }),
      });
      return z.NEVER;
    }
    return QUESTIONS.map((pregunta, i) => ({ pregunta, respuesta: byNumber.get(i + 1)! }));
  });

export const QuestionnaireInputSchema = z.object(
  { radioForm: QuestionnaireSchema, version: versionFieldSchema(MSG.recordVersionInvalid) },
  { error: MSG.qualificationQuestionnaireInvalid },
);

export const QuestionnaireViewSchema = z.object({
  data: z.object({
    preguntas: z.array(z.object({ pregunta: z.string(), opciones: z.array(z.enum(QUESTIONNAIRE_ANSWERS)) })),
    radioForm: z.array(z.object({ pregunta: z.string(), respuesta: z.string() })),
    /** The supplier's version (docs/product.md#concurrent-edits): a save sends it back. */
    version: RecordVersionSchema,
  }),
});
export type QuestionnaireView = z.infer<typeof QuestionnaireViewSchema>;

/** Stored answers read back loosely (older rows may hold other texts): answer per question number. */
export function answersByNumber(radioForm: readonly { pregunta: string; respuesta: string }[]): Map<number, QuestionnaireAnswer> {
  const out = new Map<number, QuestionnaireAnswer>();
  for (const e of radioForm) {
    const n = questionNumber(e.pregunta);
    const a = answerOf(e.respuesta);
    if (n > 0 && a !== undefined && !out.has(n)) out.set(n, a);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Documents

export const DOCUMENT_STATUSES = [
  MSG.qualificationDocStatusValid,
  MSG.qualificationDocStatusExpiring,
  MSG.qualificationDocStatusExpired,
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** "Por vencer": this many days or fewer before the expiry date. */
export const EXPIRING_WITHIN_DAYS = 30;
/** The reminder e-mails: days before expiry (0: on the day). */
export const REMINDER_MILESTONES = [30, 7, 0] as const;
export type ReminderMilestone = (typeof REMINDER_MILESTONES)[number];
export const DOCUMENT_NAME_MAX = 120;
/** The company's calendar: a document's day changes at midnight in Paraguay. */
export const COMPANY_TIME_ZONE = 'America/Asuncion';

// Built once: building an Intl.DateTimeFormat costs far more than formatting with it, and the
// supplier list asks for today on every request (docs/benchmarks.md, "Reading the load figures").
let companyDay: Intl.DateTimeFormat | undefined;
/** The last answer, for its minute: a day starts on a whole minute in every time zone. */
let lastDay: { minute: number; day: string } | undefined;

/** Today's date (YYYY-MM-DD) in the company's calendar. */
export function companyToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastDay?.minute === minute) return lastDay.day;
  companyDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  lastDay = { minute, day: companyDay.format(now) };
  return lastDay.day;
}

const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** A date plus (or minus) whole days. */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** Vigente, Por vencer (30 days or fewer left, the expiry day included) or Vencido (after it). */
export function documentStatus(vence: string | null, today: string): DocumentStatus {
  if (vence === null) return MSG.qualificationDocStatusValid;
  const left = daysBetween(today, vence);
  if (left < 0) return MSG.qualificationDocStatusExpired;
  if (left <= EXPIRING_WITHIN_DAYS) return MSG.qualificationDocStatusExpiring;
  return MSG.qualificationDocStatusValid;
}

/** The reminder a document is due on `today`, the latest milestone reached, or null. */
export function dueReminder(vence: string | null, today: string): ReminderMilestone | null {
  if (vence === null) return null;
  const left = daysBetween(today, vence);
  for (const m of [...REMINDER_MILESTONES].reverse()) if (left <= m) return m;
  return null;
}

const optionalDay = (invalid: string) =>
  z
    .union([z.string(), z.null()], { error: invalid })
    .optional()
    .transform((v, ctx): string | null => {
      if (v == null || v.trim() === '') return null;
      const day = dayFrom1900(v);
      if (day === null) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return day;
    });

/** POST …/documentos. The file's bytes are checked by the server (PDF or image by content). */
export const DocumentInputSchema = z
  .object(
    {
      tipo: z.string({ error: MSG.qualificationDocTypeInvalid }).transform((raw, ctx): DocumentType => {
        const folded = foldText(raw.trim());
        const found = DOCUMENT_TYPES.find((t) => foldText(t) === folded);
        if (!found) {
          ctx.addIssue({ code: 'custom', message: MSG.qualificationDocTypeInvalid });
          return z.NEVER;
        }
        return found;
      }),
      nombre: z
        .string({ error: MSG.qualificationDocNameRequired })
        .trim()
        .max(DOCUMENT_NAME_MAX, { error: fillMessage(MSG.qualificationDocNameTooLong, { max: DOCUMENT_NAME_MAX }) })
        .nullish()
        .transform((v) => (v ? v : null)),
      emitido: optionalDay(MSG.qualificationDocIssuedInvalid),
      vence: optionalDay(MSG.qualificationDocExpiryInvalid),
      file: z.object(
        {
          file: z.string({ error: MSG.qualificationDocFileRequired }).min(1, { error: MSG.qualificationDocFileRequired }),
          filename: z.string({ error: MSG.qualificationDocFileRequired }).trim().min(1, { error: MSG.qualificationDocFileRequired }),
        },
        { error: MSG.qualificationDocFileRequired },
      ),
    },
    { error: MSG.invalidRequest },
  )
  .superRefine((d, ctx) => {
    if (d.tipo === 'Otro' && d.nombre === null) {
      ctx.addIssue({ code: 'custom', path: ['nombre'], message: MSG.qualificationDocNameRequired });
    }
    if (d.vence === null && EXPIRING_DOCUMENT_TYPES.includes(d.tipo)) {
      ctx.addIssue({ code: 'custom', path: ['vence'], message: fillMessage(MSG.qualificationDocExpiryRequired, { tipo: d.tipo }) });
    }
    if (d.vence !== null && d.emitido !== null && d.vence < d.emitido) {
      ctx.addIssue({ code: 'custom', path: ['vence'], message: MSG.qualificationDocExpiryBeforeIssue });
    }
  });
export type DocumentInput = z.output<typeof DocumentInputSchema>;

export const SupplierDocumentSchema = z.object({
  id: z.number(),
  tipo: z.enum(DOCUMENT_TYPES),
  nombre: z.string().nullable(),
  emitido: z.string().nullable(),
  vence: z.string().nullable(),
  estado: z.enum(DOCUMENT_STATUSES),
  obligatorio: z.boolean(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number(),
  subidoPor: z.object({ name: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
});
export type SupplierDocument = z.infer<typeof SupplierDocumentSchema>;

/** One document with its file, as data URL (GET …/documentos/{docId}). */
export const SupplierDocumentFileSchema = SupplierDocumentSchema.extend({
  file: z.object({ file: z.string(), filename: z.string() }),
});

// ---------------------------------------------------------------------------------------------
// The suggested rating

/** From worst to best; No evaluado stands apart (nothing answered yet). */
export const RATING_ORDER: readonly Calificacion[] = ['Rechazado', 'Bueno', 'Muy bueno', 'Excelente'];

/** The lowest total (out of 100) that reaches each rating; below the first: Rechazado. */
export const RATING_THRESHOLDS: readonly { calificacion: Calificacion; desde: number }[] = [
  { calificacion: 'Excelente', desde: 95 },
  { calificacion: 'Muy bueno', desde: 80 },
  { calificacion: 'Bueno', desde: 60 },
];

/** Weights of the parts: they add up to 100, so the total reads as points out of 100. */
export const RATING_WEIGHTS = { cuestionario: 60, documentos: 25, historial: 15 } as const;
/**
 * The weights while the record in requests has too little data ("sin datos suficientes"): its
 * weight goes back to the other two, so a supplier new to requests can still reach Excelente.
 */
export const RATING_WEIGHTS_WITHOUT_RECORD = { cuestionario: 70, documentos: 30, historial: 0 } as const;

/** Closed requests a supplier must have received before its record counts. */
export const RECORD_MIN_REQUESTS = 3;

/** How much each measure of the record weighs in its value (they add up to 1). */
export const RECORD_MEASURES = { respuesta: 0.5, ofertas: 0.3, adjudicacion: 0.2 } as const;

/**
 * The supplier's record in sourcing requests (docs/product.md#qualification), counted by the
 * server over requests that are closed (awarded, closed, or past their deadline) and not
 * cancelled: each request once, by the supplier's last answer.
 */
export interface RequestRecord {
  /** Closed requests the supplier received. */
  pedidos: number;
  /** Of those, answered with prices (last answer not a decline). */
  ofertas: number;
  /** Of those, declined. */
  declinados: number;
  /** Requests where at least one line (or the whole request) was awarded to the supplier. */
  adjudicados: number;
}

/**
 * The record's value, 0 to 1: answer rate (offers and declines over requests) × 0.5, offer rate
 * (declines lower it) × 0.3, award rate (awards over offers) × 0.2. Null below
 * RECORD_MIN_REQUESTS requests: not enough data to judge.
 */
export function recordValue(record: RequestRecord | null | undefined): {
  valor: number;
  respuesta: number;
  ofertas: number;
  adjudicacion: number;
} | null {
  if (!record || record.pedidos < RECORD_MIN_REQUESTS) return null;
  const respuesta = Math.min(1, (record.ofertas + record.declinados) / record.pedidos);
  const ofertas = Math.min(1, record.ofertas / record.pedidos);
  const adjudicacion = record.ofertas > 0 ? Math.min(1, record.adjudicados / record.ofertas) : 0;
  const valor =
    respuesta * RECORD_MEASURES.respuesta + ofertas * RECORD_MEASURES.ofertas + adjudicacion * RECORD_MEASURES.adjudicacion;
  return { valor: round(valor, 3), respuesta, ofertas, adjudicacion };
}

export interface RatingPart {
  parte: 'cuestionario' | 'documentos' | 'historial';
  etiqueta: string;
  /** Share reached, 0 to 1, rounded to 3 decimals; null when the part is left out. */
  valor: number | null;
  peso: number;
  /** valor × peso, to one decimal; the total is the sum of these. */
  puntos: number;
  detalle: string;
  disponible: boolean;
}

export interface RatingCap {
  maximo: Calificacion;
  motivo: string;
}

export interface RatingSuggestion {
  calificacion: Calificacion;
  total: number;
  partes: RatingPart[];
  topes: RatingCap[];
}

export interface RatingDocument {
  tipo: string;
  vence: string | null;
}

const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;
const worse = (a: Calificacion, b: Calificacion) => (RATING_ORDER.indexOf(a) <= RATING_ORDER.indexOf(b) ? a : b);

/** The rating a total reaches, before caps. */
export function ratingForTotal(total: number): Calificacion {
  return RATING_THRESHOLDS.find((t) => total >= t.desde)?.calificacion ?? 'Rechazado';
}

/**
 * The suggested rating. Parts, each valor × peso = puntos, adding up to the total:
 * - questionnaire: the share of applicable questions answered Sí (No aplica leaves a question out);
 * - mandatory documents: the share of mandatory types with a document that is not expired;
 * - the supplier's record in requests (recordValue): with fewer than RECORD_MIN_REQUESTS closed
 *   requests it is "sin datos suficientes" and its weight goes to the other two parts.
 * The total gives a rating by the thresholds; then caps: a No on question 1, 6 or 14–17 keeps it
 * at Rechazado, an expired or missing mandatory document at Bueno. With no answers at all the
 * suggestion is No evaluado (the parts are still shown).
 */
export function suggestRating(input: {
  radioForm: readonly { pregunta: string; respuesta: string }[];
  documents: readonly RatingDocument[];
  today: string;
  record?: RequestRecord | null;
}): RatingSuggestion {
  const history = recordValue(input.record);
  const weights = history ? RATING_WEIGHTS : RATING_WEIGHTS_WITHOUT_RECORD;
  const answers = answersByNumber(input.radioForm);
  const applicable = [...answers.values()].filter((a) => a !== ANSWER_NOT_APPLICABLE).length;
  const yes = [...answers.values()].filter((a) => a === ANSWER_YES).length;
  const answered = answers.size > 0;
  const qValue = applicable > 0 ? round(yes / applicable, 3) : 0;

  const topes: RatingCap[] = [];
  let vigentes = 0;
  for (const tipo of MANDATORY_DOCUMENT_TYPES) {
    const ofType = input.documents.filter((d) => d.tipo === tipo);
    if (ofType.length === 0) {
      topes.push({ maximo: 'Bueno', motivo: fillMessage(MSG.qualificationCapMissing, { tipo }) });
    } else if (ofType.every((d) => documentStatus(d.vence, input.today) === MSG.qualificationDocStatusExpired)) {
      topes.push({ maximo: 'Bueno', motivo: fillMessage(MSG.qualificationCapExpired, { tipo }) });
    } else {
      vigentes += 1;
    }
  }
  const dValue = round(vigentes / MANDATORY_DOCUMENT_TYPES.length, 3);
  for (const n of CRITICAL_QUESTIONS) {
    if (answers.get(n) === ANSWER_NO) topes.unshift({ maximo: 'Rechazado', motivo: fillMessage(MSG.qualificationCapCritical, { n }) });
  }

  const partes: RatingPart[] = [
    {
      parte: 'cuestionario',
      etiqueta: MSG.qualificationPartQuestionnaire,
      valor: qValue,
      peso: weights.cuestionario,
      puntos: round(qValue * weights.cuestionario, 1),
      detalle: answered
        ? fillMessage(MSG.qualificationPartQuestionnaireDetail, { si: yes, aplicables: applicable })
        : MSG.qualificationPartQuestionnaireEmpty,
      disponible: true,
    },
    {
      parte: 'documentos',
      etiqueta: MSG.qualificationPartDocuments,
      valor: dValue,
      peso: weights.documentos,
      puntos: round(dValue * weights.documentos, 1),
      detalle: fillMessage(MSG.qualificationPartDocumentsDetail, { vigentes, total: MANDATORY_DOCUMENT_TYPES.length }),
      disponible: true,
    },
    history && input.record
      ? {
          parte: 'historial',
          etiqueta: MSG.qualificationPartRecord,
          valor: history.valor,
          peso: weights.historial,
          puntos: round(history.valor * weights.historial, 1),
          detalle: fillMessage(MSG.qualificationPartRecordDetail, {
            pedidos: input.record.pedidos,
            ofertas: input.record.ofertas,
            declinados: input.record.declinados,
            sinRespuesta: Math.max(0, input.record.pedidos - input.record.ofertas - input.record.declinados),
            adjudicados: input.record.adjudicados,
            respuesta: Math.round(history.respuesta * 100),
            ofertasPct: Math.round(history.ofertas * 100),
            adjudicacion: Math.round(history.adjudicacion * 100),
          }),
          disponible: true,
        }
      : {
          parte: 'historial',
          etiqueta: MSG.qualificationPartRecord,
          valor: null,
          peso: weights.historial,
          puntos: 0,
          detalle: fillMessage(MSG.qualificationPartRecordUnavailable, {
            pedidos: input.record?.pedidos ?? 0,
            minimo: RECORD_MIN_REQUESTS,
          }),
          disponible: false,
        },
  ];
  const total = round(partes.reduce((sum, p) => sum + p.puntos, 0), 1);
  if (!answered) return { calificacion: 'No evaluado', total, partes, topes };
  const calificacion = topes.reduce((r, cap) => worse(r, cap.maximo), ratingForTotal(total));
  return { calificacion, total, partes, topes };
}

export const RatingSuggestionSchema = z.object({
  calificacion: z.enum(CALIFICACIONES),
  total: z.number(),
  partes: z.array(
    z.object({
      parte: z.enum(['cuestionario', 'documentos', 'historial']),
      etiqueta: z.string(),
      valor: z.number().nullable(),
      peso: z.number(),
      puntos: z.number(),
      detalle: z.string(),
      disponible: z.boolean(),
    }),
  ),
  topes: z.array(z.object({ maximo: z.enum(CALIFICACIONES), motivo: z.string() })),
});

// ---------------------------------------------------------------------------------------------
// Proposals and their approval

export const RATING_REASON_MAX = 2000;
export const PROPOSAL_STATES = ['pendiente', 'aprobada', 'devuelta'] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number];

export const RatingProposalInputSchema = z.object(
  {
    calificacion: z.enum(CALIFICACIONES, { error: MSG.qualificationRatingInvalid }),
    motivo: z
      .string({ error: MSG.invalidRequest })
      .trim()
      .max(RATING_REASON_MAX, { error: fillMessage(MSG.qualificationRatingReasonTooLong, { max: RATING_REASON_MAX }) })
      .nullish()
      .transform((v) => v ?? ''),
  },
  { error: MSG.invalidRequest },
);

export const RatingDecisionInputSchema = z
  .object(
    {
      aprobar: z.boolean({ error: MSG.qualificationDecisionInvalid }),
      comentario: z
        .string({ error: MSG.invalidRequest })
        .trim()
        .max(RATING_REASON_MAX, { error: fillMessage(MSG.qualificationCommentTooLong, { max: RATING_REASON_MAX }) })
        .nullish()
        .transform((v) => v ?? ''),
    },
    { error: MSG.invalidRequest },
  )
  .superRefine((d, ctx) => {
    if (!d.aprobar && d.comentario === '') ctx.addIssue({ code: 'custom', path: ['comentario'], message: MSG.qualificationCommentRequired });
  });

/** A reason is required when the proposal differs from the suggestion. */
export function proposalReasonProblem(proposed: Calificacion, suggested: Calificacion, motivo: string): string | null {
  if (proposed !== suggested && motivo.trim() === '') return fillMessage(MSG.qualificationRatingReasonRequired, { sugerida: suggested });
  return null;
}

const Person = z.object({ id: z.number(), name: z.string(), lastName: z.string(), email: z.string() }).nullable();

export const RatingProposalSchema = z.object({
  id: z.number(),
  proveedorId: z.number(),
  calificacion: z.enum(CALIFICACIONES),
  anterior: z.string().nullable(),
  sugerida: z.enum(CALIFICACIONES),
  motivo: z.string(),
  estado: z.enum(PROPOSAL_STATES),
  propuestoPor: Person,
  decididoPor: Person,
  comentario: z.string().nullable(),
  createdAt: z.string(),
  decididoAt: z.string().nullable(),
});
export type RatingProposal = z.infer<typeof RatingProposalSchema>;

/** GET …/calificacion: the rating in force, the suggestion with its parts, the open proposal and the history. */
export const RatingViewSchema = z.object({
  data: z.object({
    calificacion: z.string(),
    pendiente: RatingProposalSchema.nullable(),
    sugerencia: RatingSuggestionSchema,
    propuestas: z.array(RatingProposalSchema),
    /** Whether a second person must decide (APPROVAL_SECOND_PERSON). */
    segundaPersona: z.boolean(),
  }),
});
export type RatingView = z.infer<typeof RatingViewSchema>;

/**
 * Who may decide a proposal: a gerente or admin other than the proposer and other than whoever
 * last changed the supplier's questionnaire or documents, unless one person may decide alone.
 * Answers the refusal message, or null.
 */
export function decisionRefusal(input: {
  deciderId: number;
  proposerId: number | null;
  lastEditorId: number | null;
  secondPerson: boolean;
}): string | null {
  if (!input.secondPerson) return null;
  if (input.proposerId === input.deciderId) return MSG.qualificationOwnProposal;
  if (input.lastEditorId === input.deciderId) return MSG.qualificationLastEditor;
  return null;
}

/** The rating in force: a supplier never rated is No evaluado. */
export function ratingInForce(calificacion: string | null): string {
  return calificacion ?? 'No evaluado';
}

export { isRejected } from './supplier-rating.ts';
export * from './qualification-terms.ts';
