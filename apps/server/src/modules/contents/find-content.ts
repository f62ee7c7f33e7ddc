import type { ContentDetail } from '@abasto/domain/care-content';
import { MSG } from '@abasto/domain/messages';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contents } from '../../db/schema/contents.ts';
import { AppError } from '../../lib/app-error.ts';
import { contentDetailColumns, toContentDetail } from './content-mapper.ts';

export async function findContent(db: Db | Tx, id: number): Promise<ContentDetail> {
  const [row] = await db.select(contentDetailColumns).from(contents).where(eq(contents.id, id));
  if (!row) throw AppError.notFound(MSG.careContentNotFound);
  return toContentDetail(row);
}
