// SMTP listener down for a full minute while a quotation is sent, then up: a real server process
// with the production retry settings (30 s, doubling), the embedded database on disk (or the
// PostgreSQL of DATABASE_URL). Every message must be delivered once and none given up.
// Writes its figures to docs/benchmarks.md. The same fault with a 10 s outage and a short
// backoff runs in CI (apps/server/test/faults/smtp-outage.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { countingSmtp } from '../test/helpers/counting-smtp.ts';
import { createUser, TEST_PASSWORD } from '../test/helpers/factories.ts';
import { deliveryCounts, httpCall, loginOver } from '../test/helpers/http-call.ts';
import { quotationBody } from '../test/helpers/quotation-factory.ts';
import { bulkSuppliers, scratchDatabase } from '../test/helpers/scratch-database.ts';
import { freePort, startServerProcess, waitFor } from '../test/helpers/server-process.ts';

const SUPPLIERS = 200;
const OUTAGE_MS = 60_000;
const docsFile = new URL('../../../docs/benchmarks.md', import.meta.url);

async function main() {
  const database = await scratchDatabase();
  const sink = countingSmtp();
  const abasto = await database.open();
  const ids = await bulkSuppliers(abasto.database.db, SUPPLIERS, 'bench');
  const author = await createUser(abasto.database.db, { role: 'gerente' });
  await abasto.close();

  const smtpPort = await freePort(4800, 4899);
  const server = await startServerProcess({ ...database.env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  try {
    const token = await loginOver(server.url, author.email, TEST_PASSWORD);
    const created = await httpCall(server.url, 'POST', '/api/cotizacion/', { token, body: quotationBody(ids) });
    if (created.status !== 201) throw new Error(`create failed: ${created.status}`);
    const quotationId = created.body.data._id as number;
    const counts = () => deliveryCounts(server.url, token, quotationId);
    const t0 = performance.now();

    await waitFor('every message to have failed once', async () => (await counts()).withError === SUPPLIERS);
    await new Promise((r) => setTimeout(r, OUTAGE_MS - (performance.now() - t0)));
    const during = await counts();
    if (during.failed > 0 || during.sent > 0) throw new Error(`during the outage: ${JSON.stringify(during)}`);

    await sink.listen('smtp', smtpPort);
    const up = performance.now();
    await waitFor('every delivery recorded as sent', async () => (await counts()).sent === SUPPLIERS, 10 * 60_000);
    const recovered = performance.now() - up;
    const after = await counts();
    const duplicates = sink.deliveries.length - sink.timesById().size;
    if (after.failed > 0 || sink.recipients().size !== SUPPLIERS) throw new Error(`after: ${JSON.stringify(after)}`);

    const s = (ms: number) => (ms / 1000).toFixed(1);
    console.log(
      `SMTP down ${s(OUTAGE_MS)} s: ${SUPPLIERS} messages, all delivered ${s(recovered)} s after the listener came back, ` +
        `${after.failed} failed, ${duplicates} duplicates`,
    );
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const section = [
      '<!-- faults:start -->',
      '## Faults: the SMTP server down for a minute',
      '',
      `Run with \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, Node ${process.version}, ` +
        `${database.kind === 'embedded' ? 'the embedded database on disk' : 'PostgreSQL'}. A real server process ` +
        '(`node --import tsx apps/server/src/main.ts`) with the production retry settings (`MAIL_RETRY_BASE_SECONDS=30`, doubling) ' +
        `sends one quotation to ${SUPPLIERS} suppliers while nothing listens on its SMTP port; a minute after the create call ` +
        'a listener (smtp-server) starts on that port.',
      '',
      '| Figure | Value |',
      '|---|---:|',
      `| Messages queued during the outage | ${SUPPLIERS} |`,
      `| Outage | ${s(OUTAGE_MS)} s |`,
      `| Listener up → every message recorded as sent | ${s(recovered)} s |`,
      `| Given up ('failed') | ${after.failed} |`,
      `| Received more than once | ${duplicates} |`,
      '',
      'The wait after the listener is back is the retry backoff: attempts at 0 s, 30 s and 90 s after the create call, the third one delivers. ' +
        'The same fault with a 10 s outage and a 1 s backoff runs in CI (`apps/server/test/faults/smtp-outage.test.ts`); ' +
        'the other fault tests and their figures are described in [deployment.md](deployment.md).',
      '<!-- faults:end -->',
    ].join('\n');
    let doc = fs.existsSync(docsFile)
      ? fs.readFileSync(docsFile, 'utf8')
      : '# Benchmarks\n\nFigures written by `npm run bench` (apps/server/bench). Each section is replaced by its next run.\n';
    const re = /<!-- faults:start -->[\s\S]*<!-- faults:end -->/;
    doc = re.test(doc) ? doc.replace(re, section) : `${doc.trimEnd()}\n\n${section}\n`;
    fs.writeFileSync(docsFile, doc);
  } finally {
    await server.stop();
    await sink.close();
    await database.drop();
  }
}

await main();
