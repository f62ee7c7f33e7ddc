import { MSG } from '@abasto/domain/messages';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { contents } from '../../db/schema/contents.ts';
import { AppError } from '../../lib/app-error.ts';

export async function getContentImage({ ctx, id }: { ctx: AppContext; id: number }): Promise<{ bytes: Buffer; type: string }> {
  const [row] = await ctx.db
    .select({ bytes: contents.thumbnail, type: contents.thumbnailType })
    .from(contents)
    .where(eq(contents.id, id));
  if (!row) throw AppError.notFound(MSG.careContentNotFound);
  if (!row.bytes || !row.type) throw AppError.notFound(MSG.careContentImageNotFound);
  return { bytes: row.bytes, type: row.type };
}
