import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { suppliers } from '../../src/db/schema/suppliers.ts';
import { userWithToken } from './factories.ts';

let counter = 0;
const nextRegistro = () => {
  counter += 1;
  return `${70_000_000 + counter * 7 + (process.pid % 7)}-${counter % 10}`;
};

/** A body that passes every rule of staff create; any field can be overridden. */
export function supplierBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    pais: 'Paraguay',
    registro: nextRegistro(),
    tipoProveedor: 'S.A.',
    razonSocial: 'Hormigones del Paraná S.A.',
    nombreFantasia: 'Hormigones del Paraná',
    actividad: 'Bienes y Servicios',
    inicioActividad: '2004-08-15',
    capitalSocial: 1_500_000,
    cantidadEmpleados: 85,
    representanteLegal: 'Rosa Villalba',
    documentoIdentidad: '2345678',
    puesto: 'Presidente',
    celularRepresentante: '0981222333',
    nombreEjecutivo: 'Diego Acosta',
    telefonoEjecutivo: '0982444555',
    emailEjecutivo: ['diego.acosta@hormigonesparana.com.py'],
    estado: 'Alto Paraná',
    ciudad: 'Ciudad del Este',
    calle: 'Ruta PY02 km 8',
    telephone: '061500600',
    telephone2: '',
    tipoTelephone: '595',
    website: 'https://www.hormigonesparana.com.py',
    email: 'info@hormigonesparana.com.py',
    segmento: 'CONSTRUCCIÓN CIVIL',
    rubro: ['Hormigón Elaborado'],
    especialidad: '',
    detalle: 'Hormigón elaborado H21 a H35 con bombeo.',
    calificacion: 'Bueno',
    radioForm: [],
    ...overrides,
  };
}

export type SupplierRowOverrides = Partial<typeof suppliers.$inferInsert>;

/** A supplier written straight to the database (for lists, filters and permissions). */
export async function createSupplierRow(db: Db, overrides: SupplierRowOverrides = {}) {
  const [row] = await db
    .insert(suppliers)
    .values({
      pais: 'Paraguay',
      registro: nextRegistro(),
      tipoProveedor: 'S.A.',
      razonSocial: 'Proveedora Genérica S.A.',
      nombreFantasia: 'Proveedora Genérica',
      actividad: 'Bienes',
      segmento: 'OTROS',
      rubro: ['Otros'],
      ciudad: 'Luque',
      estado: 'Central',
      calle: 'Calle 1',
      telephone: '021600700',
      email: 'info@generica.com.py',
      emailEjecutivo: ['ventas@generica.com.py'],
      nombreEjecutivo: 'Hugo Ortiz',
      telefonoEjecutivo: '0981000111',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('supplier not created');
  return row;
}

/** A proveedor login linked to a new supplier, with its token. */
export async function proveedorWithToken(app: App, overrides: SupplierRowOverrides = {}) {
  const supplier = await createSupplierRow(app.ctx.db, overrides);
  const login = await userWithToken(app, 'proveedor', { supplierId: supplier.id });
  return { ...login, supplier };
}
