import { MSG } from '@abasto/domain/messages';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * Messages that carry a secret (activation and recovery links, login codes) are marked when they
 * are enqueued (`OutgoingMail.secret`). The rule for them, in one place:
 *
 * - With a mail server configured (SMTP_URL), only the recipient may read them: the Correos
 *   page and its API show them redacted, whatever their state, and the worker wipes their body
 *   in the transaction that records the delivery, so not even the database keeps the secret.
 * - Without SMTP_URL (a newcomer's first run) nothing is ever sent and the Correos page is how
 *   links are followed: they stay readable there, under a banner that says so.
 */
export const REDACTED_MAIL = {
  html: `<p>${MSG.mailSecretRedacted}</p>`,
  text: MSG.mailSecretRedacted,
};

/** Whether the Correos page must hide this message's body. */
export function mustRedact(message: { secret: boolean }, smtpConfigured: boolean): boolean {
  return message.secret && smtpConfigured;
}

/** Replaces a delivered secret message's body by the redaction notice (its content is its own). */
export async function wipeSecretContent(tx: Tx, contentId: number): Promise<void> {
  await tx.execute(
    sql`update mail_contents set html = ${REDACTED_MAIL.html}, text = ${REDACTED_MAIL.text} where id = ${contentId}`,
  );
}
