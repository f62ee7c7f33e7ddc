import { type ContentDetail, type ContentSummary, contentImagePath } from '@abasto/domain/care-content';
import { contents } from '../../db/schema/contents.ts';

/** The columns a card needs: everything but the image bytes and the text. */
export const contentSummaryColumns = {
  id: contents.id,
  title: contents.title,
  description: contents.description,
  type: contents.type,
  thumbnailVersion: contents.thumbnailVersion,
  authorId: contents.authorId,
  updatedAt: contents.updatedAt,
};

export const contentDetailColumns = {
  ...contentSummaryColumns,
  content: contents.content,
  createdAt: contents.createdAt,
  version: contents.version,
};

type SummaryRow = {
  id: number;
  title: string;
  description: string | null;
  type: string;
  thumbnailVersion: Date | null;
  authorId: number | null;
  updatedAt: Date;
};

export function toContentSummary(row: SummaryRow): ContentSummary {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    thumbnail: row.thumbnailVersion ? contentImagePath(row.id, row.thumbnailVersion.getTime()) : null,
    authorId: row.authorId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toContentDetail(row: SummaryRow & { content: string | null; createdAt: Date; version: number }): ContentDetail {
  return { ...toContentSummary(row), content: row.content, createdAt: row.createdAt.toISOString(), version: row.version };
}
