import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../src/db/client.ts';
import { suppliers } from '../../src/db/schema/suppliers.ts';
import { generateSuppliers, insertSuppliers } from '../../src/db/seed/suppliers.ts';

/**
 * Seeds `count` generated suppliers (the demo generator: the same suppliers on every run) and
 * returns the seconds it took. The GIN indexes (trigram search text, rubro) are dropped first and
 * built again at the end: one bulk build is cheaper than 100,000 entry-by-entry insertions into
 * them. The triggers stay, so search text and supplier_counts are what the application keeps.
 */
export async function seedSuppliers(db: Db, count: number, label: string): Promise<number> {
  const started = performance.now();
  const ginIndexes = await queryRows<{ name: string; def: string }>(
    db,
    sql`select indexname as name, indexdef as def from pg_indexes
        where schemaname = current_schema() and tablename = 'suppliers' and indexdef ilike '% using gin %'`,
  );
  for (const { name } of ginIndexes) await db.execute(sql.raw(`drop index "${name}"`));
  const now = new Date();
  const chunk = 10_000;
  for (let start = 0; start < count; start += chunk) {
    await insertSuppliers(db, generateSuppliers({ count: Math.min(chunk, count - start), start, now, months: 36 }));
    process.stdout.write(`\r  seeding ${label}: ${Math.min(start + chunk, count).toLocaleString('en')}`);
  }
  process.stdout.write(', building indexes');
  for (const { def } of ginIndexes) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '128MB'`);
      await tx.execute(sql.raw(def));
    });
  }
  // What autovacuum does on a live database: statistics for the planner, a visibility map for
  // index-only scans.
  await db.execute(sql`vacuum analyze suppliers`);
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(` in ${seconds.toFixed(1)} s\n`);
  return seconds;
}

/**
 * Inserts `count` plain suppliers, each with one executive address at proveedor.bench (the
 * recipients of the quotation and sourcing benches), 500 rows a statement; returns their ids.
 * `firstRegistro` keeps the RUCs of one bench apart from another's.
 */
export async function insertMailableSuppliers(db: Db, count: number, firstRegistro: number): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    pais: 'Paraguay',
    registro: `${firstRegistro + i}-1`,
    tipoProveedor: 'S.A.',
    razonSocial: `Proveedor ${i} S.A.`,
    nombreFantasia: `Proveedor ${i}`,
    actividad: 'Bienes',
    segmento: 'OTROS',
    rubro: ['Otros'],
    emailEjecutivo: [`ventas${i}@proveedor.bench`],
  }));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db.insert(suppliers).values(rows.slice(i, i + 500)).returning({ id: suppliers.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}
