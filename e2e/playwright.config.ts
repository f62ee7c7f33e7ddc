import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
// Free-ish ports chosen once in the main process; the workers inherit them through the environment.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
process.env.E2E_SMTP_PORT ??= String(Number(process.env.E2E_PORT) + 1);
process.env.E2E_RUN_DIR ??= path.join(here, '.run', process.env.E2E_PORT);

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: here,
  testMatch: '*.spec.ts',
  // Budgets for a busy machine: two workers, the browser and the server share two cores, and a
  // continuous-integration host may be slower by three times still. A passing run does not wait for
  // them; they only decide how long a stuck step takes to fail. The longest journeys took up to
  // 84 s on such a host (xss.spec.ts, which walks every screen twice, 114 s: it sets its own).
  timeout: 240_000,
  expect: { timeout: 20_000 },
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  fullyParallel: true,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
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
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1400, height: 900 } } }],
  webServer: {
    command: `node --import tsx ${path.join(here, 'support/stack.ts')}`,
    cwd: path.join(here, '..'),
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
