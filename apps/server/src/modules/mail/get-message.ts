import { MSG } from '@abasto/domain/messages';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app.ts';
import { mailAttachments, mailMessageAttachments, mailMessages } from '../../db/schema/mail.ts';
import { AppError } from '../../lib/app-error.ts';
import { type MailDetail, toMailDetail } from './mail-mappers.ts';

export async function getMessage({ ctx, id }: { ctx: AppContext; id: number }): Promise<MailDetail> {
  const [row] = await ctx.db.select().from(mailMessages).where(eq(mailMessages.id, id));
  if (!row) throw AppError.notFound(MSG.mailNotFound);
  const attachments = await ctx.db
    .select({
      filename: mailMessageAttachments.filename,
      contentType: mailMessageAttachments.contentType,
      size: mailAttachments.size,
    })
    .from(mailMessageAttachments)
    .innerJoin(mailAttachments, eq(mailAttachments.id, mailMessageAttachments.attachmentId))
    .where(eq(mailMessageAttachments.messageId, id))
    .orderBy(asc(mailMessageAttachments.position));
  return toMailDetail(row, attachments);
}
