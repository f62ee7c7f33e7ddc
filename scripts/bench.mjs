// Runs every benchmark of the server (apps/server/bench/*.bench.ts) one after the other.
// Benchmarks are not tests: they print figures and write them to docs/benchmarks.md.
// The tools only they use (Lighthouse, puppeteer-core, autocannon) are a package of their own,
// apps/server/bench/package.json, outside the workspaces: the first run installs them there.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const dir = path.join(server, 'bench');
const args = process.argv.slice(2);
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort();

if (args.includes('--help') || args.includes('-h')) {
  console.log(`npm run bench [-- <name>…]

Runs the benchmarks whose file name holds one of the names (a whole name picks that one only;
all of them without a name):
${files.map((f) => `  ${f.replace(/\.bench\.ts$/, '')}`).join('\n')}

Each file's header tells its settings (environment variables for a quicker run).
The first run installs the benchmark tools into apps/server/bench/node_modules.`);
  process.exit(0);
}

// Installed on first use, and again when the package names a tool the installed copy lacks.
const declared = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
const missing = Object.keys({ ...declared.dependencies, ...declared.devDependencies }).filter(
  (name) => !fs.existsSync(path.join(dir, 'node_modules', name, 'package.json')),
);
if (missing.length > 0) {
  console.log(`Installing the benchmark tools (apps/server/bench: ${missing.join(', ')})…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const install = spawnSync(npm, ['ci', '--prefix', dir, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

let failed = false;
// A name that is a whole benchmark's name picks that one only (`load` is not also `uploads`).
const names = files.map((f) => f.replace(/\.bench\.ts$/, ''));
const picked = (f) => args.some((a) => (names.includes(a) ? f === `${a}.bench.ts` : f.includes(a)));
for (const file of files.filter((f) => args.length === 0 || picked(f))) {
  console.log(`\n▶ ${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], { cwd: server, stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
