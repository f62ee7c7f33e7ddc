import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** A real Abasto server process (`node --import tsx apps/server/src/main.ts`) on 127.0.0.1. */
export interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  /** What the process wrote so far (the last 64 kB), for failure messages. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<string>;
  alive(): boolean;
  /** SIGTERM (a graceful stop) and wait for the end; SIGKILL after 20 s. */
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 in [from, to], starting at a random place (test files run in parallel). */
export async function freePort(from = 4800, to = 4899): Promise<number> {
  const span = to - from + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i++) {
    const port = from + ((start + i) % span);
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/**
 * Starts a server with `env` on top of a quiet production-like base, and resolves once its
 * health check answers 200. DATABASE_URL of the test process is never inherited: pass it.
 */
export async function startServerProcess(env: Record<string, string>, opts: { port?: number } = {}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const base: Record<string, string | undefined> = { ...process.env };
  delete base.DATABASE_URL;
  delete base.DATA_DIR;
  delete base.SMTP_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: {
      ...base,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NO_DEMO: 'true',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-65_536);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? String(code)));
  });
  const url = `http://127.0.0.1:${port}`;
  const proc: ServerProcess = {
    url,
    pid: child.pid!,
    child,
    output: () => out,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (!proc.alive()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (!proc.alive()) throw new Error(`server exited (${await exited}) before answering:\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200) return proc;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer its health check within 90 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Polls `check` until it returns true; fails with `what` after `timeoutMs`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
