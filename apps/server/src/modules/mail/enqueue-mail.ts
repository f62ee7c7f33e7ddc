import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mailAttachments, mailMessageAttachments, mailMessages } from '../../db/schema/mail.ts';

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
}

type Executor = Db | Tx;

/**
 * Stores attachment bytes once and returns their id; the same bytes stored again (another
 * quotation with the same file) give the same id. Call it inside the caller's transaction.
 */
export async function storeMailAttachment(tx: Executor, content: Buffer): Promise<number> {
  const sha256 = crypto.createHash('sha256').update(content).digest('hex');
  // The bytes travel as base64 text decoded by the database: a megabyte bound as a bytea
  // parameter costs the embedded driver seconds, as text a fraction of that.
  const [inserted] = await tx
    .insert(mailAttachments)
    .values({ sha256, size: content.length, content: sql`decode(${content.toString('base64')}, 'base64')` })
    .onConflictDoNothing()
    .returning({ id: mailAttachments.id });
  if (inserted) return inserted.id;
  const [existing] = await tx
    .select({ id: mailAttachments.id })
    .from(mailAttachments)
    .where(eq(mailAttachments.sha256, sha256));
  if (!existing) throw new Error('attachment neither inserted nor found');
  return existing.id;
}

/**
 * Puts messages in the outbox. Call it with the transaction of the change that causes the
 * messages: they exist exactly when that change commits, and the worker delivers them later.
 * Returns the ids of the messages, in order.
 */
export async function enqueueMails(tx: Executor, mails: OutgoingMail[]): Promise<number[]> {
  if (mails.length === 0) return [];
  const ids: number[] = [];
  // Chunks keep each statement well under the limit of bound parameters.
  for (let start = 0; start < mails.length; start += 500) {
    const chunk = mails.slice(start, start + 500);
    const rows = await tx
      .insert(mailMessages)
      .values(
        chunk.map((m) => ({
          toAddress: m.to.trim(),
          toName: m.toName ?? null,
          replyTo: m.replyTo ?? null,
          subject: m.subject,
          html: m.html,
          text: m.text,
          refKind: m.ref?.kind ?? null,
          refId: m.ref ? String(m.ref.id) : null,
        })),
      )
      .returning({ id: mailMessages.id });
    const links = chunk.flatMap((m, i) =>
      (m.attachments ?? []).map((a, position) => ({
        messageId: rows[i]!.id,
        position,
        attachmentId: a.attachmentId,
        filename: a.filename,
        contentType: a.contentType,
      })),
    );
    for (let l = 0; l < links.length; l += 1000) {
      await tx.insert(mailMessageAttachments).values(links.slice(l, l + 1000));
    }
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** One message; see enqueueMails. */
export async function enqueueMail(tx: Executor, mail: OutgoingMail): Promise<number> {
  const [id] = await enqueueMails(tx, [mail]);
  return id!;
}
