import { can } from './permissions.ts';
import type { Role } from './roles.ts';

/**
 * Who may see and change a patient's clinical records (prescriptions, scores, pain diary,
 * timeline, orders). The server applies these rules in every use case; the screens read them
 * only to hide what the server would refuse anyway.
 *
 * - A patient sees only its own records.
 * - Care professionals (medico, medico-admin, fisio) see every patient's records: they treat them.
 * - admin reads everything (the care area's administrator) but writes no clinical record.
 * - A record is changed or deleted by whoever wrote it, or by a 'Médico & ADMIN' (supervision).
 */

export const CARE_PROFESSIONAL_ROLES = ['medico', 'medico-admin', 'fisio'] as const satisfies readonly Role[];

export function isCareProfessional(role: Role): boolean {
  return (CARE_PROFESSIONAL_ROLES as readonly Role[]).includes(role);
}

/** 'all' patients, only the caller's 'own' records, or 'none'. */
export type PatientScope = 'all' | 'own' | 'none';

export function recordScope(role: Role): PatientScope {
  if (role === 'paciente') return 'own';
  if (isCareProfessional(role) || role === 'admin') return 'all';
  return 'none';
}

/** Whether `user` may write a record about patient `patientId`. */
export function canWriteRecordFor(user: { id: number; role: Role }, patientId: number): boolean {
  if (user.role === 'paciente') return user.id === patientId;
  return isCareProfessional(user.role);
}

/** Whether `user` may change or delete a record written by `authorId`. */
export function canChangeRecord(user: { id: number; role: Role }, authorId: number | null): boolean {
  return user.role === 'medico-admin' || (authorId !== null && user.id === authorId);
}

/**
 * Prescriptions are stricter than other records: a physiotherapist does not read them, and only
 * doctors write them (their author, or a 'Médico & ADMIN', changes them).
 */
export function prescriptionScope(role: Role): PatientScope {
  if (!can(role, 'care.prescriptions')) return 'none';
  return role === 'paciente' ? 'own' : 'all';
}

export function canChangePrescription(user: { id: number; role: Role }, doctorId: number): boolean {
  if (!can(user.role, 'care.prescribe')) return false;
  return user.role === 'medico-admin' || user.id === doctorId;
}

/** Content of the library: professionals and admin write; the author or an administrator changes. */
export function canChangeContent(user: { id: number; role: Role }, authorId: number | null): boolean {
  if (!can(user.role, 'care.content')) return false;
  return user.role === 'admin' || user.role === 'medico-admin' || (authorId !== null && user.id === authorId);
}
