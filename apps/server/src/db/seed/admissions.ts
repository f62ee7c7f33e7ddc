import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/core.ts';
import { suppliers } from '../schema/suppliers.ts';

/**
 * Two public registrations waiting on "Solicitudes de alta" (docs/product.md#supplier-admission):
 * a new company, and one that names Aceros Guaraní's RUC (written with dots), which the screen
 * flags. Each has its proveedor login without a password, as a registration leaves it. Created
 * once: a request already there (by its address) is left alone.
 */
const REQUESTS = [
  {
    registro: '80031234-7',
    razonSocial: 'Vidriería Luqueña S.R.L.',
    nombreFantasia: 'Vidriería Luqueña',
    tipoProveedor: 'S.R.L.',
    rubro: ['Otros'],
    ciudad: 'Luque',
    email: 'altas@vidrierialuquena.test',
    nombreEjecutivo: 'Lorena Benítez',
    hoursAgo: 30,
  },
  {
    registro: '80.020.001-1',
    razonSocial: 'Aceros Guaraní S.A.',
    nombreFantasia: 'Aceros Guarani Ventas',
    tipoProveedor: 'S.A.',
    rubro: ['Hierros y Aceros'],
    ciudad: 'Capiatá',
    email: 'ventas.acerosguarani@correo-demo.test',
    nombreEjecutivo: 'Julio Fretes',
    hoursAgo: 4,
  },
] as const;

export async function seedDemoAdmissions(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const r of REQUESTS) {
      const [existing] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.email, r.email)).limit(1);
      if (existing) continue;
      const createdAt = new Date(Date.now() - r.hoursAgo * 3_600_000);
      const [row] = await tx
        .insert(suppliers)
        .values({
          pais: 'Paraguay',
          registro: r.registro,
          tipoProveedor: r.tipoProveedor,
          razonSocial: r.razonSocial,
          nombreFantasia: r.nombreFantasia,
          actividad: 'Bienes',
          segmento: 'MATERIA PRIMA',
          rubro: [...r.rubro],
          ciudad: r.ciudad,
          estado: 'Central',
          calle: 'Ruta 2 km 14',
          telephone: '021640640',
          tipoTelephone: '595',
          email: r.email,
          emailEjecutivo: [r.email],
          nombreEjecutivo: r.nombreEjecutivo,
          telefonoEjecutivo: '0981640640',
          admision: 'Pendiente',
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: suppliers.id });
      if (!row) continue;
      await tx
        .insert(users)
        .values({ email: r.email, name: r.nombreEjecutivo, role: 'proveedor', supplierId: row.id })
        .onConflictDoNothing();
    }
  });
}
