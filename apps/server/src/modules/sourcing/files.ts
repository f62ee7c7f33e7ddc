import { MSG } from '@abasto/domain/messages';
import { pricesVisible } from '@abasto/domain/sourcing';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clockOf, requireRequest } from './sourcing-store.ts';

export interface StoredFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

type FileRow = { filename: string; content_type: string; content: string };

const toFile = (row: FileRow | undefined): StoredFile => {
  if (!row) throw AppError.notFound(MSG.sourcingFileNotFound);
  return { filename: row.filename, contentType: row.content_type, body: Buffer.from(row.content, 'base64') };
};

/** File n (from 0) of a request, as it was sent. */
export async function requestFile(ctx: AppContext, quotationId: number, n: number): Promise<StoredFile> {
  const [row] = await queryRows<FileRow>(
    ctx.db,
    sql`select f.filename, f.content_type, encode(a.content, 'base64') as content
        from quotation_attachments f join mail_attachments a on a.id = f.attachment_id
        where f.quotation_id = ${quotationId} and f.position = ${n}`,
  );
  return toFile(row);
}

/** File n of a recipient's latest answer; withheld like the prices while a sealed request is open. */
export async function answerFile(ctx: AppContext, quotationId: number, recipientId: number, n: number): Promise<StoredFile> {
  const request = await requireRequest(ctx.db, quotationId);
  if (!pricesVisible(request, clockOf(ctx))) throw AppError.conflict(MSG.sourcingSealedHidden);
  const [row] = await queryRows<FileRow>(
    ctx.db,
    sql`select f.filename, f.content_type, encode(a.content, 'base64') as content
        from quotation_recipients r
        join lateral (select id from sourcing_answers x where x.recipient_id = r.id order by x.version desc limit 1) v on true
        join sourcing_answer_files f on f.answer_id = v.id
        join mail_attachments a on a.id = f.attachment_id
        where r.id = ${recipientId} and r.quotation_id = ${quotationId} and f.position = ${n}`,
  );
  return toFile(row);
}

/** Sends a stored file as a download (never shown inline: it came from outside). */
export function sendFile(reply: FastifyReply, file: StoredFile) {
  const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
    .send(file.body);
}
