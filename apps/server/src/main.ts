import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAbasto } from './bootstrap.ts';
import { loadConfig } from './config.ts';

const config = loadConfig({
  WEB_DIST: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  ...process.env,
});

let abasto: Awaited<ReturnType<typeof createAbasto>>;
try {
  abasto = await createAbasto(config);
} catch (err) {
  console.error(`Abasto could not start: ${(err as Error).message}`);
  process.exit(1);
}
const { app } = abasto;

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping');
  await abasto.close().catch((err) => app.log.error({ err }, 'error while stopping'));
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
const where = config.DATABASE_URL
  ? 'PostgreSQL (DATABASE_URL)'
  : `embedded PostgreSQL in ${path.join(config.dataDir, 'pg')}`;
console.log(`\nAbasto listening on ${config.appUrl}  —  database: ${where}`);
if (abasto.seeded.length > 0) {
  console.log('Demo data created. Demo accounts (password demo1234):');
  for (const email of abasto.seeded) console.log(`  ${email}`);
}
