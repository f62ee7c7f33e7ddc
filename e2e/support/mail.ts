import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

const mailDir = () => path.join(process.env.E2E_RUN_DIR ?? '', 'mail');

export interface ReceivedMail {
  to: string[];
  mail: ParsedMail;
}

/** Every message the test SMTP listener has received so far. */
export async function receivedMail(): Promise<ReceivedMail[]> {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (f) => ({
      to: fs.readFileSync(path.join(dir, `${f}.to`), 'utf8').split(','),
      mail: await simpleParser(fs.readFileSync(path.join(dir, f))),
    })),
  );
}

/** Waits until a message to `to` (and whose subject matches, when given) has arrived. */
export async function waitForMail(to: string, subject?: RegExp, timeout = 30_000): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const all = await receivedMail();
        found = all
          .filter((m) => m.to.includes(to.toLowerCase()) || m.to.includes(to))
          .map((m) => m.mail)
          .findLast((m) => !subject || subject.test(m.subject ?? ''));
        return Boolean(found);
      },
      { timeout, message: `no e-mail to ${to}` },
    )
    .toBe(true);
  return found as ParsedMail;
}

/** The first link in a message's text or HTML that contains `fragment`. */
export function linkIn(mail: ParsedMail, fragment: string): string {
  const text = `${mail.text ?? ''} ${typeof mail.html === 'string' ? mail.html : ''}`;
  const match = text.match(new RegExp(`https?://[^\\s"'<>]*${fragment.replace(/[/]/g, '\\/')}[^\\s"'<>]*`));
  if (!match) throw new Error(`no link containing ${fragment}`);
  return match[0];
}
