import { describe, expect, it } from 'vitest';
import { OrderInputSchema, OrderListQuerySchema } from './care-order.ts';
import { ScoreCreateSchema } from './care-score.ts';
import { MSG } from './messages.ts';
import { PainCreateSchema } from './pain-record.ts';
import { doseText, PrescriptionContentsSchema, PrescriptionInputSchema, prescriptionFileName } from './prescription.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('PrescriptionInputSchema', () => {
  it('keeps what is given and nulls what is not', () => {
    const parsed = PrescriptionInputSchema.parse({ title: ' Receita ', patientId: 3, remedios: [{ name: 'Dipirona', dose: '500', unit: 'mg', interval: '' }] });
    expect(parsed).toEqual({
      title: 'Receita',
      patientId: 3,
      notes: null,
      remedios: [{ name: 'Dipirona', dose: '500', unit: 'mg', interval: null, quantity: null, administration: null }],
    });
  });

  it.each([
    [{ patientId: 1 }, MSG.carePrescriptionTitleRequired],
    [{ title: 'A' }, MSG.careRecordPatientRequired],
    [{ title: 'A', patientId: 0 }, MSG.careRecordPatientRequired],
    [{ title: 'A', patientId: 1, remedios: [{ dose: '1' }] }, MSG.careRemedioNameRequired],
    [{ title: 'A', patientId: 1, remedios: [{ name: 'x'.repeat(201) }] }, MSG.careRemedioNameTooLong],
  ])('refuses %j with its message', (input, message) => {
    expect(firstMessage(PrescriptionInputSchema.safeParse(input))).toBe(message);
  });

  it('drops repeated contents', () => {
    expect(PrescriptionContentsSchema.parse({ contentIds: [3, 1, 3] }).contentIds).toEqual([3, 1]);
  });
});

describe('prescription helpers', () => {
  it('writes the dose with its unit', () => {
    expect(doseText({ dose: '500', unit: 'mg' })).toBe('500 mg');
    expect(doseText({ dose: '1 comprimido', unit: null })).toBe('1 comprimido');
    expect(doseText({ dose: null, unit: null })).toBeNull();
  });

  it('names the PDF with plain letters', () => {
    expect(prescriptionFileName({ id: 12, title: 'Pós-operatório: joelho / D' })).toBe('receita-12-pos-operatorio-joelho-d.pdf');
    expect(prescriptionFileName({ id: 5, title: '¡¿!' })).toBe('receita-5.pdf');
  });
});

describe('orders, scores and pain shapes', () => {
  it('defaults the order list to WAITING_DELIVERY, page 1, size 10', () => {
    expect(OrderListQuerySchema.parse({})).toEqual({ status: 'WAITING_DELIVERY', page: 1, size: 10 });
    expect(firstMessage(OrderListQuerySchema.safeParse({ size: '500' }))).toBe(MSG.careOrderPageInvalid);
  });

  it('needs at least one order item with a whole quantity', () => {
    expect(firstMessage(OrderInputSchema.safeParse({ items: [] }))).toBe(MSG.careOrderItemsRequired);
    expect(firstMessage(OrderInputSchema.safeParse({ items: [{ name: 'A', quantity: 0.5 }] }))).toBe(MSG.careOrderQuantityInvalid);
  });

  it('keeps a score within its scale and pain between 0 and 10', () => {
    expect(ScoreCreateSchema.safeParse({ name: 'EVA', value: 10, maxValue: 10 }).success).toBe(true);
    expect(firstMessage(ScoreCreateSchema.safeParse({ name: 'EVA', value: 11, maxValue: 10 }))).toBe(MSG.careScoreValueInvalid);
    expect(firstMessage(PainCreateSchema.safeParse({ level: 11, location: 'Joelho' }))).toBe(MSG.carePainLevelInvalid);
  });
});
