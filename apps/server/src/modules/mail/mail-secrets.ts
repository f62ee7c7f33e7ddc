import { MSG } from '@abasto/domain/messages';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';

/**
 * Messages that carry a secret (activation and recovery links, login codes) are marked when they
 * are enqueued (`OutgoingMail.secret`). The rule for them, in one place:
 *
 * - With their channel configured (SMTP_URL for e-mails, an SMS gateway for text messages), only
 *   the recipient may read them: the Correos page and its API show them redacted, whatever their
 *   state, and the worker wipes their body in the transaction that records the delivery, so not
 *   even the database keeps the secret.
 * - Without it (a newcomer's first run) nothing of that channel is ever sent and the Correos page
 *   is how links and codes are followed: they stay readable there, under a banner that says so.
 */
export const REDACTED_MAIL = {
  html: `<p>${MSG.mailSecretRedacted}</p>`,
  text: MSG.mailSecretRedacted,
};

/** Which channels can deliver: a secret of a channel that cannot stays readable on Correos. */
export interface DeliveryChannels {
  email: boolean;
  sms: boolean;
}

export function deliveryChannels(config: Pick<Config, 'SMTP_URL' | 'smsGateway'>): DeliveryChannels {
  return { email: Boolean(config.SMTP_URL), sms: config.smsGateway !== null };
}

/** Whether the Correos page must hide this message's body. */
export function mustRedact(message: { secret: boolean; channel: 'email' | 'sms' }, channels: DeliveryChannels): boolean {
  return message.secret && channels[message.channel];
}

/** Replaces a delivered secret message's body by the redaction notice (its content is its own). */
export async function wipeSecretContent(tx: Tx, contentId: number): Promise<void> {
  await tx.execute(
    sql`update mail_contents set html = ${REDACTED_MAIL.html}, text = ${REDACTED_MAIL.text} where id = ${contentId}`,
  );
}
