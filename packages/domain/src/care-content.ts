import { z } from 'zod';
import { optionalText } from './care-record-fields.ts';
import { MSG } from './messages.ts';
import { versionFieldSchema } from './record-version.ts';

/**
 * The content library (conteúdos): educational material a professional attaches to a patient's
 * care. Each item has a title, a description, a type (from the 'types' value list), the content
 * text and an optional thumbnail image, stored in the database and served by
 * GET /api/contenido/image/{id}.
 */

export const CONTENT_TITLE_MAX = 200;
export const CONTENT_DESCRIPTION_MAX = 1000;
export const CONTENT_TYPE_MAX = 120;
export const CONTENT_TEXT_MAX = 20_000;
/** Largest thumbnail, decoded (2 MiB). Its data URL is about a third longer. */
export const CONTENT_THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
// SVG is left out on purpose: served from our origin it could carry scripts.
export const CONTENT_THUMBNAIL_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ThumbnailType = (typeof CONTENT_THUMBNAIL_TYPES)[number];

const DATA_URL = /^data:(image\/(?:png|jpeg|gif|webp));base64,([A-Za-z0-9+/]*={0,2})$/;

/** Decoded size of a base64 payload, without decoding it. */
export function base64Bytes(payload: string): number {
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

export interface ThumbnailDataUrl {
  type: ThumbnailType;
  base64: string;
}

/** Splits an image data URL, or answers the message saying why it is refused. */
export function parseThumbnailDataUrl(value: string): ThumbnailDataUrl | { problem: string } {
  const match = DATA_URL.exec(value);
  if (!match) return { problem: MSG.careContentImageInvalid };
  const base64 = match[2] ?? '';
  if (base64.length === 0) return { problem: MSG.careContentImageInvalid };
  if (base64Bytes(base64) > CONTENT_THUMBNAIL_MAX_BYTES) return { problem: MSG.careContentImageTooLarge };
  return { type: match[1] as ThumbnailType, base64 };
}

/**
 * The image type the bytes really are (by their signature), or null. The declared type alone is
 * not trusted: a file is served with the type its bytes have.
 */
export function sniffImageType(bytes: Uint8Array): ThumbnailType | null {
  const starts = (sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return 'image/gif';
  }
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/**
 * POST and PUT /api/contenido. `thumbnail` is an image data URL; on PUT, leaving it out keeps the
 * current image and null removes it.
 */
export const ContentInputSchema = z.object({
  title: z
    .string({ error: MSG.careContentTitleRequired })
    .trim()
    .min(1, { error: MSG.careContentTitleRequired })
    .max(CONTENT_TITLE_MAX, { error: MSG.careContentTitleTooLong }),
  description: optionalText(CONTENT_DESCRIPTION_MAX),
  type: z
    .string({ error: MSG.careContentTypeRequired })
    .trim()
    .min(1, { error: MSG.careContentTypeRequired })
    .max(CONTENT_TYPE_MAX, { error: MSG.careRecordTextTooLong }),
  content: optionalText(CONTENT_TEXT_MAX),
  thumbnail: z
    .string({ error: MSG.careContentImageInvalid })
    .nullish()
    .superRefine((v, ctx) => {
      if (!v) return;
      const parsed = parseThumbnailDataUrl(v);
      if ('problem' in parsed) ctx.addIssue({ code: 'custom', message: parsed.problem });
    }),
  /** On PUT (docs/product.md#concurrent-edits); a create ignores it. */
  version: versionFieldSchema(MSG.careRecordVersionInvalid),
});
export type ContentInput = z.input<typeof ContentInputSchema>;

/** A content item in lists and cards. `thumbnail` is the image's address, or null. */
export interface ContentSummary {
  _id: number;
  id: number;
  title: string;
  description: string | null;
  type: string;
  thumbnail: string | null;
  authorId: number | null;
  updatedAt: string;
}

export interface ContentDetail extends ContentSummary {
  content: string | null;
  createdAt: string;
  /** docs/product.md#concurrent-edits */
  version: number;
}

/** The address of a content's thumbnail; the version makes a changed image a new address. */
export function contentImagePath(id: number, version: string | number): string {
  return `/api/contenido/image/${id}?v=${encodeURIComponent(String(version))}`;
}
