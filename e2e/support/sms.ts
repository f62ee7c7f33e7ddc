import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The demo gerente's login telephone (apps/server/src/db/seed/demo.ts), digits only. */
export const DEMO_GERENTE_TELEPHONE = '595981123456';

const smsDir = () => path.join(process.env.E2E_RUN_DIR ?? '', 'sms');

/** Every text message the stack's local SMS gateway has accepted so far, oldest first. */
export function receivedSms(): { to: string; text: string }[] {
  const dir = smsDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string; text: string });
}

/** How many text messages to a number the gateway has accepted so far, to wait for the next one. */
export function smsCountTo(to: string): number {
  return receivedSms().filter((m) => m.to === to).length;
}

/**
 * The 6-digit code of the first text message to a number after the first `after` ones
 * (docs/product.md#sign-in-by-telephone), as the local SMS gateway received it.
 */
export async function nextSmsCode(to: string, after: number): Promise<string> {
  let text = '';
  await expect
    .poll(
      () => {
        text = receivedSms().filter((m) => m.to === to)[after]?.text ?? '';
        return text !== '';
      },
      { timeout: 30_000, message: `no text message to ${to}` },
    )
    .toBe(true);
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no 6-digit code in "${text}"`);
  return code;
}
