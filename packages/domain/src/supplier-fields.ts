import { MSG } from './messages.ts';

/**
 * The Proveedor record's fields as the screens show them (docs/product.md#supplier-record): their
 * labels and limits, without zod, so that a supplier consulted on a phone does not bring the schemas
 * (the record's checks are in supplier.ts, which re-exports all of this).
 */

export const SUPPLIER_FIELDS = [
  'pais',
  'registro',
  'tipoProveedor',
  'razonSocial',
  'nombreFantasia',
  'actividad',
  'inicioActividad',
  'capitalSocial',
  'cantidadEmpleados',
  'representanteLegal',
  'documentoIdentidad',
  'puesto',
  'celularRepresentante',
  'nombreEjecutivo',
  'telefonoEjecutivo',
  'emailEjecutivo',
  'estado',
  'ciudad',
  'calle',
  'telephone',
  'telephone2',
  'tipoTelephone',
  'website',
  'email',
  'segmento',
  'rubro',
  'especialidad',
  'detalle',
  'calificacion',
  'radioForm',
] as const;
export type SupplierField = (typeof SUPPLIER_FIELDS)[number];

export const SUPPLIER_FIELD_LABELS: Record<SupplierField, string> = {
  pais: MSG.supplierFieldPais,
  registro: MSG.supplierFieldRegistro,
  tipoProveedor: MSG.supplierFieldTipoProveedor,
  razonSocial: MSG.supplierFieldRazonSocial,
  nombreFantasia: MSG.supplierFieldNombreFantasia,
  actividad: MSG.supplierFieldActividad,
  inicioActividad: MSG.supplierFieldInicioActividad,
  capitalSocial: MSG.supplierFieldCapitalSocial,
  cantidadEmpleados: MSG.supplierFieldCantidadEmpleados,
  representanteLegal: MSG.supplierFieldRepresentanteLegal,
  documentoIdentidad: MSG.supplierFieldDocumentoIdentidad,
  puesto: MSG.supplierFieldPuesto,
  celularRepresentante: MSG.supplierFieldCelularRepresentante,
  nombreEjecutivo: MSG.supplierFieldNombreEjecutivo,
  telefonoEjecutivo: MSG.supplierFieldTelefonoEjecutivo,
  emailEjecutivo: MSG.supplierFieldEmailEjecutivo,
  estado: MSG.supplierFieldEstado,
  ciudad: MSG.supplierFieldCiudad,
  calle: MSG.supplierFieldCalle,
  telephone: MSG.supplierFieldTelephone,
  telephone2: MSG.supplierFieldTelephone2,
  tipoTelephone: MSG.supplierFieldTipoTelephone,
  website: MSG.supplierFieldWebsite,
  email: MSG.supplierFieldEmail,
  segmento: MSG.supplierFieldSegmento,
  rubro: MSG.supplierFieldRubro,
  especialidad: MSG.supplierFieldEspecialidad,
  detalle: MSG.supplierFieldDetalle,
  calificacion: MSG.supplierFieldCalificacion,
  radioForm: MSG.supplierFieldRadioForm,
};

/** Longest text each field takes: generous for real data, far below what could hurt. */
export const SUPPLIER_MAX_LENGTH = {
  registro: 30,
  razonSocial: 200,
  nombreFantasia: 200,
  representanteLegal: 150,
  documentoIdentidad: 30,
  puesto: 100,
  celularRepresentante: 20,
  nombreEjecutivo: 150,
  telefonoEjecutivo: 20,
  email: 254,
  estado: 100,
  ciudad: 100,
  calle: 300,
  telephone: 20,
  telephone2: 20,
  tipoTelephone: 6,
  website: 300,
  especialidad: 200,
  detalle: 5000,
} as const satisfies Partial<Record<SupplierField, number>>;

export const SUPPLIER_MAX_EMAILS_EJECUTIVO = 10;
export const SUPPLIER_MAX_RADIO_FORM = 40;
/** numeric(18,2) holds up to 10^16; a capital above 10^15 USD is a typing mistake. */
export const SUPPLIER_MAX_CAPITAL = 1e15;
export const SUPPLIER_MAX_EMPLOYEES = 10_000_000;

/** The answers of the form's questionnaire (radioForm). */
export const RADIO_FORM_ANSWERS = ['Sí', 'No', 'No aplica'] as const;
