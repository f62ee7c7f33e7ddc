// Screenshots of pages at desktop and phone widths, for looking at what was built.
// Usage: node scripts/screenshots.mjs <baseURL> <email|-> <path> [path…]   (password demo1234)
// Writes screenshots/<path>-<width>.png.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const [baseURL, email, ...paths] = process.argv.slice(2);
if (!baseURL || !email || paths.length === 0) {
  console.error('usage: node scripts/screenshots.mjs <baseURL> <email|-> <path> [path…]');
  process.exit(2);
}
fs.mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
let token = null;
if (email !== '-') {
  const res = await fetch(`${baseURL}/api/auth/pre-login-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: process.env.PASSWORD ?? 'demo1234' }),
  });
  token = (await res.json()).token;
}
for (const width of [1400, 390]) {
  const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 844 } });
  await page.goto(`${baseURL}/page-login`);
  if (token) await page.evaluate((t) => localStorage.setItem('abasto.token', t), token);
  for (const p of paths) {
    await page.goto(`${baseURL}${p}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(Number(process.env.WAIT_MS ?? 600));
    // A query (the confirm screen carries its whole draft there) becomes a short hash: file names
    // have a length limit.
    const [pathname, query] = p.split('?');
    const base = pathname.replace(/^\//, '').replace(/[/]/g, '_') || 'root';
    const name = query ? `${base}_${crypto.createHash('sha1').update(query).digest('hex').slice(0, 8)}` : base;
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: process.env.FULL === '1' });
    console.log(`screenshots/${name}-${width}.png`);
  }
  await page.close();
}
await browser.close();
