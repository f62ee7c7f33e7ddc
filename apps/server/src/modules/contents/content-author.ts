import { canChangeContent } from '@abasto/domain/care-records-access';
import { MSG } from '@abasto/domain/messages';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contents } from '../../db/schema/contents.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CareActor } from '../care-shared/care-actor.ts';

/** Refuses anyone but the content's author or an administrator; 404 when it does not exist. */
export async function assertCanChangeContent(db: Db | Tx, actor: CareActor, id: number): Promise<void> {
  const [row] = await db.select({ authorId: contents.authorId }).from(contents).where(eq(contents.id, id));
  if (!row) throw AppError.notFound(MSG.careContentNotFound);
  if (!canChangeContent(actor, row.authorId)) throw AppError.forbidden(MSG.careContentOnlyAuthor);
}
