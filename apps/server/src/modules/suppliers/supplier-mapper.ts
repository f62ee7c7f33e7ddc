import type { Proveedor, RadioFormEntry } from '@abasto/domain/supplier';
import type { suppliers } from '../../db/schema/suppliers.ts';

export type SupplierRow = Omit<typeof suppliers.$inferSelect, 'searchText'>;

export interface InvitedBy {
  name: string;
  lastName: string;
  email: string;
}

/** The record as the API answers it, field by field: internal columns (search_text) never leave. */
export function toProveedor(row: SupplierRow, invitedBy: InvitedBy | null = null): Proveedor {
  return {
    _id: row.id,
    id: row.id,
    pais: row.pais,
    registro: row.registro,
    tipoProveedor: row.tipoProveedor,
    razonSocial: row.razonSocial,
    nombreFantasia: row.nombreFantasia,
    actividad: row.actividad,
    inicioActividad: row.inicioActividad,
    capitalSocial: row.capitalSocial == null ? null : Number(row.capitalSocial),
    cantidadEmpleados: row.cantidadEmpleados,
    representanteLegal: row.representanteLegal,
    documentoIdentidad: row.documentoIdentidad,
    puesto: row.puesto,
    celularRepresentante: row.celularRepresentante,
    nombreEjecutivo: row.nombreEjecutivo,
    telefonoEjecutivo: row.telefonoEjecutivo,
    emailEjecutivo: row.emailEjecutivo,
    estado: row.estado,
    ciudad: row.ciudad,
    calle: row.calle,
    telephone: row.telephone,
    telephone2: row.telephone2,
    tipoTelephone: row.tipoTelephone,
    website: row.website,
    email: row.email,
    segmento: row.segmento,
    rubro: row.rubro,
    especialidad: row.especialidad,
    detalle: row.detalle,
    calificacion: row.calificacion,
    admision: row.admision,
    radioForm: radioFormOf(row.radioForm),
    role: 'proveedor',
    invitedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** The stored answers read loosely (a jsonb list of {pregunta, respuesta}). */
export function radioFormOf(value: unknown): RadioFormEntry[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
    .map((e) => ({ pregunta: String(e.pregunta ?? ''), respuesta: String(e.respuesta ?? '') }));
}

/** The invitedBy of a joined users row, or null when nobody (or a deleted user) created it. */
export function invitedByOf(user: InvitedBy | null | undefined): InvitedBy | null {
  return user ? { name: user.name, lastName: user.lastName, email: user.email } : null;
}
