import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { can } from './permissions.ts';
import {
  addDays,
  companyToday,
  decisionRefusal,
  defaultAnswers,
  DocumentInputSchema,
  documentStatus,
  dueReminder,
  proposalReasonProblem,
  QUESTIONS,
  QuestionnaireSchema,
  questionnaireQuestions,
  ratingForTotal,
  type RatingDocument,
  RECORD_MIN_REQUESTS,
  recordValue,
  type RequestRecord,
  suggestRating,
} from './supplier-qualification.ts';

const TODAY = '2026-11-24';
const answers = (overrides: Record<number, string> = {}) =>
  defaultAnswers().map((e, i) => ({ pregunta: e.pregunta, respuesta: overrides[i + 1] ?? e.respuesta }));
const VALID_DOCS: RatingDocument[] = [
  { tipo: 'Constancia de RUC', vence: null },
  { tipo: 'Certificado de cumplimiento tributario', vence: addDays(TODAY, 200) },
];
const suggest = (overrides: Record<number, string>, documents: RatingDocument[] = VALID_DOCS) =>
  suggestRating({ radioForm: answers(overrides), documents, today: TODAY });

describe('the questionnaire', () => {
  it('has 17 questions; the last four offer only Sí and No', () => {
    const qs = questionnaireQuestions();
    expect(qs).toHaveLength(17);
    expect(qs[0]).toEqual({ pregunta: MSG.qualificationQ1, opciones: ['Sí', 'No', 'No aplica'] });
    expect(qs.slice(13).every((q) => q.opciones.join() === 'Sí,No')).toBe(true);
    expect(qs.slice(0, 13).every((q) => q.opciones.length === 3)).toBe(true);
  });

  it('accepts all 17 answers and stores them in order, in the questionnaire\'s words', () => {
    const shuffled = answers({ 2: 'No aplica', 3: 'no' }).reverse();
    const parsed = QuestionnaireSchema.parse(shuffled.map((e) => ({ ...e, pregunta: e.pregunta.toUpperCase() })));
    expect(parsed.map((e) => e.pregunta)).toEqual(QUESTIONS);
    expect(parsed[1]!.respuesta).toBe('No aplica');
    expect(parsed[2]!.respuesta).toBe('No');
  });

  it.each([
    ['a missing answer', answers().slice(0, 16), `Falta responder la pregunta 17: «${MSG.qualificationQ17}».`],
    ['an unknown question', [...answers().slice(0, 16), { pregunta: '¿Le gusta el fútbol?', respuesta: 'Sí' }], 'La pregunta «¿Le gusta el fútbol?» no es parte del cuestionario.'],
    ['No aplica on a willingness question', answers({ 15: 'No aplica' }), 'La pregunta 15 solo admite Sí o No: «No aplica» no es una respuesta posible.'],
    ['an answer not offered', answers({ 4: 'Tal vez' }), 'La respuesta «Tal vez» no es válida para la pregunta 4: elegí Sí, No o No aplica.'],
    ['a question twice', [...answers(), answers()[0]!], 'La pregunta 1 está respondida más de una vez.'],
    ['not a list', { pregunta: 'x' }, MSG.qualificationQuestionnaireInvalid],
  ])('refuses %s with a clear message', (_name, input, message) => {
    const result = QuestionnaireSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });
});

describe('document status and reminders', () => {
  it.each([
    [null, 'Vigente', null],
    [addDays(TODAY, 31), 'Vigente', null],
    [addDays(TODAY, 30), 'Por vencer', 30],
    [addDays(TODAY, 8), 'Por vencer', 30],
    [addDays(TODAY, 7), 'Por vencer', 7],
    [addDays(TODAY, 1), 'Por vencer', 7],
    [TODAY, 'Por vencer', 0],
    [addDays(TODAY, -1), 'Vencido', 0],
  ])('expiring %s: %s, reminder %s', (vence, status, reminder) => {
    expect(documentStatus(vence, TODAY)).toBe(status);
    expect(dueReminder(vence, TODAY)).toBe(reminder);
  });

  const file = { file: 'JVBERi0=', filename: 'a.pdf' };
  it.each([
    ['an expiry before the issue date', { tipo: 'Póliza de seguro', emitido: '2026-05-01', vence: '2026-04-30', file }, MSG.qualificationDocExpiryBeforeIssue],
    ['an unknown type', { tipo: 'Carnet', vence: '2027-01-01', file }, MSG.qualificationDocTypeInvalid],
    ['a type that expires without expiry', { tipo: 'Certificado de IPS', file }, 'El documento «Certificado de IPS» vence: indicá la fecha de vencimiento.'],
    ['Otro without a name', { tipo: 'Otro', file }, MSG.qualificationDocNameRequired],
    ['an impossible date', { tipo: 'Otro', nombre: 'x', vence: '2026-02-30', file }, MSG.qualificationDocExpiryInvalid],
    ['no file', { tipo: 'Constancia de RUC' }, MSG.qualificationDocFileRequired],
  ])('refuses %s', (_name, input, message) => {
    const result = DocumentInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });

  it('takes a document that does not expire without an expiry date', () => {
    expect(DocumentInputSchema.parse({ tipo: 'constancia de ruc', file }).tipo).toBe('Constancia de RUC');
  });
});

describe('the suggested rating', () => {
  it('shows each part as value × weight = points, adding up to the total', () => {
    const s = suggest({ 2: 'No', 3: 'No aplica' });
    for (const p of s.partes) expect(p.puntos).toBeCloseTo((p.valor ?? 0) * p.peso, 1);
    expect(s.total).toBeCloseTo(s.partes.reduce((sum, p) => sum + p.puntos, 0), 5);
    expect(s.partes.map((p) => p.parte)).toEqual(['cuestionario', 'documentos', 'historial']);
  });

  it('without enough requests, the record is "sin datos suficientes" and weighs nothing', () => {
    for (const record of [undefined, null, { pedidos: 2, ofertas: 2, declinados: 0, adjudicados: 2 }]) {
      const s = suggestRating({ radioForm: answers(), documents: VALID_DOCS, today: TODAY, record });
      expect(s.partes.map((p) => p.peso)).toEqual([70, 30, 0]);
      expect(s.partes[2]).toMatchObject({ valor: null, puntos: 0, disponible: false });
      expect(s.partes[2]!.detalle).toBe(
        `Sin datos suficientes: ${record?.pedidos ?? 0} pedidos de cotización cerrados (hacen falta al menos ${RECORD_MIN_REQUESTS}); su peso pasa al cuestionario y los documentos.`,
      );
      expect(s.total).toBe(100);
    }
  });

  // Questionnaire part: [answers, questionnaire points, suggestion]
  it.each([
    ['all Sí', {}, 70, 'Excelente'],
    ['one No on an ordinary question', { 2: 'No' }, 65.9, 'Excelente'],
    ['two No', { 2: 'No', 3: 'No' }, 61.7, 'Muy bueno'],
    ['No aplica leaves a question out', { 2: 'No aplica', 3: 'No aplica' }, 70, 'Excelente'],
    ['three No', { 2: 'No', 3: 'No', 4: 'No' }, 57.7, 'Muy bueno'],
    ['five No', { 2: 'No', 3: 'No', 4: 'No', 5: 'No', 7: 'No' }, 49.4, 'Bueno'],
    ['eight No', { 2: 'No', 3: 'No', 4: 'No', 5: 'No', 7: 'No', 8: 'No', 9: 'No', 10: 'No' }, 37, 'Bueno'],
    ['every ordinary question No', { 2: 'No', 3: 'No', 4: 'No', 5: 'No', 7: 'No', 8: 'No', 9: 'No', 10: 'No', 11: 'No', 12: 'No', 13: 'No' }, 24.7, 'Rechazado'],
  ])('questionnaire: %s', (_name, overrides, points, rating) => {
    const s = suggest(overrides);
    expect(s.partes[0]!.puntos).toBe(points);
    expect(s.calificacion).toBe(rating);
  });

  it.each([1, 6, 14, 15, 16, 17])('a No on question %i keeps it at Rechazado', (n) => {
    const s = suggest({ [n]: 'No' });
    expect(s.total).toBeGreaterThan(90);
    expect(s.calificacion).toBe('Rechazado');
    expect(s.topes[0]).toEqual({ maximo: 'Rechazado', motivo: `Respondió No a la pregunta ${n}: no puede estar por encima de Rechazado.` });
  });

  // Documents part: [documents, document points, suggestion, cap]
  it.each([
    ['both mandatory documents valid', VALID_DOCS, 30, 'Excelente', null],
    ['one about to expire still counts', [VALID_DOCS[0]!, { tipo: 'Certificado de cumplimiento tributario', vence: addDays(TODAY, 3) }], 30, 'Excelente', null],
    ['an expired mandatory document caps at Bueno', [VALID_DOCS[0]!, { tipo: 'Certificado de cumplimiento tributario', vence: addDays(TODAY, -1) }], 15, 'Bueno', 'El documento obligatorio «Certificado de cumplimiento tributario» está vencido: como máximo Bueno hasta renovarlo.'],
    ['a renewed one lifts the cap', [...VALID_DOCS, { tipo: 'Certificado de cumplimiento tributario', vence: addDays(TODAY, -40) }], 30, 'Excelente', null],
    ['a missing mandatory document caps at Bueno', [VALID_DOCS[1]!], 15, 'Bueno', 'Falta el documento obligatorio «Constancia de RUC»: como máximo Bueno hasta presentarlo.'],
    ['optional documents do not count', [{ tipo: 'Certificación ISO', vence: addDays(TODAY, 300) }], 0, 'Bueno', MSG.qualificationCapMissing.replace('{tipo}', 'Constancia de RUC')],
  ])('documents: %s', (_name, documents, points, rating, cap) => {
    const s = suggest({}, documents);
    expect(s.partes[1]!.puntos).toBe(points);
    expect(s.calificacion).toBe(rating);
    expect(s.topes[0]?.motivo ?? null).toBe(cap);
  });

  it('an unanswered questionnaire suggests No evaluado', () => {
    const s = suggestRating({ radioForm: [], documents: VALID_DOCS, today: TODAY });
    expect(s.calificacion).toBe('No evaluado');
    expect(s.partes[0]!.detalle).toBe(MSG.qualificationPartQuestionnaireEmpty);
  });

  it.each([
    [100, 'Excelente'],
    [95, 'Excelente'],
    [94.9, 'Muy bueno'],
    [80, 'Muy bueno'],
    [79.9, 'Bueno'],
    [60, 'Bueno'],
    [59.9, 'Rechazado'],
  ])('a total of %d reaches %s', (total, rating) => {
    expect(ratingForTotal(total)).toBe(rating);
  });
});

describe('proposals and approval', () => {
  it('requires a reason only when the proposal differs from the suggestion', () => {
    expect(proposalReasonProblem('Bueno', 'Bueno', '')).toBeNull();
    expect(proposalReasonProblem('Excelente', 'Bueno', '  ')).toBe('Explicá el motivo: la calificación propuesta no es la sugerida (Bueno).');
    expect(proposalReasonProblem('Excelente', 'Bueno', 'Trabajo probado en obra')).toBeNull();
  });

  it.each([
    [{ deciderId: 1, proposerId: 1, lastEditorId: null, secondPerson: true }, MSG.qualificationOwnProposal],
    [{ deciderId: 2, proposerId: 1, lastEditorId: 2, secondPerson: true }, MSG.qualificationLastEditor],
    [{ deciderId: 2, proposerId: 1, lastEditorId: 3, secondPerson: true }, null],
    [{ deciderId: 1, proposerId: 1, lastEditorId: 1, secondPerson: false }, null],
  ])('decision %j: %s', (input, refusal) => {
    expect(decisionRefusal(input)).toBe(refusal);
  });

  it('lets gerente and admin rate; analista and proveedor never', () => {
    expect(can('gerente', 'suppliers.rate')).toBe(true);
    expect(can('admin', 'suppliers.rate')).toBe(true);
    expect(can('analista', 'suppliers.rate')).toBe(false);
    expect(can('proveedor', 'suppliers.rate')).toBe(false);
  });
});

describe('the record in sourcing requests (docs/product.md#qualification)', () => {
  const withRecord = (record: RequestRecord, overrides: Record<number, string> = {}) =>
    suggestRating({ radioForm: answers(overrides), documents: VALID_DOCS, today: TODAY, record });

  it('counts from 3 closed requests; then the weights are 60, 25 and 15', () => {
    const s = withRecord({ pedidos: 3, ofertas: 3, declinados: 0, adjudicados: 3 });
    expect(s.partes.map((p) => p.peso)).toEqual([60, 25, 15]);
    expect(s.partes[2]).toMatchObject({ valor: 1, puntos: 15, disponible: true });
    expect(s.total).toBe(100);
    for (const p of s.partes) expect(p.puntos).toBeCloseTo((p.valor ?? 0) * p.peso, 1);
  });

  // [record, answer rate, offer rate, award rate, value]
  it.each([
    ['answers everything, never wins', { pedidos: 4, ofertas: 4, declinados: 0, adjudicados: 0 }, 1, 1, 0, 0.8],
    ['declines half: an answer, not an offer', { pedidos: 4, ofertas: 2, declinados: 2, adjudicados: 0 }, 1, 0.5, 0, 0.65],
    ['silent half the time', { pedidos: 4, ofertas: 2, declinados: 0, adjudicados: 1 }, 0.5, 0.5, 0.5, 0.5],
    ['never answers', { pedidos: 5, ofertas: 0, declinados: 0, adjudicados: 0 }, 0, 0, 0, 0],
    ['wins every offer', { pedidos: 6, ofertas: 3, declinados: 3, adjudicados: 3 }, 1, 0.5, 1, 0.85],
  ])('%s', (_name, record, respuesta, ofertas, adjudicacion, valor) => {
    expect(recordValue(record)).toEqual({ respuesta, ofertas, adjudicacion, valor });
    const part = withRecord(record).partes[2]!;
    expect(part.valor).toBe(valor);
    expect(part.puntos).toBe(Math.round(valor * 15 * 10) / 10);
  });

  it('says what it counted', () => {
    const part = withRecord({ pedidos: 5, ofertas: 2, declinados: 1, adjudicados: 1 }).partes[2]!;
    expect(part.detalle).toBe(
      '5 pedidos cerrados: 2 cotizados, 1 declinados, 2 sin respuesta, 1 adjudicados. Respuesta 60% × 0,5 + cotizados 40% × 0,3 + adjudicación 50% × 0,2.',
    );
  });

  it('a poor record can lower the suggestion; caps still apply', () => {
    expect(withRecord({ pedidos: 5, ofertas: 0, declinados: 0, adjudicados: 0 }).calificacion).toBe('Muy bueno');
    expect(withRecord({ pedidos: 5, ofertas: 5, declinados: 0, adjudicados: 5 }, { 1: 'No' }).calificacion).toBe('Rechazado');
  });
});

// docs/product.md#qualification: expiry is judged by the company's calendar (Asunción).
describe('companyToday', () => {
  it('turns the day at midnight in Asunción, also when asked again and again around it', () => {
    const asked = ['2026-01-01T02:59:00Z', '2026-01-01T02:59:59.999Z', '2026-01-01T03:00:00Z', '2026-01-01T02:59:30Z', '2026-01-01T03:00:59Z'];
    expect(asked.map((at) => companyToday(new Date(at)))).toEqual(['2025-12-31', '2025-12-31', '2026-01-01', '2025-12-31', '2026-01-01']);
  });

  it('answers for the moment given, not the one asked before', () => {
    expect(companyToday(new Date('2026-06-15T12:00:00Z'))).toBe('2026-06-15');
    expect(companyToday(new Date('2026-06-16T12:00:00Z'))).toBe('2026-06-16');
    expect(companyToday(new Date('2026-06-15T12:00:30Z'))).toBe('2026-06-15');
  });
});
