import type { Proveedor, RadioFormEntry } from '@abasto/domain/supplier';
import {
  DEFAULT_ACTIVIDAD,
  DEFAULT_PAIS,
  DEFAULT_RUBRO,
  DEFAULT_SEGMENTO,
  DEFAULT_TIPO_PROVEEDOR,
} from '@abasto/domain/supplier-enums';

/** What the supplier form edits: text as typed, numbers as the number inputs hold them. */
export interface SupplierFormValues {
  pais: string;
  registro: string;
  tipoProveedor: string;
  razonSocial: string;
  nombreFantasia: string;
  actividad: string;
  inicioActividad: string | null;
  capitalSocial: number | string;
  cantidadEmpleados: number | string;
  representanteLegal: string;
  documentoIdentidad: string;
  puesto: string;
  celularRepresentante: string;
  nombreEjecutivo: string;
  telefonoEjecutivo: string;
  /** Several addresses in one text, separated by commas. */
  emailEjecutivo: string;
  estado: string;
  ciudad: string;
  calle: string;
  telephone: string;
  telephone2: string;
  tipoTelephone: string;
  website: string;
  email: string;
  segmento: string;
  rubro: string[];
  especialidad: string;
  detalle: string;
  calificacion: string | null;
  radioForm: RadioFormEntry[];
}

export type SupplierFormField = keyof SupplierFormValues;

/** A new supplier: the defaults of docs/product.md#limits-and-defaults. */
export function emptySupplierForm(): SupplierFormValues {
  return {
    pais: DEFAULT_PAIS,
    registro: '',
    tipoProveedor: DEFAULT_TIPO_PROVEEDOR,
    razonSocial: '',
    nombreFantasia: '',
    actividad: DEFAULT_ACTIVIDAD,
    inicioActividad: null,
    capitalSocial: '',
    cantidadEmpleados: '',
    representanteLegal: '',
    documentoIdentidad: '',
    puesto: '',
    celularRepresentante: '',
    nombreEjecutivo: '',
    telefonoEjecutivo: '',
    emailEjecutivo: '',
    estado: '',
    ciudad: '',
    calle: '',
    telephone: '',
    telephone2: '',
    tipoTelephone: '',
    website: '',
    email: '',
    segmento: DEFAULT_SEGMENTO,
    rubro: [DEFAULT_RUBRO],
    especialidad: '',
    detalle: '',
    calificacion: null,
    radioForm: [],
  };
}

export function supplierToForm(p: Proveedor): SupplierFormValues {
  return {
    pais: p.pais,
    registro: p.registro,
    tipoProveedor: p.tipoProveedor,
    razonSocial: p.razonSocial,
    nombreFantasia: p.nombreFantasia ?? '',
    actividad: p.actividad,
    inicioActividad: p.inicioActividad,
    capitalSocial: p.capitalSocial ?? '',
    cantidadEmpleados: p.cantidadEmpleados ?? '',
    representanteLegal: p.representanteLegal ?? '',
    documentoIdentidad: p.documentoIdentidad ?? '',
    puesto: p.puesto ?? '',
    celularRepresentante: p.celularRepresentante ?? '',
    nombreEjecutivo: p.nombreEjecutivo ?? '',
    telefonoEjecutivo: p.telefonoEjecutivo ?? '',
    emailEjecutivo: p.emailEjecutivo.join(', '),
    estado: p.estado ?? '',
    ciudad: p.ciudad ?? '',
    calle: p.calle ?? '',
    telephone: p.telephone ?? '',
    telephone2: p.telephone2 ?? '',
    tipoTelephone: p.tipoTelephone ?? '',
    website: p.website ?? '',
    email: p.email ?? '',
    segmento: p.segmento,
    rubro: p.rubro,
    especialidad: p.especialidad ?? '',
    detalle: p.detalle ?? '',
    calificacion: p.calificacion,
    radioForm: p.radioForm,
  };
}

/** The body of a create or an edit; the server trims, splits the e-mails and turns '' into null. */
export function formToBody(values: SupplierFormValues): Record<string, unknown> {
  return { ...values };
}
