import { MAIL_PAGE_SIZE, type MailStatus } from '@abasto/domain/mail';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { mailMessages } from '../../db/schema/mail.ts';
import { type MailSummary, toMailSummary } from './mail-mappers.ts';

export interface ListMessagesInput {
  ctx: AppContext;
  page: number;
  status?: MailStatus;
  q?: string;
}

export interface MessagePage {
  data: MailSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** False when SMTP_URL is not set: messages wait here and are never sent. */
  smtpConfigured: boolean;
  /** False when no SMS gateway is configured: text messages wait here and are never sent. */
  smsConfigured: boolean;
}

/** The Correos page: newest first, optionally by state or by recipient (address or telephone) / subject. */
export async function listMessages({ ctx, page, status, q }: ListMessagesInput): Promise<MessagePage> {
  const filters: SQL[] = [];
  if (status) filters.push(eq(mailMessages.status, status));
  const term = q?.trim();
  if (term) {
    // A telephone is stored as digits; the page shows it with its '+' (docs/product.md#correos).
    const like = `%${term.replace(/^\+(?=\d)/, '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(mailMessages.toAddress, like), ilike(mailMessages.subject, like)) as SQL);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(mailMessages)
      .where(where)
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(MAIL_PAGE_SIZE)
      .offset((page - 1) * MAIL_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(mailMessages).where(where),
  ]);
  return {
    data: rows.map(toMailSummary),
    total: Number(totals[0]?.n ?? 0),
    page,
    pageSize: MAIL_PAGE_SIZE,
    smtpConfigured: Boolean(ctx.config.SMTP_URL),
    smsConfigured: ctx.config.smsGateway !== null,
  };
}
