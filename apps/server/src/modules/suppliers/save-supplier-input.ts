import { MSG } from '@abasto/domain/messages';
import { type SupplierRules, type ValidSupplierInput, validateSupplier } from '@abasto/domain/supplier';
import type { suppliers } from '../../db/schema/suppliers.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';

/** Runs the domain validation of a save; a refusal answers 400 with the first message and every issue. */
export function validSupplierInput(input: unknown, rules: SupplierRules): ValidSupplierInput {
  const result = validateSupplier(input, rules);
  if (!result.ok) throw new AppError(400, 'VALIDATION', result.message, result.issues);
  return result.value;
}

/**
 * The columns a save writes, from validated input. Not calificacion nor radioForm: they change
 * only through the qualification calls (docs/product.md#qualification), so a create starts
 * No evaluado and unanswered, and an edit that sends them back (the form sends the whole record)
 * leaves them as they are.
 */
export function supplierColumns(v: ValidSupplierInput) {
  return {
    pais: v.pais,
    registro: v.registro,
    tipoProveedor: v.tipoProveedor,
    razonSocial: v.razonSocial,
    nombreFantasia: v.nombreFantasia,
    actividad: v.actividad,
    inicioActividad: v.inicioActividad,
    capitalSocial: v.capitalSocial,
    cantidadEmpleados: v.cantidadEmpleados,
    representanteLegal: v.representanteLegal,
    documentoIdentidad: v.documentoIdentidad,
    puesto: v.puesto,
    celularRepresentante: v.celularRepresentante,
    nombreEjecutivo: v.nombreEjecutivo,
    telefonoEjecutivo: v.telefonoEjecutivo,
    emailEjecutivo: v.emailEjecutivo,
    estado: v.estado,
    ciudad: v.ciudad,
    calle: v.calle,
    telephone: v.telephone,
    telephone2: v.telephone2,
    tipoTelephone: v.tipoTelephone,
    website: v.website,
    email: v.email,
    segmento: v.segmento,
    rubro: v.rubro,
    especialidad: v.especialidad,
    detalle: v.detalle,
  } satisfies Partial<typeof suppliers.$inferInsert>;
}

/** A second supplier with the same pais and registro is a 409 with a clear message. */
export function duplicateAsConflict(err: unknown): never {
  if (isUniqueViolation(err, 'suppliers_pais_registro_key')) throw AppError.conflict(MSG.supplierDuplicate);
  throw err;
}

/** Whether an error is the duplicate refusal above (the public registration answers replays). */
export function isDuplicateSupplier(err: unknown): boolean {
  return err instanceof AppError && err.statusCode === 409 && err.message === MSG.supplierDuplicate;
}
