// Sourcing: the comparison of a request with 200 lines answered by 200 suppliers, and an answer
// submit, each next to a baseline call measured in the same run (the quotation detail of the same
// request with its 200 recipients; the health check). Writes its figures to docs/benchmarks.md.
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createAbasto } from '../src/bootstrap.ts';
import { testConfig } from '../src/config.ts';
import { queryRows } from '../src/db/client.ts';
import { createUser, loginAs } from '../test/helpers/factories.ts';
import { insertMailableSuppliers } from './support/seed-suppliers.ts';

const SUPPLIERS = Number(process.env.BENCH_SOURCING_SUPPLIERS ?? 200);
const LINES = Number(process.env.BENCH_SOURCING_LINES ?? 200);
const RUNS = 30;
const docsFile = new URL('../../../docs/benchmarks.md', import.meta.url);

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const abasto = await createAbasto(testConfig({ REMINDER_HOURS_BEFORE_DEADLINE: '0' }), { pgliteDir: 'memory://' });
  const { app } = abasto;
  const db = app.ctx.db;
  try {
    const ids = await insertMailableSuppliers(db, SUPPLIERS, 81_000_000);
    const author = await createUser(db, { role: 'gerente', name: 'Bench', lastName: 'Gerente' });
    const auth = { authorization: `Bearer ${await loginAs(app, author.email)}` };
    const t0 = performance.now();
    const created = await app.inject({
      method: 'POST',
      url: '/api/cotizacion/',
      headers: auth,
      payload: {
        title: 'Obra bench: 200 líneas',
        descripcion: '<p>Cotización de materiales.</p>',
        fornecedores: ids.map((_id) => ({ _id })),
        items: Array.from({ length: LINES }, (_, i) => ({ descripcion: `Material ${i + 1}`, cantidad: 1 + (i % 17), unidad: 'unidad' })),
        fechaLimite: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      },
    });
    const createMs = performance.now() - t0;
    if (created.statusCode !== 201) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
    const id = created.json().data.id as number;
    const links = await queryRows<{ text: string }>(
      db,
      sql`select c.text from quotation_recipients r join mail_messages m on m.id = r.message_id
          join mail_contents c on c.id = m.content_id where r.quotation_id = ${id} order by r.position`,
    );
    const tokens = links.map((l) => /\/responder\/([A-Za-z0-9_-]+)/.exec(l.text)![1]!);
    const itemIds = (await app.inject({ method: 'GET', url: `/api/respuesta/${tokens[0]}` })).json().data.items.map(
      (i: { id: number }) => i.id,
    ) as number[];

    // Every supplier answers (its first version): the submit timed each time, the health check next to it.
    const submits: number[] = [];
    const health: number[] = [];
    for (const [s, token] of tokens.entries()) {
      const body = {
        moneda: s % 5 === 0 ? 'USD' : 'PYG',
        plazoEntregaDias: 3 + (s % 10),
        items: itemIds.map((itemId, n) => ({
          itemId,
          precioUnitario: s % 5 === 0 ? 5 + ((n * 7 + s) % 50) : 1000 + ((n * 13 + s * 7) % 900) * 100,
        })),
      };
      const a = performance.now();
      const res = await app.inject({ method: 'PUT', url: `/api/respuesta/${token}`, payload: body });
      submits.push(performance.now() - a);
      if (res.statusCode !== 201) throw new Error(`submit failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
      const h = performance.now();
      await app.inject({ method: 'GET', url: '/api/health' });
      health.push(performance.now() - h);
    }

    // The comparison and the quotation detail (200 recipients), alternated.
    const comparisons: number[] = [];
    const details: number[] = [];
    let size = 0;
    for (let i = 0; i < RUNS + 2; i++) {
      const a = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/cotizacion/${id}/comparacion`, headers: auth });
      const ms = performance.now() - a;
      if (res.statusCode !== 200) throw new Error(`comparison failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
      size = res.body.length;
      const b = performance.now();
      await app.inject({ method: 'GET', url: `/api/cotizacion/view/${id}`, headers: auth });
      const detailMs = performance.now() - b;
      if (i >= 2) {
        comparisons.push(ms);
        details.push(detailMs);
      }
    }
    const x = performance.now();
    const xlsx = await app.inject({ method: 'GET', url: `/api/cotizacion/${id}/comparacion?formato=xlsx`, headers: auth });
    const xlsxMs = performance.now() - x;

    const f = (ms: number) => `${ms.toFixed(1)} ms`;
    console.log(`create ${LINES} lines × ${SUPPLIERS} suppliers: ${f(createMs)}`);
    console.log(`submit: median ${f(median(submits))}, p95 ${f(p95(submits))} · health: p95 ${f(p95(health))}`);
    console.log(`comparison: median ${f(median(comparisons))}, p95 ${f(p95(comparisons))} (${(size / 1e6).toFixed(1)} MB) · detail: p95 ${f(p95(details))}`);
    console.log(`xlsx export: ${f(xlsxMs)} (${(xlsx.rawPayload.length / 1e6).toFixed(1)} MB)`);

    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const section = [
      '<!-- sourcing:start -->',
      `## Sourcing: ${LINES} lines × ${SUPPLIERS} suppliers`,
      '',
      `Run with \`npm run bench -- sourcing\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, Node ${process.version}, PGlite in memory, ` +
        `load average ${os.loadavg()[0]!.toFixed(1)} at the end of the run (other work on the machine slows every figure). ` +
        `Calls through \`app.inject\`. One request with ${LINES} lines sent to ${SUPPLIERS} suppliers; each supplier answers once through its link ` +
        '(every fifth in USD); then the comparison is read ' +
        `${RUNS} times, each next to the quotation detail of the same request (its ${SUPPLIERS} recipients), and each submit next to the health check.`,
      '',
      '| Figure | Value | Baseline in the same run |',
      '|---|---:|---:|',
      `| Comparison, p95 of ${RUNS} (target ≤ 150 ms) | ${f(p95(comparisons))} | quotation detail p95 ${f(p95(details))} |`,
      `| Comparison, median | ${f(median(comparisons))} | ${f(median(details))} |`,
      `| Answer submit (${LINES} prices), p95 of ${SUPPLIERS} (target ≤ 50 ms) | ${f(p95(submits))} | health check p95 ${f(p95(health))} |`,
      `| Answer submit, median | ${f(median(submits))} | ${f(median(health))} |`,
      `| Create call (${LINES} lines, ${SUPPLIERS} links and e-mails) | ${f(createMs)} | |`,
      `| XLSX export (${LINES * SUPPLIERS} rows) | ${f(xlsxMs)} | |`,
      '<!-- sourcing:end -->',
    ].join('\n');
    let doc = fs.readFileSync(docsFile, 'utf8');
    const re = /<!-- sourcing:start -->[\s\S]*<!-- sourcing:end -->/;
    doc = re.test(doc) ? doc.replace(re, section) : `${doc.trimEnd()}\n\n${section}\n`;
    fs.writeFileSync(docsFile, doc);
  } finally {
    await abasto.close();
  }
}

await main();
