// `npm run dev`: the API with reload on change (port API_PORT, default 3000) and Vite with hot
// reload (http://localhost:5173, proxying /api).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3000';
const env = { ...process.env, NODE_ENV: 'development', PORT: apiPort, API_PORT: apiPort };

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite'], { cwd: path.join(root, 'apps/web'), env, stdio: 'inherit' }),
];
function stop() {
  for (const c of children) c.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => (code ? (stop(), process.exit(code)) : undefined));
