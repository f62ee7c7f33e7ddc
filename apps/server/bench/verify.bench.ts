/**
 * The session check alone: GET /api/auth/verify against the bare Fastify route, in alternating
 * rows (verify, bare, verify, bare …) so that both see the same moment of a shared machine. A
 * quicker look at the server's own cost per request than the load bench (no seeding of
 * suppliers); it prints its figures and writes nothing.
 *
 *   scripts/with-postgres.sh npm run bench -- verify     # PostgreSQL (DATABASE_URL)
 *   npm run bench -- verify                              # the embedded database
 *   VERIFY_ROUNDS=3 LOAD_SECONDS=10 LOAD_CONNECTIONS=100 …
 *   LOAD_PROFILE_DIR=/tmp/prof …                          # CPU profile of the server
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { createAbasto } from '../src/bootstrap.ts';
import { testConfig } from '../src/config.ts';
import { users } from '../src/db/schema/core.ts';
import { startSession } from '../src/modules/auth/sessions.ts';
import { adminQuery } from '../test/helpers/admin-query.ts';
import { startChildServer } from './support/child-server.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const ROUNDS = Number(process.env.VERIFY_ROUNDS ?? 2);
const PORT = Number(process.env.LOAD_PORT ?? 5100);
const TICK_MS = 10; // USER_HZ 100: /proc/<pid>/stat counts CPU time in hundredths of a second

/** CPU time (user + system) a process has used so far, in ms: less sensitive to a busy machine than requests/s. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  let env: Record<string, string | undefined>;
  let dispose: () => Promise<void>;
  if (serverUrl) {
    const name = `abasto_verify_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    dispose = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`).then(() => undefined);
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abasto-verify-'));
    env = { DATA_DIR: dir, DATABASE_URL: undefined };
    dispose = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  try {
    const abasto = await createAbasto(testConfig({ NO_DEMO: 'true', ...env }));
    let headers: Record<string, string>;
    try {
      const [user] = await abasto.app.ctx.db
        .insert(users)
        .values({ email: `bench-${crypto.randomUUID()}@bench.local`, role: 'gerente', name: 'Bench' })
        .returning();
      headers = { authorization: `Bearer ${await startSession(abasto.app.ctx, user!)}` };
    } finally {
      await abasto.close();
    }
    const server = await startChildServer({
      script: 'src/main.ts',
      port: PORT,
      env: { NODE_ENV: 'production', NO_DEMO: 'true', MAIL_WORKER: 'false', LOG_LEVEL: 'warn', SMTP_URL: undefined, ...env },
      readyPath: '/api/health',
      nodeArgs: process.env.LOAD_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_PROFILE_DIR}`] : [],
    });
    const bare = await startChildServer({ script: 'bench/support/bare-server.ts', port: PORT + 1, env: {}, readyPath: '/bare' });
    try {
      const cpu = new Map<string, number>();
      const run = async (url: string, seconds: number, h?: Record<string, string>) => {
        const pid = (url.startsWith(server.url) ? server : bare).process.pid!;
        const before = cpuMs(pid);
        const result = (await autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: 30, headers: h })) as Result;
        cpu.set(url, ((cpuMs(pid) - before) * 1000) / Math.max(1, result.requests.total));
        return result;
      };
      const verifyUrl = `${server.url}/api/auth/verify`;
      const check = await fetch(verifyUrl, { headers });
      if (check.status !== 200) throw new Error(`verify answered ${check.status}`);
      await run(verifyUrl, 3, headers);
      await run(`${bare.url}/bare`, 3);
      const shares: number[] = [];
      const cpuShares: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const v = await run(verifyUrl, SECONDS, headers);
        const b = await run(`${bare.url}/bare`, SECONDS);
        const failures = v.errors + v.non2xx + b.errors + b.non2xx;
        const share = v.requests.average / b.requests.average;
        shares.push(share);
        const vCpu = cpu.get(verifyUrl)!;
        const bCpu = cpu.get(`${bare.url}/bare`)!;
        cpuShares.push(bCpu / vCpu);
        console.log(
          `round ${round + 1}: verify ${Math.round(v.requests.average)} req/s (p50 ${v.latency.p50} ms, ${vCpu.toFixed(0)} µs of server CPU each), ` +
            `bare ${Math.round(b.requests.average)} req/s (${bCpu.toFixed(0)} µs each): ${(share * 100).toFixed(1)} % by requests, ` +
            `${((bCpu / vCpu) * 100).toFixed(1)} % by CPU per request, ${failures} errors or non-2xx (load average ${os.loadavg()[0]!.toFixed(1)})`,
        );
        if (failures > 0) process.exitCode = 1;
      }
      const mean = shares.reduce((a, b) => a + b, 0) / shares.length;
      const cpuMean = cpuShares.reduce((a, b) => a + b, 0) / cpuShares.length;
      console.log(
        `verify ÷ bare, ${serverUrl ? 'PostgreSQL' : 'PGlite'}: ${(mean * 100).toFixed(1)} % by requests/s, ` +
          `${(cpuMean * 100).toFixed(1)} % by server CPU per request (means of ${ROUNDS} alternating pairs)`,
      );
    } finally {
      await bare.stop();
      await server.stop();
    }
  } finally {
    await dispose();
  }
}

await main();
