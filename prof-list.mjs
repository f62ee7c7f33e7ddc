import { chromium } from '@playwright/test';
import fs from 'node:fs';
const base = process.argv[2];
const path = process.argv[3] ?? '/proveedores';
const res = await fetch(`${base}/api/auth/pre-login-email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'gerente@demo.test', password: 'demo1234' }) });
const { token } = await res.json();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await ctx.newPage();
await page.goto(`${base}/favicon.svg`);
if (path !== '/login') await page.evaluate((t) => localStorage.setItem('abasto.token', t), token);
const cdp = await ctx.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 1) });
await cdp.send('Profiler.start');
const t0 = Date.now();
await page.goto(base + path);
await page.waitForSelector(process.env.WAIT ?? '[data-testid="supplier-row"]', { timeout: 60000 });
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
console.log('loaded in', Date.now() - t0, 'ms');
fs.writeFileSync('/tmp/list.cpuprofile', JSON.stringify(profile));
// self time by function
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; 
for (let i = 0; i < profile.samples.length; i++) {
  const n = byId.get(profile.samples[i]);
  const f = n.callFrame;
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
}
const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40);
for (const [k, v] of top) console.log(v.toFixed(1).padStart(8), k);
// total by file
const byFile = new Map();
for (let i = 0; i < profile.samples.length; i++) { const f = byId.get(profile.samples[i]).callFrame; const k = f.url.split('/').pop() || f.functionName; byFile.set(k, (byFile.get(k) ?? 0) + (dt[i] ?? 0) / 1000); }
console.log([...byFile.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k} ${v.toFixed(0)}`).join('\n'));
await browser.close();
