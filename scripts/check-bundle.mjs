// Fails when the JavaScript the login page loads (entry script + its preloaded chunks) exceeds
// the budget, gzip-compressed. Run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = Number(process.env.LOGIN_JS_BUDGET_KB ?? 250);
const dist = path.resolve('apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = new Set(
  [...html.matchAll(/<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
    (m) => m[1] ?? m[2],
  ),
);
let total = 0;
for (const f of files) {
  const size = zlib.gzipSync(fs.readFileSync(path.join(dist, f))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(8)} kB  ${f}`);
}
const kb = total / 1024;
console.log(`login page JavaScript: ${kb.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB)`);
if (kb > BUDGET_KB) {
  console.error('Over budget: load the heavy parts lazily (a page of apps/web/src/app/route-table.ts loads with its route).');
  process.exit(1);
}
