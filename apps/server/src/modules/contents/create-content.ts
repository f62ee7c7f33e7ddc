import type { ContentDetail, ContentInputSchema } from '@abasto/domain/care-content';
import { MSG } from '@abasto/domain/messages';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { contents } from '../../db/schema/contents.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import { valueOfList } from '../item-descriptions/list-value.ts';
import { contentDetailColumns, toContentDetail } from './content-mapper.ts';
import { decodeThumbnail } from './decode-thumbnail.ts';

export interface CreateContentInput {
  ctx: AppContext;
  actor: CareActor;
  input: z.output<typeof ContentInputSchema>;
}

export async function createContent({ ctx, actor, input }: CreateContentInput): Promise<ContentDetail> {
  const image = input.thumbnail ? decodeThumbnail(input.thumbnail) : null;
  const type = await valueOfList(ctx.db, 'types', input.type, 'type', MSG.careContentTypeNotInList);
  const [row] = await ctx.db
    .insert(contents)
    .values({
      title: input.title,
      description: input.description,
      type,
      content: input.content,
      thumbnail: image?.bytes ?? null,
      thumbnailType: image?.type ?? null,
      thumbnailVersion: image ? new Date() : null,
      authorId: actor.id,
    })
    .returning(contentDetailColumns);
  if (!row) throw new Error('content not created');
  return toContentDetail(row);
}
