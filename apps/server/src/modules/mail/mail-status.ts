import type { MailStatus } from '@abasto/domain/mail';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mailMessages } from '../../db/schema/mail.ts';
import type { MailRef } from './enqueue-mail.ts';

export interface MailDelivery {
  messageId: number;
  to: string;
  toName: string | null;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
}

/** The delivery state of every message enqueued with this ref (e.g. each recipient of a quotation). */
export async function mailDeliveriesByRef(db: Db | Tx, ref: MailRef): Promise<MailDelivery[]> {
  return db
    .select({
      messageId: mailMessages.id,
      to: mailMessages.toAddress,
      toName: mailMessages.toName,
      status: mailMessages.status,
      attempts: mailMessages.attempts,
      lastError: mailMessages.lastError,
      sentAt: mailMessages.sentAt,
      createdAt: mailMessages.createdAt,
    })
    .from(mailMessages)
    .where(and(eq(mailMessages.refKind, ref.kind), eq(mailMessages.refId, String(ref.id))))
    .orderBy(asc(mailMessages.id));
}
