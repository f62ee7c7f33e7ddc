import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import { isAdmitted, isRejected } from '@abasto/domain/supplier-rating';
import { AppError } from '../../lib/app-error.ts';

export interface EligibilityRow {
  id: number;
  razon_social: string;
  nombre_fantasia: string | null;
  calificacion: string | null;
  admision: string | null;
}

const namesOf = (rows: EligibilityRow[]) =>
  rows
    .slice(0, 10)
    .map((r) => r.nombre_fantasia || r.razon_social)
    .join(', ') + (rows.length > 10 ? '…' : '');

/**
 * Who may receive a quotation request now (docs/product.md#qualification,
 * docs/product.md#supplier-admission): not a supplier whose request is not accepted
 * (SUPPLIER_NOT_ADMITTED), nor one rated Rechazado (SUPPLIER_REJECTED). 409: the request is
 * well formed, the suppliers' present state refuses it; without them it would pass. The same
 * refusal answers a new request and a resend to one recipient.
 */
export function refuseIneligible(rows: EligibilityRow[]): void {
  const notAdmitted = rows.filter((r) => !isAdmitted(r.admision));
  if (notAdmitted.length > 0) {
    throw new AppError(
      409,
      'SUPPLIER_NOT_ADMITTED',
      fillMessage(MSG.admissionNotAcceptedSuppliers, { names: namesOf(notAdmitted) }),
      notAdmitted.map((r) => ({ id: r.id, razonSocial: r.razon_social })),
    );
  }
  const rejected = rows.filter((r) => isRejected(r.calificacion));
  if (rejected.length > 0) {
    throw new AppError(
      409,
      'SUPPLIER_REJECTED',
      fillMessage(MSG.qualificationRejectedSuppliers, { names: namesOf(rejected) }),
      rejected.map((r) => ({ id: r.id, razonSocial: r.razon_social })),
    );
  }
}
