import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { createAbasto } from '../src/bootstrap.ts';
import { testConfig } from '../src/config.ts';
import { queryRows } from '../src/db/client.ts';
import { seedSuppliers } from './support/seed-suppliers.ts';
import { LIST_QUERIES } from './support/list-queries.ts';
import { supplierListWhere, searchPageQuery } from '../src/modules/suppliers/list-suppliers.ts';
import { listSuppliers } from '../src/modules/suppliers/list-suppliers.ts';
import { SupplierListQuerySchema } from '@abasto/domain/supplier-list';

const dir = '/tmp/pg100k';
const fresh = !fs.existsSync(dir);
const abasto = await createAbasto(testConfig({ NO_DEMO: 'true', DATA_DIR: dir }));
const db = abasto.database.db;
if (fresh) await seedSuppliers(db, 100_000, 'PGlite');
for (const q of LIST_QUERIES) {
  const query = SupplierListQuerySchema.parse(q);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await listSuppliers({ ctx: abasto.app.ctx, query });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify(q), 'median ms', times[2]!.toFixed(1));
  if (process.env.EXPLAIN) {
    const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain analyze ${searchPageQuery(query, supplierListWhere(query))}`);
    console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
}
await abasto.close();
