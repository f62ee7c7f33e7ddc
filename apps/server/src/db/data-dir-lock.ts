import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database may be opened by one process at a time. A running server keeps its pid
 * in DATA_DIR/abasto.pid; tools that open the files (backup, restore) refuse while it lives.
 */
const lockFile = (dataDir: string) => path.join(dataDir, 'abasto.pid');

/** Folders this process holds now. */
const heldHere = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid of a live process holding the data folder, or null. */
function holderOf(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(lockFile(dataDir), 'utf8'));
    return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function lockDataDir(dataDir: string): () => void {
  const holder = holderOf(dataDir);
  // Our own pid in a file this process did not write is a previous life of the server, killed
  // without cleaning up: a container restarted after SIGKILL or the OOM killer gets the same pid.
  const stale = holder === process.pid && !heldHere.has(path.resolve(dataDir));
  if (holder && !stale) throw new Error(`The embedded database in ${dataDir} is in use by process ${holder}.`);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(lockFile(dataDir), String(process.pid));
  heldHere.add(path.resolve(dataDir));
  return () => {
    heldHere.delete(path.resolve(dataDir));
    fs.rmSync(lockFile(dataDir), { force: true });
  };
}
