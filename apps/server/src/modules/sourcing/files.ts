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

/** The first bytes of the kinds whose names promise them. */
const SIGNATURES: Record<string, { kind: string; magic: number[][] }> = {
  pdf: { kind: 'PDF', magic: [[0x25, 0x50, 0x44, 0x46]] },
  png: { kind: 'PNG', magic: [[0x89, 0x50, 0x4e, 0x47]] },
  jpg: { kind: 'JPEG', magic: [[0xff, 0xd8, 0xff]] },
  jpeg: { kind: 'JPEG', magic: [[0xff, 0xd8, 0xff]] },
  gif: { kind: 'GIF', magic: [[0x47, 0x49, 0x46, 0x38]] },
  zip: { kind: 'ZIP', magic: [[0x50, 0x4b, 0x03, 0x04]] },
  docx: { kind: 'Word', magic: [[0x50, 0x4b, 0x03, 0x04]] },
  xlsx: { kind: 'Excel', magic: [[0x50, 0x4b, 0x03, 0x04]] },
  doc: { kind: 'Word', magic: [[0xd0, 0xcf, 0x11, 0xe0]] },
  xls: { kind: 'Excel', magic: [[0xd0, 0xcf, 0x11, 0xe0]] },
};

/** Refuses a file whose bytes are not what its name says (a .pdf that is not a PDF). */
export function assertFileKinds(files: { filename: string; content: Buffer }[]): void {
  for (const f of files) {
    const ext = /\.([A-Za-z0-9]+)$/.exec(f.filename)?.[1]?.toLowerCase();
    const sig = ext ? SIGNATURES[ext] : undefined;
    if (!sig) continue;
    if (!sig.magic.some((m) => m.every((b, i) => f.content[i] === b))) {
      throw AppError.badRequest(MSG.sourcingFileKindMismatch.replace('{name}', f.filename).replace('{kind}', sig.kind));
    }
  }
}
