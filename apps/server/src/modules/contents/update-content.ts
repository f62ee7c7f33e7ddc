import type { ContentDetail, ContentInputSchema } from '@abasto/domain/care-content';
import { MSG } from '@abasto/domain/messages';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { contents } from '../../db/schema/contents.ts';
import { CARE_VERSION_TEXTS, refuseUnsaved, sameVersion } from '../../lib/record-version.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import { valueOfList } from '../item-descriptions/list-value.ts';
import { assertCanChangeContent } from './content-author.ts';
import { contentDetailColumns, toContentDetail } from './content-mapper.ts';
import { decodeThumbnail } from './decode-thumbnail.ts';

export interface UpdateContentInput {
  ctx: AppContext;
  actor: CareActor;
  id: number;
  input: z.output<typeof ContentInputSchema>;
  /** docs/product.md#concurrent-edits: when given, a stale version changes nothing (409). */
  version?: number;
}

/** Replaces the fields; the thumbnail is kept when left out, removed when null, replaced when given. */
export async function updateContent({ ctx, actor, id, input, version }: UpdateContentInput): Promise<ContentDetail> {
  await assertCanChangeContent(ctx.db, actor, id);
  // A type from the list; an edit may keep the type it had, even one since removed from the list.
  const [current] = await ctx.db.select({ type: contents.type }).from(contents).where(eq(contents.id, id));
  const type = current?.type === input.type ? input.type : await valueOfList(ctx.db, 'types', input.type, 'type', MSG.careContentTypeNotInList);
  const image = input.thumbnail ? decodeThumbnail(input.thumbnail) : null;
  const thumbnail =
    input.thumbnail === undefined
      ? {}
      : { thumbnail: image?.bytes ?? null, thumbnailType: image?.type ?? null, thumbnailVersion: image ? new Date() : null };
  const [row] = await ctx.db
    .update(contents)
    .set({
      title: input.title,
      description: input.description,
      type,
      content: input.content,
      ...thumbnail,
      updatedAt: sql`now()`,
    })
    .where(sameVersion(contents.id, id, contents.version, version))
    .returning(contentDetailColumns);
  if (!row) return refuseUnsaved(ctx.db, contents, id, { ...CARE_VERSION_TEXTS, notFound: MSG.careContentNotFound });
  return toContentDetail(row);
}
