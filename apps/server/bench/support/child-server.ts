import { type ChildProcess, spawn } from 'node:child_process';
import https from 'node:https';
import { fileURLToPath } from 'node:url';

export interface ChildServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts a server script in its own Node process (so the load generator never shares its event
 * loop) and waits until `readyPath` answers 200; a slow, loaded machine gets three minutes.
 */
export async function startChildServer(opts: {
  script: string;
  port: number;
  /** Added to this process's environment; an undefined value removes the variable. */
  env: Record<string, string | undefined>;
  readyPath: string;
  /** Extra Node flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
  /** The server has TLS_CERT_FILE / TLS_KEY_FILE in `env` (a certificate of this run, not checked here). */
  tls?: boolean;
  /** The apps/server folder to run the script from (another checkout, for an A/B); this one by default. */
  serverDir?: string;
}): Promise<ChildServer> {
  const serverDir = opts.serverDir ?? fileURLToPath(new URL('../..', import.meta.url));
  let output = '';
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', opts.script], {
    cwd: serverDir,
    env: Object.fromEntries(
      Object.entries({ ...process.env, ...opts.env, PORT: String(opts.port), HOST: '127.0.0.1' }).filter(
        ([, v]) => v !== undefined,
      ),
    ),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (d: Buffer) => {
    output = (output + d.toString()).slice(-4000);
  });
  const url = `${opts.tls ? 'https' : 'http'}://127.0.0.1:${opts.port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${opts.script} exited (${child.exitCode}): ${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${opts.script} did not answer ${opts.readyPath} within 180 s: ${output}`);
    }
    const ok = opts.tls
      ? await answersOverTls(url + opts.readyPath)
      : await fetch(url + opts.readyPath)
          .then((r) => r.ok)
          .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Whether `url` answers 200 over TLS, the certificate being the run's own (self-signed). */
function answersOverTls(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = https.get(url, { rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
  });
}
