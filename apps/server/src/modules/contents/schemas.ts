import { RecordVersionSchema } from '@abasto/domain/record-version';
import { z } from 'zod';

export const ContentSummarySchema = z.object({
  _id: z.number(),
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.string(),
  thumbnail: z.string().nullable().describe('Address of the thumbnail image (GET, bearer token), or null'),
  authorId: z.number().nullable(),
  updatedAt: z.string(),
});

export const ContentDetailSchema = ContentSummarySchema.extend({
  content: z.string().nullable(),
  createdAt: z.string(),
  version: RecordVersionSchema,
});

export const ContentListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  type: z.string().trim().max(120).optional(),
});
