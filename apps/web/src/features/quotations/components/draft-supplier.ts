import type { Proveedor } from '@abasto/domain/supplier';
import type { DraftSupplier } from './quotation-draft.ts';

/** A listed supplier as a quotation recipient: the name shown and the address it goes to. */
export function toDraftSupplier(
  p: Pick<Proveedor, '_id' | 'nombreFantasia' | 'razonSocial' | 'emailEjecutivo' | 'email'> &
    Partial<Pick<Proveedor, 'calificacion' | 'admision'>> & { documentosVencidos?: boolean },
): DraftSupplier {
  const executive = Array.isArray(p.emailEjecutivo) ? p.emailEjecutivo.find((e) => e) : p.emailEjecutivo;
  return {
    _id: Number(p._id),
    name: (p.nombreFantasia || p.razonSocial || '').toString(),
    email: (executive || p.email || '').toString(),
    calificacion: p.calificacion ?? null,
    documentosVencidos: p.documentosVencidos === true,
    admision: p.admision ?? null,
  };
}
