import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { contents } from '../../db/schema/contents.ts';
import type { CareActor } from '../care-shared/care-actor.ts';
import { assertCanChangeContent } from './content-author.ts';

/** Erases a content; prescriptions it was attached to simply lose the attachment. */
export async function deleteContent({ ctx, actor, id }: { ctx: AppContext; actor: CareActor; id: number }): Promise<void> {
  await assertCanChangeContent(ctx.db, actor, id);
  await ctx.db.delete(contents).where(eq(contents.id, id));
}
