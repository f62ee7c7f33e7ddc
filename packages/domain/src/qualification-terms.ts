import { MSG } from './messages.ts';

/**
 * The qualification's questionnaire and document types (docs/product.md#qualification) without zod,
 * so that the supplier detail's qualification section does not bring the schemas to a phone
 * (supplier-qualification.ts holds the checks and re-exports all of this).
 */

export const ANSWER_YES = 'Sí';
export const ANSWER_NO = 'No';
export const ANSWER_NOT_APPLICABLE = 'No aplica';
export const QUESTIONNAIRE_ANSWERS = [ANSWER_YES, ANSWER_NO, ANSWER_NOT_APPLICABLE] as const;
export type QuestionnaireAnswer = (typeof QUESTIONNAIRE_ANSWERS)[number];
const YES_NO = [ANSWER_YES, ANSWER_NO] as const;

/** The 17 questions in order. The last four ask for the supplier's willingness: only Sí or No. */
export const QUESTIONS: readonly string[] = [
  MSG.qualificationQ1,
  MSG.qualificationQ2,
  MSG.qualificationQ3,
  MSG.qualificationQ4,
  MSG.qualificationQ5,
  MSG.qualificationQ6,
  MSG.qualificationQ7,
  MSG.qualificationQ8,
  MSG.qualificationQ9,
  MSG.qualificationQ10,
  MSG.qualificationQ11,
  MSG.qualificationQ12,
  MSG.qualificationQ13,
  MSG.qualificationQ14,
  MSG.qualificationQ15,
  MSG.qualificationQ16,
  MSG.qualificationQ17,
];

/** Numbers (1-based) of the willingness questions, which offer only Sí and No. */
export const WILLINGNESS_QUESTIONS: readonly number[] = [14, 15, 16, 17];
/** Numbers of the questions whose No keeps the rating at Rechazado. */
export const CRITICAL_QUESTIONS: readonly number[] = [1, 6, 14, 15, 16, 17];

export function optionsOf(n: number): readonly QuestionnaireAnswer[] {
  return WILLINGNESS_QUESTIONS.includes(n) ? YES_NO : QUESTIONNAIRE_ANSWERS;
}

export interface QuestionnaireEntry {
  pregunta: string;
  respuesta: QuestionnaireAnswer;
}

/** The questions with their options, as GET …/evaluacion answers them. */
export function questionnaireQuestions(): { pregunta: string; opciones: QuestionnaireAnswer[] }[] {
  return QUESTIONS.map((pregunta, i) => ({ pregunta, opciones: [...optionsOf(i + 1)] }));
}

/** A form's starting answers: Sí everywhere. */
export function defaultAnswers(): QuestionnaireEntry[] {
  return QUESTIONS.map((pregunta) => ({ pregunta, respuesta: ANSWER_YES }));
}

export const DOCUMENT_TYPES = [
  'Constancia de RUC',
  'Patente municipal',
  'Certificado de cumplimiento tributario',
  'Certificado de IPS',
  'Póliza de seguro',
  'Certificación ISO',
  'Otro',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Every supplier must have these, valid. */
export const MANDATORY_DOCUMENT_TYPES: readonly DocumentType[] = ['Constancia de RUC', 'Certificado de cumplimiento tributario'];

/** Types that always carry an expiry date; for the others it is optional. */
export const EXPIRING_DOCUMENT_TYPES: readonly DocumentType[] = [
  'Patente municipal',
  'Certificado de cumplimiento tributario',
  'Certificado de IPS',
  'Póliza de seguro',
  'Certificación ISO',
];
