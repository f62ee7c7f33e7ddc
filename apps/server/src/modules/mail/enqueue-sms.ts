import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import type { MailRef } from './enqueue-mail.ts';

/** A text message: the outbox's second channel beside e-mail (docs/product.md#accounts-and-e-mail). */
export interface OutgoingSms {
  /** Telephone with country prefix, digits only. */
  to: string;
  text: string;
  ref?: MailRef;
  /** Carries a login code: shown redacted once a gateway is configured, wiped once delivered. */
  secret?: boolean;
}

/**
 * Puts a text message in the outbox, in the caller's transaction: it exists exactly when the
 * change that causes it commits, and the worker delivers it with the same lease and retries
 * as an e-mail.
 */
export async function enqueueSms(tx: Db | Tx, sms: OutgoingSms): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`
    with content as (insert into mail_contents (html, text) values ('', ${sms.text}) returning id)
    insert into mail_messages (channel, to_address, subject, content_id, ref_kind, ref_id, secret)
    select 'sms', ${sms.to}, '', content.id, ${sms.ref?.kind ?? null}, ${sms.ref ? String(sms.ref.id) : null}, ${sms.secret === true}
    from content
    returning id`,
  );
  return row!.id;
}
