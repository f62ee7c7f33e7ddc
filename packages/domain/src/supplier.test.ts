import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { contactEmail } from './supplier-contact.ts';
import {
  dateOnly,
  emailList,
  fieldMessage,
  LIVE_CHECKS,
  liveError,
  liveErrors,
  missingFields,
  ruleFailure,
  STAFF_CREATE_RULES,
  SUPPLIER_EDIT_RULES,
  SUPPLIER_FIELDS,
  SUPPLIER_MAX_LENGTH,
  type SupplierField,
  SupplierInputSchema,
  SupplierLiveSchema,
  supplierChecks,
  supplierProblems,
  validateSupplier,
} from './supplier.ts';
import {
  ACTIVIDADES,
  CALIFICACIONES,
  DEFAULT_ACTIVIDAD,
  DEFAULT_PAIS,
  DEFAULT_RUBRO,
  DEFAULT_SEGMENTO,
  DEFAULT_TIPO_PROVEEDOR,
  PAISES,
  RUBROS,
  SEGMENTOS,
  TIPOS_PROVEEDOR,
} from './supplier-enums.ts';

/** A supplier that passes every rule of staff create. */
const completeSupplier = {
  pais: 'Paraguay',
  registro: '80012345-6',
  tipoProveedor: 'S.A.',
  razonSocial: 'Cementos del Sur S.A.',
  nombreFantasia: 'Cementos del Sur',
  actividad: 'Bienes',
  inicioActividad: '1998-04-01',
  capitalSocial: 250000,
  cantidadEmpleados: 40,
  representanteLegal: 'Pedro Duarte',
  documentoIdentidad: '3456789',
  puesto: 'Director',
  celularRepresentante: '0981555123',
  nombreEjecutivo: 'María López',
  telefonoEjecutivo: '0981555124',
  emailEjecutivo: ['ventas@cementosdelsur.com.py'],
  estado: 'Central',
  ciudad: 'Asunción',
  calle: 'Av. Mariscal López 1234',
  telephone: '021555123',
  telephone2: '',
  tipoTelephone: '595',
  website: 'https://cementosdelsur.com.py',
  email: 'info@cementosdelsur.com.py',
  segmento: 'MATERIA PRIMA',
  rubro: ['Cementos'],
  especialidad: '',
  detalle: 'Cemento portland tipo I y II',
  calificacion: 'Bueno',
  radioForm: [],
};

describe('enumerations', () => {
  it.each([
    ['pais', PAISES, 71, DEFAULT_PAIS, 'Paraguay'],
    ['tipoProveedor', TIPOS_PROVEEDOR, 20, DEFAULT_TIPO_PROVEEDOR, 'S.A.'],
    ['rubro', RUBROS, 43, DEFAULT_RUBRO, 'Otros'],
    ['segmento', SEGMENTOS, 9, DEFAULT_SEGMENTO, 'OTROS'],
    ['actividad', ACTIVIDADES, 4, DEFAULT_ACTIVIDAD, 'Bienes y Servicios'],
  ] as const)('%s has %i distinct values and its documented default', (_name, list, size, def, expected) => {
    expect(list).toHaveLength(size);
    expect(new Set(list).size).toBe(size);
    expect(def).toBe(expected);
    expect(list as readonly string[]).toContain(def);
  });

  it('contains every value the product names', () => {
    expect(TIPOS_PROVEEDOR).toEqual(
      expect.arrayContaining([
        'ADES',
        'C.E.I.S.A.',
        'COASEGURO',
        'CONSORCIO',
        'COOPERATIVAS',
        'E.I.R.L.',
        'S.A.E.',
        'S.A.I.C.',
        'OTROS',
        'PERSONA FÍSICA EXTRANJERA',
        'PERSONA JURÍDICA EXTRANJERA',
      ]),
    );
    expect(SEGMENTOS).toEqual([
      'CATÁLOGO DE PIEZAS',
      'SERVICIOS DE CONSULTORÍA',
      'CONSTRUCCIÓN CIVIL',
      'MATERIA PRIMA',
      'SERVICIOS',
      'MONTAJE',
      'EQUIPOS DE PROYECTO',
      'SERVICIOS FORESTALES',
      'OTROS',
    ]);
    expect(ACTIVIDADES).toEqual(['Bienes', 'Servicios', 'Bienes y Servicios', 'Subcontratista']);
    expect(CALIFICACIONES).toEqual(['No evaluado', 'Rechazado', 'Bueno', 'Muy bueno', 'Excelente']);
    // The kinds of rubro docs/product.md#supplier-value-lists names: cements, wood, metals, paint, plumbing, tools, pumps, IT,
    // freight, subcontracts, services, rentals and others.
    for (const r of [
      'Cementos',
      'Maderas',
      'Hierros y Aceros',
      'Pinturas',
      'Plomería',
      'Herramientas',
      'Bombas',
      'Informática',
      'Fletes',
      'Subcontratos',
      'Servicios Técnicos',
      'Alquiler de Equipos',
      'Otros',
    ]) {
      expect(RUBROS as readonly string[]).toContain(r);
    }
    for (const p of ['Paraguay', 'Argentina', 'Brasil', 'Bolivia', 'Uruguay', 'Chile', 'China', 'Estados Unidos']) {
      expect(PAISES as readonly string[]).toContain(p);
    }
  });
});

describe('live field checks', () => {
  // field, a value that breaks the rule, the exact message, values that pass.
  const table: [SupplierField, unknown, string, unknown[]][] = [
    ['capitalSocial', 0, 'El valor ingresado para el capital social no es válido.', [1, '1500', 99.5, '', null]],
    ['capitalSocial', -5, 'El valor ingresado para el capital social no es válido.', []],
    ['capitalSocial', 'mucho', 'El valor ingresado para el capital social no es válido.', []],
    ['cantidadEmpleados', 0, 'El valor ingresado para la cantidad de empleados no es válido.', [1, '12', '']],
    ['cantidadEmpleados', 2.5, 'El valor ingresado para la cantidad de empleados no es válido.', []],
    [
      'website',
      'no es un sitio',
      'El sitio web ingresado no es válido',
      ['https://empresa.com.py', 'www.empresa.com', 'empresa.com.py/contacto', 'http://empresa.com:8080/a?b=c', ''],
    ],
    ['website', 'javascript:alert(1)', 'El sitio web ingresado no es válido', []],
    ['email', 'ana', 'El mail ingresado no es válido', ['ana@empresa.com', '']],
    ['email', 'ana@empresa', 'El mail ingresado no es válido', []],
    [
      'emailEjecutivo',
      ['ok@empresa.com', 'mal'],
      'El mail del ejecutivo de cuenta no es válido',
      [['ok@empresa.com'], 'a@b.com, c@d.com', [], ''],
    ],
    ['emailEjecutivo', 'sin-arroba', 'El mail del ejecutivo de cuenta no es válido', []],
    [
      'inicioActividad',
      '1900-12-31',
      'La fecha de inicio de actividades no es válida.',
      ['1901-01-01', '2020-02-29', '2021-06-01T00:00:00.000Z', '', null],
    ],
    ['inicioActividad', '2021-02-30', 'La fecha de inicio de actividades no es válida.', []],
    ['inicioActividad', 'ayer', 'La fecha de inicio de actividades no es válida.', []],
    ['telephone', '021-555', 'El telefono 1 no es válido', ['021555123', '']],
    ['telephone2', 'abc', 'El telefono 2 no es válido', ['0215', '']],
    ['celularRepresentante', '+595981', 'El celular del representante no es válido', ['0981555123', '', null]],
    ['telefonoEjecutivo', '0981 555', 'El telefono del ejecutivo no es válido', ['0981555', '']],
    ['registro', '<script>', MSG.supplierRegistroInvalid, ['80012345-6', '12.345.678/0001-90', 'A-123']],
  ];

  it.each(table)('%s = %j gives its message', (field, bad, message, goods) => {
    expect(liveError(field, bad)).toBe(message);
    for (const good of goods) expect(liveError(field, good), `${field} = ${JSON.stringify(good)}`).toBeNull();
  });

  it('uses the exact texts of the catalogue', () => {
    expect(LIVE_CHECKS.map((c) => c.message)).toEqual([
      MSG.supplierRegistroInvalid,
      'El valor ingresado para el capital social no es válido.',
      'El valor ingresado para la cantidad de empleados no es válido.',
      'El sitio web ingresado no es válido',
      'El mail ingresado no es válido',
      'El mail del ejecutivo de cuenta no es válido',
      'La fecha de inicio de actividades no es válida.',
      'El telefono 1 no es válido',
      'El telefono 2 no es válido',
      'El celular del representante no es válido',
      'El telefono del ejecutivo no es válido',
    ]);
  });

  it('reports every failing field, in the order of the table', () => {
    const errors = liveErrors({ ...completeSupplier, telephone2: 'x', capitalSocial: 0, email: 'nope' });
    expect(errors).toEqual([
      { path: 'capitalSocial', message: MSG.supplierCapitalSocialInvalid },
      { path: 'email', message: MSG.supplierEmailInvalid },
      { path: 'telephone2', message: MSG.supplierTelephone2Invalid },
    ]);
    expect(liveErrors(completeSupplier)).toEqual([]);
  });
});

describe('staff create rules', () => {
  const required: SupplierField[] = [
    'email',
    'telephone',
    'pais',
    'tipoProveedor',
    'registro',
    'documentoIdentidad',
    'puesto',
    'razonSocial',
    'actividad',
    'ciudad',
    'calle',
    'segmento',
    'rubro',
    'nombreEjecutivo',
    'telefonoEjecutivo',
    'emailEjecutivo',
  ];

  it('requires exactly the documented fields', () => {
    expect([...STAFF_CREATE_RULES.required].sort()).toEqual([...required].sort());
  });

  it.each(required)('an empty %s gives "Debe completar todos los campos obligatorios."', (field) => {
    for (const empty of ['', '   ', null, undefined, []]) {
      const failure = ruleFailure({ ...completeSupplier, [field]: empty }, STAFF_CREATE_RULES);
      expect(failure).toEqual({ path: field, message: 'Debe completar todos los campos obligatorios.' });
    }
  });

  it.each([
    ['email', 'ana@empresa', 'El mail ingresado no es correcto.'],
    ['email', 'josé@empresa.com', 'El mail ingresado no es correcto.'],
    ['email', 'ana@empresa.c', 'El mail ingresado no es correcto.'],
    ['telephone', '021 555', 'El nro. de teléfono ingresado no es válido.'],
    ['tipoTelephone', '+595', 'La característica telefónica ingresada no es válida.'],
  ] as const)('%s = %j gives %j', (field, value, message) => {
    expect(ruleFailure({ ...completeSupplier, [field]: value }, STAFF_CREATE_RULES)).toEqual({ path: field, message });
  });

  it('checks in order: required, e-mail, telephone, característica', () => {
    const broken = { ...completeSupplier, email: 'x@y', telephone: 'abc', tipoTelephone: 'abc' };
    expect(ruleFailure({ ...broken, puesto: '' }, STAFF_CREATE_RULES)?.message).toBe(MSG.supplierRequired);
    expect(ruleFailure(broken, STAFF_CREATE_RULES)?.message).toBe(MSG.supplierEmailIncorrect);
    expect(ruleFailure({ ...broken, email: 'a@b.com' }, STAFF_CREATE_RULES)?.message).toBe(MSG.supplierPhoneDigits);
    expect(ruleFailure({ ...broken, email: 'a@b.com', telephone: '021' }, STAFF_CREATE_RULES)?.message).toBe(
      MSG.supplierTipoTelephoneInvalid,
    );
    expect(ruleFailure(completeSupplier, STAFF_CREATE_RULES)).toBeNull();
  });

  it('an empty característica is allowed', () => {
    expect(ruleFailure({ ...completeSupplier, tipoTelephone: '' }, STAFF_CREATE_RULES)).toBeNull();
  });
});

describe('edit rules (reading a, checks in the order of reading b)', () => {
  it('does not require documentoIdentidad and puesto, and requires the rest', () => {
    expect(ruleFailure({ ...completeSupplier, documentoIdentidad: '', puesto: '' }, SUPPLIER_EDIT_RULES)).toBeNull();
    expect([...SUPPLIER_EDIT_RULES.required].sort()).toEqual(
      STAFF_CREATE_RULES.required.filter((f) => f !== 'documentoIdentidad' && f !== 'puesto').sort(),
    );
    expect(ruleFailure({ ...completeSupplier, razonSocial: '' }, SUPPLIER_EDIT_RULES)?.message).toBe(
      'Debe completar todos los campos obligatorios.',
    );
  });

  it('runs required, e-mail, telephone, característica', () => {
    const broken = { ...completeSupplier, email: 'x', telephone: 'x', tipoTelephone: 'x' };
    expect(ruleFailure(broken, SUPPLIER_EDIT_RULES)?.message).toBe('El mail ingresado no es correcto.');
    expect(ruleFailure({ ...broken, email: 'a@b.com' }, SUPPLIER_EDIT_RULES)?.message).toBe(
      'El nro. de teléfono ingresado no es válido.',
    );
    expect(ruleFailure({ ...broken, email: 'a@b.com', telephone: '1' }, SUPPLIER_EDIT_RULES)?.message).toBe(
      'La característica telefónica ingresada no es válida.',
    );
  });
});

describe('reusable parts for other screens', () => {
  it('builds a wizard-like rule set from the same checks', () => {
    const rules = {
      required: ['email', 'telephone'] as const,
      requiredMessage: 'Debe completar todos los campos.',
      checks: [
        supplierChecks.emailAddress('El mail ingresado no es correcto.'),
        supplierChecks.digits('telephone', 'El nro. de teléfono ingresado no es válido.'),
        supplierChecks.minLength('telephone', 4, 'El Telefono ingresado no es válido.'),
      ],
    };
    expect(ruleFailure({ email: '', telephone: '021' }, rules)?.message).toBe('Debe completar todos los campos.');
    expect(ruleFailure({ email: 'a@b.com', telephone: '021' }, rules)?.message).toBe(
      'El Telefono ingresado no es válido.',
    );
    expect(missingFields({ email: 'a@b.com' }, rules.required)).toEqual(['telephone']);
  });

  it('supplierProblems lists the first rule failure, then every live error', () => {
    const problems = supplierProblems({ ...completeSupplier, telephone: 'abc', website: 'x' }, STAFF_CREATE_RULES);
    expect(problems.map((p) => p.message)).toEqual([
      MSG.supplierPhoneDigits,
      MSG.supplierWebsiteInvalid,
      MSG.supplierTelephoneInvalid,
    ]);
  });
});

describe('SupplierInputSchema (the shape)', () => {
  const firstMessage = (input: unknown) => {
    const r = SupplierInputSchema.safeParse(input);
    return r.success ? undefined : r.error.issues[0]?.message;
  };

  it('normalises what the forms send', () => {
    const parsed = SupplierInputSchema.parse({
      ...completeSupplier,
      razonSocial: '  Cementos del Sur S.A.  ',
      telephone2: '',
      registro: 80012345,
      capitalSocial: '250000',
      emailEjecutivo: 'a@b.com; c@d.com a@b.com',
      rubro: 'cementos',
      pais: 'PARAGUAY',
      segmento: 'materia prima',
      tipoProveedor: 's.a.',
      _id: 7,
      createdAt: '2024-01-01',
      invitedBy: { name: 'x' },
      checked: true,
    });
    expect(parsed.razonSocial).toBe('Cementos del Sur S.A.');
    expect(parsed.telephone2).toBeNull();
    expect(parsed.registro).toBe('80012345');
    expect(parsed.capitalSocial).toBe(250000);
    expect(parsed.emailEjecutivo).toEqual(['a@b.com', 'c@d.com']);
    expect(parsed.rubro).toEqual(['Cementos']);
    expect(parsed.pais).toBe('Paraguay');
    expect(parsed.segmento).toBe('MATERIA PRIMA');
    expect(parsed.tipoProveedor).toBe('S.A.');
    expect(parsed).not.toHaveProperty('_id');
    expect(parsed).not.toHaveProperty('invitedBy');
    expect(parsed).not.toHaveProperty('checked');
  });

  it('gives every absent field an empty value', () => {
    const parsed = SupplierInputSchema.parse({});
    for (const f of SUPPLIER_FIELDS) expect(parsed).toHaveProperty(f);
    expect(parsed.rubro).toEqual([]);
    expect(parsed.emailEjecutivo).toEqual([]);
    expect(parsed.radioForm).toEqual([]);
    expect(parsed.pais).toBeNull();
  });

  it.each([
    ['pais', 'Atlántida', fieldMessage(MSG.supplierOptionInvalid, 'pais')],
    ['tipoProveedor', 'S.A.X', 'El valor elegido en «Tipo de Proveedor» no está en la lista.'],
    ['actividad', 'Todo', 'El valor elegido en «Tipo de Actividad» no está en la lista.'],
    ['segmento', 7, 'El valor elegido en «Segmento» no está en la lista.'],
    ['rubro', ['Cementos', 'Caramelos'], 'El valor elegido en «Rubro» no está en la lista.'],
    ['calificacion', 'Regular', 'El valor elegido en «Calificación» no está en la lista.'],
    ['capitalSocial', 'mucho', MSG.supplierCapitalSocialInvalid],
    ['capitalSocial', true, MSG.supplierCapitalSocialInvalid],
    ['cantidadEmpleados', '3.5', MSG.supplierCantidadEmpleadosInvalid],
    ['inicioActividad', '31/12/2020', MSG.supplierInicioActividadInvalid],
    ['razonSocial', { a: 1 }, 'El valor ingresado en «Razón Social / Nombre» no es válido.'],
    ['emailEjecutivo', 5, 'El valor ingresado en «Email del Ejecutivo» no es válido.'],
    ['radioForm', 'x', 'El valor ingresado en «Cuestionario» no es válido.'],
  ] as const)('%s = %j is refused with %j', (field, value, message) => {
    expect(firstMessage({ ...completeSupplier, [field]: value })).toBe(message);
  });

  it.each(Object.entries(SUPPLIER_MAX_LENGTH))('%s takes at most %i characters', (field, max) => {
    expect(firstMessage({ [field]: 'x'.repeat(max) })).toBeUndefined();
    expect(firstMessage({ [field]: 'x'.repeat(max + 1) })).toBe(
      fieldMessage(MSG.supplierFieldTooLong, field as SupplierField, max),
    );
  });

  it('refuses a 10,000-character text with a clear message', () => {
    expect(firstMessage({ razonSocial: 'a'.repeat(10_000) })).toBe(
      'El campo «Razón Social / Nombre» admite como máximo 200 caracteres.',
    );
    expect(firstMessage({ detalle: 'a'.repeat(10_000) })).toBe(
      'El campo «Detalle de Producto/Servicio» admite como máximo 5000 caracteres.',
    );
  });

  it('keeps markup as plain text and drops NUL characters', () => {
    const parsed = SupplierInputSchema.parse({ detalle: '<script>alert(1)</script>\u0000' });
    expect(parsed.detalle).toBe('<script>alert(1)</script>');
  });

  it('limits the list fields', () => {
    const many = Array.from({ length: 11 }, (_, i) => `e${i}@empresa.com`);
    expect(firstMessage({ emailEjecutivo: many })).toBe(
      'El campo «Email del Ejecutivo» admite como máximo 10 valores.',
    );
  });
});

describe('validateSupplier', () => {
  it('accepts a complete supplier', () => {
    const r = validateSupplier(completeSupplier, STAFF_CREATE_RULES);
    expect(r.ok).toBe(true);
  });

  it('answers the shape problem first, then the rules, then the live checks', () => {
    const shape = validateSupplier({ ...completeSupplier, pais: 'Narnia', email: '' }, STAFF_CREATE_RULES);
    expect(shape).toMatchObject({ ok: false, message: fieldMessage(MSG.supplierOptionInvalid, 'pais') });

    const rule = validateSupplier({ ...completeSupplier, email: '', website: 'x' }, STAFF_CREATE_RULES);
    expect(rule).toMatchObject({ ok: false, message: MSG.supplierRequired });
    expect(!rule.ok && rule.issues.map((i) => i.path)).toEqual(['email', 'website']);

    const live = validateSupplier({ ...completeSupplier, cantidadEmpleados: 0 }, SUPPLIER_EDIT_RULES);
    expect(live).toMatchObject({ ok: false, message: MSG.supplierCantidadEmpleadosInvalid });
  });

  it('refuses input that is not an object', () => {
    expect(validateSupplier('hola', STAFF_CREATE_RULES)).toMatchObject({ ok: false, message: MSG.invalidRequest });
    expect(validateSupplier([1, 2], STAFF_CREATE_RULES).ok).toBe(false);
  });

  it('still needs the columns every record has when a screen does not require them', () => {
    const lenient = { required: [], requiredMessage: 'Falta algo', checks: [] };
    expect(validateSupplier({ ...completeSupplier, razonSocial: '' }, lenient)).toMatchObject({
      ok: false,
      message: 'Falta algo',
    });
  });
});

describe('helpers', () => {
  it('emailList splits one text into addresses', () => {
    expect(emailList(' a@b.com,c@d.com ; e@f.com ')).toEqual(['a@b.com', 'c@d.com', 'e@f.com']);
    expect(emailList(null)).toEqual([]);
  });

  it('dateOnly keeps real days only', () => {
    expect(dateOnly('2020-02-29')).toBe('2020-02-29');
    expect(dateOnly('2021-02-29')).toBeNull();
    expect(dateOnly(new Date(Date.UTC(2020, 0, 2)))).toBe('2020-01-02');
  });

  it('contactEmail prefers the first executive e-mail', () => {
    expect(contactEmail({ emailEjecutivo: ['x@a.com', 'y@a.com'], email: 'z@a.com' })).toBe('x@a.com');
    expect(contactEmail({ emailEjecutivo: [], email: 'z@a.com' })).toBe('z@a.com');
    expect(contactEmail({ emailEjecutivo: [], email: null })).toBeNull();
  });
});

describe('SupplierLiveSchema', () => {
  it('reports each failing live check at its field, and nothing for a fine form', () => {
    const result = SupplierLiveSchema.safeParse({ inicioActividad: '1850-03-15', telephone: '12a', email: 'a@b.com' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['inicioActividad', MSG.supplierInicioActividadInvalid],
      ['telephone', MSG.supplierTelephoneInvalid],
    ]);
    expect(SupplierLiveSchema.safeParse({ inicioActividad: '1998-03-15', telephone: '021555' }).success).toBe(true);
  });
});
