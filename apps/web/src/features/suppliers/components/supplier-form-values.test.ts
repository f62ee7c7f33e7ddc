import type { Proveedor } from '@abasto/domain/supplier';
import { STAFF_CREATE_RULES, SupplierInputSchema, liveErrors, ruleFailure } from '@abasto/domain/supplier';
import { describe, expect, it } from 'vitest';
import { emptySupplierForm, formToBody, supplierToForm } from './supplier-form-values.ts';

const record: Proveedor = {
  _id: 7,
  id: 7,
  pais: 'Brasil',
  registro: '12.345.678/0001-90',
  tipoProveedor: 'PERSONA JURÍDICA EXTRANJERA',
  razonSocial: 'Bombas Sul Ltda.',
  nombreFantasia: null,
  actividad: 'Bienes',
  inicioActividad: '2001-03-04',
  capitalSocial: null,
  cantidadEmpleados: 12,
  representanteLegal: null,
  documentoIdentidad: null,
  puesto: null,
  celularRepresentante: null,
  nombreEjecutivo: 'Ana Souza',
  telefonoEjecutivo: '5541999',
  emailEjecutivo: ['ana@bombassul.com.br', 'vendas@bombassul.com.br'],
  estado: 'Paraná',
  ciudad: 'Curitiba',
  calle: 'Rua XV 100',
  telephone: '554130303',
  telephone2: null,
  tipoTelephone: '55',
  website: null,
  email: 'contato@bombassul.com.br',
  segmento: 'EQUIPOS DE PROYECTO',
  rubro: ['Bombas'],
  especialidad: null,
  detalle: null,
  calificacion: 'Bueno',
  admision: 'Aceptado',
  radioForm: [],
  role: 'proveedor',
  invitedBy: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  version: 1,
};

describe('supplier form values', () => {
  it('starts with the defaults of the specification', () => {
    expect(emptySupplierForm()).toMatchObject({
      pais: 'Paraguay',
      tipoProveedor: 'S.A.',
      actividad: 'Bienes y Servicios',
      segmento: 'OTROS',
      rubro: ['Otros'],
    });
  });

  it('an empty new form breaks no live check but misses the required fields', () => {
    const values = emptySupplierForm();
    expect(liveErrors(values)).toEqual([]);
    expect(ruleFailure(values, STAFF_CREATE_RULES)?.path).toBe('email');
  });

  it('round-trips a record through the form and the body the server parses', () => {
    const form = supplierToForm(record);
    expect(form.emailEjecutivo).toBe('ana@bombassul.com.br, vendas@bombassul.com.br');
    expect(form.nombreFantasia).toBe('');
    const parsed = SupplierInputSchema.parse(formToBody(form));
    expect(parsed.emailEjecutivo).toEqual(record.emailEjecutivo);
    expect(parsed.nombreFantasia).toBeNull();
    expect(parsed.capitalSocial).toBeNull();
    expect(parsed.cantidadEmpleados).toBe(12);
    expect(parsed.inicioActividad).toBe('2001-03-04');
  });
});
