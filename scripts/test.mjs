// `npm test`: every test — domain, web components, server integration (Vitest) and the browser
// journeys (Playwright on the built app in Chromium) — then one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'abasto-test-'));
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

let passed = 0;
let failed = 0;
let skipped = 0;

// Chromium and pdftotext (Debian packages) for the browser journeys and the PDF tests.
const tools = run(process.execPath, ['scripts/ensure-chromium.mjs']);
if (tools !== 0) process.exit(tools);

const vitestJson = path.join(out, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const v = readJson(vitestJson);
if (v) {
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
}
if (vitestStatus !== 0 && (!v || v.numFailedTests === 0)) failed += 1; // a crash outside any test

let e2eStatus = run('npm', ['run', 'build', '--workspace', '@abasto/web']);
const pwJson = path.join(out, 'playwright.json');
if (e2eStatus === 0) {
  e2eStatus = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
  });
}
const p = readJson(pwJson);
if (p?.stats) {
  passed += p.stats.expected;
  failed += p.stats.unexpected;
  skipped += p.stats.skipped;
  // A flaky test passed on retry: count it as passed but say so.
  if (p.stats.flaky) {
    passed += p.stats.flaky;
    console.log(`note: ${p.stats.flaky} browser test(s) passed only on retry`);
  }
}
if (e2eStatus !== 0 && (!p || p.stats.unexpected === 0)) failed += 1;

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || vitestStatus !== 0 || e2eStatus !== 0 ? 1 : 0);
