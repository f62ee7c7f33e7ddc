// `npm run restore -- file`: replaces the embedded database with a backup (server stopped).
import { loadConfig } from '../config.ts';
import { restoreEmbedded } from '../db/embedded-backup.ts';

const config = loadConfig();
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore -- <backup file>');
  process.exit(2);
}
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: restore a PostgreSQL server with pg_restore (see README).');
  process.exit(2);
}
try {
  const aside = await restoreEmbedded(config.dataDir, file);
  console.log(`Restored ${file} into ${config.dataDir}.${aside ? ` The previous database was kept in ${aside}.` : ''}`);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
