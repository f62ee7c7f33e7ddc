import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { type Database, type Db, queryRows } from '../client.ts';
import { users } from '../schema/core.ts';
import { suppliers } from '../schema/suppliers.ts';
import { seedDemoCareRecords } from './care-records.ts';
import { seedDemoEvents } from './events.ts';
import { seedChatDemo } from './chat-demo.ts';
import { seedDemoSourcing } from './sourcing.ts';
import { seedDemoQualification } from './qualification.ts';
import { DEMO_SUPPLIER_COUNT, generateSuppliers, insertSuppliers } from './suppliers.ts';
import { seedDemoAdmissions } from './admissions.ts';

export const DEMO_PASSWORD = 'demo1234';

/** Demo data goes only into an empty embedded database, or anywhere when SEED_DEMO=true. */
export async function shouldSeed(database: Database, config: Config): Promise<boolean> {
  if (config.SEED_DEMO) return true;
  if (config.NO_DEMO || database.kind !== 'pglite') return false;
  const rows = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`);
  return Number(rows[0]?.n ?? 0) === 0;
}

const DEMO_USERS = [
  { email: 'admin@demo.test', name: 'Ana', lastName: 'Benítez', role: 'admin' },
  // A login telephone (docs/product.md#sign-in-by-telephone): "Con mi celular" works in the demo.
  { email: 'gerente@demo.test', name: 'Gustavo', lastName: 'Riquelme', role: 'gerente', telephone: '595981123456' },
  { email: 'analista@demo.test', name: 'Laura', lastName: 'Giménez', role: 'analista' },
  { email: 'proveedor@demo.test', name: 'Pedro', lastName: 'Duarte', role: 'proveedor', telephone: '595981555123' },
  { email: 'medico@demo.test', name: 'Marcos', lastName: 'Souza', role: 'medico' },
  { email: 'paciente@demo.test', name: 'Paula', lastName: 'Oliveira', role: 'paciente' },
  { email: 'medico-admin@demo.test', name: 'Helena', lastName: 'Costa', role: 'medico-admin' },
] as const;

/** Creates the demo accounts and data; safe to run twice (existing rows are kept). */
export async function seedDemo(db: Db, opts: { appUrl?: string } = {}): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .insert(suppliers)
      .values({
        pais: 'Paraguay',
        registro: '80012345-6',
        tipoProveedor: 'S.A.',
        razonSocial: 'Cementos del Sur S.A.',
        nombreFantasia: 'Cementos del Sur',
        actividad: 'Bienes',
        segmento: 'MATERIA PRIMA',
        rubro: ['Cementos'],
        ciudad: 'Asunción',
        estado: 'Asunción',
        calle: 'Av. Mariscal López 1234',
        telephone: '021555123',
        tipoTelephone: '595',
        email: 'proveedor@demo.test',
        emailEjecutivo: ['proveedor@demo.test'],
        nombreEjecutivo: 'Pedro Duarte',
        telefonoEjecutivo: '0981555123',
        representanteLegal: 'Pedro Duarte',
        documentoIdentidad: '3456789',
        puesto: 'Director',
        inicioActividad: '1998-04-01',
        capitalSocial: 250000,
        cantidadEmpleados: 40,
        website: 'https://www.cementosdelsur.com.py',
        detalle: 'Cemento portland tipo I y II, en bolsas y a granel.',
        calificacion: 'Muy bueno',
      })
      .onConflictDoNothing();
    const [supplier] = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.pais, 'Paraguay'), eq(suppliers.registro, '80012345-6')));
    // Created a little earlier than the demo supplier above, so that one tops the dashboard.
    await insertSuppliers(tx, generateSuppliers({ count: DEMO_SUPPLIER_COUNT, now: new Date(Date.now() - 60_000) }));
    const registeredAt = new Date();
    for (const u of DEMO_USERS) {
      await tx
        .insert(users)
        .values({
          ...u,
          passwordHash,
          registeredAt,
          supplierId: u.role === 'proveedor' ? supplier?.id : undefined,
        })
        .onConflictDoNothing();
    }
  });
  await seedDemoQualification(db);
  await seedDemoAdmissions(db);
  await seedDemoEvents(db, { medico: 'medico@demo.test', paciente: 'paciente@demo.test' });
  await seedChatDemo(db);
  await seedDemoCareRecords(db, { medico: 'medico@demo.test', paciente: 'paciente@demo.test' });
  await seedDemoSourcing(db, opts.appUrl ?? 'http://localhost:3000');
  return DEMO_USERS.map((u) => u.email);
}
