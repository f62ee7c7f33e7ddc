import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { mailAttachments, mailContentAttachments } from '../../db/schema/mail.ts';

/** What a message is about, so that the module that sent it can follow its delivery. */
export interface MailRef {
  kind: string;
  id: string | number;
}

/** An attachment of a message: bytes stored once (storeMailAttachment), name and type per message. */
export interface MailAttachmentRef {
  attachmentId: number;
  filename: string;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  toName?: string | null;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  ref?: MailRef;
  attachments?: MailAttachmentRef[];
  /**
   * The message carries a secret (an activation or recovery link, a login code): once a mail
   * server is configured, only its recipient may read it. The Correos page shows it redacted,
   * and the worker wipes its body once it is delivered (see mail-secrets.ts).
   */
  secret?: boolean;
}

type Executor = Db | Tx;

/**
 * Stores attachment bytes once and returns their id; the same bytes stored again (another
 * quotation with the same file) give the same id. Call it inside the caller's transaction.
 */
export async function storeMailAttachment(tx: Executor, content: Buffer, knownSha256?: string): Promise<number> {
  const sha256 = knownSha256 ?? crypto.createHash('sha256').update(content).digest('hex');
  const known = async () => {
    const [row] = await tx.select({ id: mailAttachments.id }).from(mailAttachments).where(eq(mailAttachments.sha256, sha256));
    return row?.id ?? null;
  };
  // Bytes already stored (the same file in an earlier quotation) are not sent to the database again.
  const earlier = await known();
  if (earlier !== null) return earlier;
  // The bytes travel as base64 text decoded by the database: a megabyte bound as a bytea
  // parameter costs the embedded driver seconds, as text a fraction of that.
  const [inserted] = await tx
    .insert(mailAttachments)
    .values({ sha256, size: content.length, content: sql`decode(${content.toString('base64')}, 'base64')` })
    .onConflictDoNothing()
    .returning({ id: mailAttachments.id });
  if (inserted) return inserted.id;
  const existing = await known();
  if (existing === null) throw new Error('attachment neither inserted nor found');
  return existing;
}

const sameAttachments = (a: MailAttachmentRef[] | undefined, b: MailAttachmentRef[] | undefined) =>
  a === b ||
  ((a ?? []).length === (b ?? []).length &&
    (a ?? []).every(
      (x, i) => x.attachmentId === b![i]!.attachmentId && x.filename === b![i]!.filename && x.contentType === b![i]!.contentType,
    ));

/** Mails in a row with the same body and files (a quotation's recipients) share one content. */
const sameContent = (a: OutgoingMail, b: OutgoingMail) =>
  !a.secret &&
  !b.secret &&
  a.html === b.html && a.text === b.text && sameAttachments(a.attachments, b.attachments);

/** Stores a body and its files once; the outbox rows that carry it point at it. */
async function storeMailContent(tx: Executor, mail: OutgoingMail): Promise<number> {
  const [content] = await queryRows<{ id: number }>(
    tx,
    sql`insert into mail_contents (html, text) values (${mail.html}, ${mail.text}) returning id`,
  );
  const links = (mail.attachments ?? []).map((a, position) => ({
    contentId: content!.id,
    position,
    attachmentId: a.attachmentId,
    filename: a.filename,
    contentType: a.contentType,
  }));
  if (links.length > 0) await tx.insert(mailContentAttachments).values(links);
  return content!.id;
}

/**
 * Puts messages in the outbox. Call it with the transaction of the change that causes the
 * messages: they exist exactly when that change commits, and the worker delivers them later.
 * Consecutive messages with the same body and files (pass the same strings: they are compared
 * by value, which is instant for one string) store that content once, so a mailing to 1,000
 * recipients writes one body and 1,000 small rows, in one statement. Returns the ids of the
 * messages, in order.
 */
export async function enqueueMails(tx: Executor, mails: OutgoingMail[]): Promise<number[]> {
  if (mails.length === 0) return [];
  const contentIds: number[] = [];
  for (const [i, m] of mails.entries()) {
    const previous = mails[i - 1];
    contentIds.push(previous && sameContent(previous, m) ? contentIds[i - 1]! : await storeMailContent(tx, m));
  }
  const rows = mails.map((m, i) => ({
    ord: i,
    to_address: m.to.trim(),
    to_name: m.toName ?? null,
    reply_to: m.replyTo ?? null,
    subject: m.subject,
    content_id: contentIds[i],
    ref_kind: m.ref?.kind ?? null,
    ref_id: m.ref ? String(m.ref.id) : null,
    secret: m.secret === true,
  }));
  // One statement and one parameter however many messages. Rows are inserted in input order,
  // and one statement draws its ids from the sequence in increasing order, so the returned ids
  // sorted are the messages' ids in input order.
  const inserted = await queryRows<{ id: number }>(
    tx,
    sql`
    insert into mail_messages (to_address, to_name, reply_to, subject, content_id, ref_kind, ref_id, secret)
    select x.to_address, x.to_name, x.reply_to, x.subject, x.content_id, x.ref_kind, x.ref_id, x.secret
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as x(ord int, to_address text, to_name text, reply_to text, subject text, content_id int, ref_kind text, ref_id text,
           secret boolean)
    order by x.ord
    returning id`,
  );
  return inserted.map((r) => r.id).sort((a, b) => a - b);
}
/** What every recipient of a mailing receives: one body, one subject, the same files. */
export type MailingContent = Pick<OutgoingMail, 'subject' | 'html' | 'text' | 'replyTo' | 'ref' | 'attachments'>;

/**
 * A mailing: the same content to many recipients (a quotation to its suppliers), as
 * enqueueMails would store it, but with the shared columns sent once as parameters and only
 * each recipient's address and name per row, so 10,000 recipients cost one small statement.
 * Returns the ids of the messages, in the order of `recipients`.
 */
export async function enqueueMailing(
  tx: Executor,
  content: MailingContent,
  recipients: { to: string; toName?: string | null }[],
): Promise<number[]> {
  if (recipients.length === 0) return [];
  const contentId = await storeMailContent(tx, { ...content, to: '' });
  const rows = JSON.stringify(recipients.map((r) => [r.to.trim(), r.toName ?? null]));
  // As in enqueueMails: one statement draws its ids in input order, so sorted ids are in order.
  // The ids come back as one text, not one row each: reading 10,000 rows costs the embedded
  // driver more than the insert.
  const [inserted] = await queryRows<{ ids: string | null }>(
    tx,
    sql`
    with m as (
      insert into mail_messages (to_address, to_name, reply_to, subject, content_id, ref_kind, ref_id, secret)
      select r.v ->> 0, r.v ->> 1, ${content.replyTo ?? null}, ${content.subject}, ${contentId},
             ${content.ref?.kind ?? null}, ${content.ref ? String(content.ref.id) : null}, false
      from jsonb_array_elements(${rows}::jsonb) with ordinality as r(v, ord)
      order by r.ord
      returning id
    )
    select string_agg(id::text, ',' order by id) as ids from m`,
  );
  return (inserted?.ids ?? '').split(',').map(Number);
}

/** One message; see enqueueMails. */
export async function enqueueMail(tx: Executor, mail: OutgoingMail): Promise<number> {
  const [id] = await enqueueMails(tx, [mail]);
  return id!;
}
