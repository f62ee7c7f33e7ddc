import { MSG } from '@abasto/domain/messages';
import { describe, expect, it } from 'vitest';
import { emptyPrescriptionForm, emptyRemedio, prescriptionInputOf, validatePrescriptionForm } from './prescription-form-values.ts';

describe('prescription form values', () => {
  it('shows the server\'s messages by field path', () => {
    const values = emptyPrescriptionForm();
    values.remedios = [{ ...emptyRemedio(), dose: '500' }];
    expect(validatePrescriptionForm(values)).toEqual({
      title: MSG.carePrescriptionTitleRequired,
      patientId: MSG.careRecordPatientRequired,
      'remedios.0.name': MSG.careRemedioNameRequired,
    });
  });

  it('drops rows left completely empty and sends the patient as a number', () => {
    const values = { ...emptyPrescriptionForm(), title: 'Receita', patientId: '4' };
    values.remedios = [emptyRemedio(), { ...emptyRemedio(), name: 'Dipirona', unit: 'mg' }, emptyRemedio()];
    expect(validatePrescriptionForm(values)).toEqual({});
    const input = prescriptionInputOf(values);
    expect(input.patientId).toBe(4);
    expect(input.remedios).toEqual([{ name: 'Dipirona', dose: '', unit: 'mg', interval: '', quantity: '', administration: null }]);
  });
});
