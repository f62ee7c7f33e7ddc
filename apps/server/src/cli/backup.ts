// `npm run backup [-- file]`: copies the embedded database to a gzipped tar file.
import { loadConfig } from '../config.ts';
import { backupEmbedded } from '../db/embedded-backup.ts';

const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up a PostgreSQL server with pg_dump (see README).');
  process.exit(2);
}
const file = process.argv[2] ?? `abasto-backup-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.tar.gz`;
try {
  const size = await backupEmbedded(config.dataDir, file);
  console.log(`Backup written to ${file} (${(size / 1024 / 1024).toFixed(1)} MB).`);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
