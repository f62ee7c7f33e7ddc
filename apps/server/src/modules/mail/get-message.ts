import { MSG } from '@abasto/domain/messages';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { mailAttachments, mailContentAttachments, mailContents, mailMessages } from '../../db/schema/mail.ts';
import { AppError } from '../../lib/app-error.ts';
import { type MailDetail, toMailDetail } from './mail-mappers.ts';
import { deliveryChannels } from './mail-secrets.ts';

export async function getMessage({ ctx, id }: { ctx: AppContext; id: number }): Promise<MailDetail> {
  const [row] = await ctx.db
    .select({ message: mailMessages, html: mailContents.html, text: mailContents.text })
    .from(mailMessages)
    .innerJoin(mailContents, eq(mailContents.id, mailMessages.contentId))
    .where(eq(mailMessages.id, id));
  if (!row) throw AppError.notFound(MSG.mailNotFound);
  const attachments = await ctx.db
    .select({
      filename: mailContentAttachments.filename,
      contentType: mailContentAttachments.contentType,
      size: mailAttachments.size,
    })
    .from(mailContentAttachments)
    .innerJoin(mailAttachments, eq(mailAttachments.id, mailContentAttachments.attachmentId))
    .where(eq(mailContentAttachments.contentId, row.message.contentId))
    .orderBy(asc(mailContentAttachments.position));
  return toMailDetail(row.message, { html: row.html, text: row.text }, attachments, deliveryChannels(ctx.config));
}
