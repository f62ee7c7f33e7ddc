import type { ContentSummary } from '@abasto/domain/care-content';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { contents } from '../../db/schema/contents.ts';
import { contentSummaryColumns, toContentSummary } from './content-mapper.ts';

const LIST_MAX = 500;

export interface ListContentsInput {
  ctx: AppContext;
  search?: string;
  type?: string;
}

/** The library, most recently changed first; every care user may browse it. */
export async function listContents({ ctx, search, type }: ListContentsInput): Promise<ContentSummary[]> {
  const where: SQL[] = [];
  if (type) where.push(eq(contents.type, type));
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`immutable_unaccent(lower(${contents.title} || ' ' || coalesce(${contents.description}, ''))) like immutable_unaccent(lower(${pattern}))`,
    );
  }
  const rows = await ctx.db
    .select(contentSummaryColumns)
    .from(contents)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(contents.updatedAt), desc(contents.id))
    .limit(LIST_MAX);
  return rows.map(toContentSummary);
}
