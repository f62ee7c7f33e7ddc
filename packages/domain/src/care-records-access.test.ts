import { describe, expect, it } from 'vitest';
import {
  canChangeContent,
  canChangePrescription,
  canChangeRecord,
  canWriteRecordFor,
  prescriptionScope,
  recordScope,
} from './care-records-access.ts';
import { can } from './permissions.ts';
import { ROLES } from './roles.ts';

const me = (role: Parameters<typeof recordScope>[0], id = 7) => ({ id, role });

describe('care records access', () => {
  it('lets a patient see only its own records; professionals and admin all; staff none', () => {
    expect(recordScope('paciente')).toBe('own');
    for (const role of ['medico', 'medico-admin', 'fisio', 'admin'] as const) expect(recordScope(role)).toBe('all');
    for (const role of ['gerente', 'analista', 'proveedor'] as const) expect(recordScope(role)).toBe('none');
  });

  it('keeps prescriptions from physiotherapists and staff', () => {
    expect(prescriptionScope('paciente')).toBe('own');
    expect(prescriptionScope('medico')).toBe('all');
    expect(prescriptionScope('medico-admin')).toBe('all');
    expect(prescriptionScope('admin')).toBe('all');
    expect(prescriptionScope('fisio')).toBe('none');
    expect(prescriptionScope('gerente')).toBe('none');
  });

  it('lets a patient write only about itself, professionals about anyone, admin about no one', () => {
    expect(canWriteRecordFor(me('paciente'), 7)).toBe(true);
    expect(canWriteRecordFor(me('paciente'), 8)).toBe(false);
    expect(canWriteRecordFor(me('fisio'), 8)).toBe(true);
    expect(canWriteRecordFor(me('medico'), 8)).toBe(true);
    expect(canWriteRecordFor(me('admin'), 8)).toBe(false);
  });

  it('leaves changes to the author or a "Médico & ADMIN"', () => {
    expect(canChangeRecord(me('medico'), 7)).toBe(true);
    expect(canChangeRecord(me('medico'), 8)).toBe(false);
    expect(canChangeRecord(me('medico'), null)).toBe(false);
    expect(canChangeRecord(me('medico-admin'), 8)).toBe(true);
    expect(canChangePrescription(me('medico'), 7)).toBe(true);
    expect(canChangePrescription(me('medico'), 8)).toBe(false);
    expect(canChangePrescription(me('medico-admin'), 8)).toBe(true);
    // A patient never changes a prescription, even one naming it.
    expect(canChangePrescription(me('paciente'), 7)).toBe(false);
    expect(canChangeContent(me('fisio'), 7)).toBe(true);
    expect(canChangeContent(me('fisio'), 8)).toBe(false);
    expect(canChangeContent(me('admin'), 8)).toBe(true);
    expect(canChangeContent(me('paciente'), 7)).toBe(false);
  });

  it('gives the care permissions to the care roles only', () => {
    for (const role of ROLES) {
      const care = ['medico', 'paciente', 'fisio', 'medico-admin', 'admin'].includes(role);
      expect(can(role, 'care'), role).toBe(care);
    }
    expect(ROLES.filter((r) => can(r, 'care.prescribe'))).toEqual(['medico', 'medico-admin']);
    expect(ROLES.filter((r) => can(r, 'care.lists'))).toEqual(['admin', 'medico-admin']);
    expect(ROLES.filter((r) => can(r, 'care.content'))).toEqual(['admin', 'medico', 'fisio', 'medico-admin']);
    expect(ROLES.filter((r) => can(r, 'care.prescriptions'))).toEqual(['admin', 'medico', 'paciente', 'medico-admin']);
  });
});
