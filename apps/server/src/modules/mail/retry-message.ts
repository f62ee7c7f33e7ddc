import { MSG } from '@abasto/domain/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { mailMessages } from '../../db/schema/mail.ts';
import { AppError } from '../../lib/app-error.ts';
import { getMessage } from './get-message.ts';
import type { MailDetail } from './mail-mappers.ts';

/**
 * Puts a failed (or waiting) message back in line for an immediate attempt, with a fresh count
 * of attempts. Returns false when the message is being sent or was sent already.
 */
export async function requeueMail(db: Db | Tx, id: number): Promise<boolean> {
  const rows = await db
    .update(mailMessages)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(mailMessages.id, id), inArray(mailMessages.status, ['failed', 'pending'])))
    .returning({ id: mailMessages.id });
  return rows.length > 0;
}

/** The Correos page's 'Reenviar'. */
export async function retryMessage({ ctx, id }: { ctx: AppContext; id: number }): Promise<MailDetail> {
  await getMessage({ ctx, id });
  if (!(await requeueMail(ctx.db, id))) throw AppError.conflict(MSG.mailNotRetryable);
  return getMessage({ ctx, id });
}
