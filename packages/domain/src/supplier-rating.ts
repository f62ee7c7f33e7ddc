/**
 * Who may receive a quotation request (docs/product.md#qualification,
 * docs/product.md#supplier-admission). In a module of its own, without zod, for the supplier list
 * on the first screen.
 */
import { MSG } from './messages.ts';

export const REJECTED_RATING = 'Rechazado';

/** Whether a rating keeps a supplier out of quotation requests. */
export function isRejected(calificacion: string | null | undefined): boolean {
  return calificacion === REJECTED_RATING;
}

/**
 * The admission of a supplier (docs/product.md#supplier-admission): a public registration is a
 * request (Pendiente) that staff accept or reject; staff-created suppliers are Aceptado.
 */
export const ADMISSION_PENDING = 'Pendiente';
export const ADMISSION_ACCEPTED = 'Aceptado';
export const ADMISSION_REJECTED = 'Rechazado';
export const ADMISSION_STATES = [ADMISSION_PENDING, ADMISSION_ACCEPTED, ADMISSION_REJECTED] as const;
export type AdmissionState = (typeof ADMISSION_STATES)[number];

/** Whether a supplier's admission lets it receive quotation requests. */
export function isAdmitted(admision: string | null | undefined): boolean {
  return admision == null || admision === ADMISSION_ACCEPTED;
}

/**
 * Whether a supplier may be written to about a request now: accepted and not rated Rechazado.
 * A request's reminders skip a supplier that fell out after it was sent.
 */
export function mayReceiveRequests(supplier: { admision: string | null | undefined; calificacion: string | null | undefined }): boolean {
  return isAdmitted(supplier.admision) && !isRejected(supplier.calificacion);
}

/**
 * Why a supplier may not receive a quotation request, as the list, the picker and the confirm
 * screen show it; null when it may. The admission comes first: a request not yet accepted says so.
 */
export function requestRefusalReason(supplier: { admision?: string | null; calificacion?: string | null }): string | null {
  if (supplier.admision === ADMISSION_PENDING) return MSG.admissionPendingReason;
  if (!isAdmitted(supplier.admision)) return MSG.admissionRejectedReason;
  if (isRejected(supplier.calificacion)) return MSG.qualificationRejectedReason;
  return null;
}
