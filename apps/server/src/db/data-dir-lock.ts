import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database may be opened by one process at a time. A running server keeps its pid
 * in DATA_DIR/abasto.pid; tools that open the files (backup, restore) refuse while it lives.
 */
const lockFile = (dataDir: string) => path.join(dataDir, 'abasto.pid');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid of a live process holding the data folder, or null. */
export function holderOf(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(lockFile(dataDir), 'utf8'));
    return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function lockDataDir(dataDir: string): () => void {
  const holder = holderOf(dataDir);
  // Our own pid in the file is a previous life of this server killed without cleaning up: in a
  // container restarted after SIGKILL or the OOM killer, the server gets the same pid again.
  if (holder && holder !== process.pid) throw new Error(`The embedded database in ${dataDir} is in use by process ${holder}.`);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(lockFile(dataDir), String(process.pid));
  return () => fs.rmSync(lockFile(dataDir), { force: true });
}
