import { z } from 'zod';

/**
 * Concurrent edits (docs/product.md#concurrent-edits): every editable record carries a `version`,
 * 1 when created and one more with each change. A read answers it (and as the ETag header
 * `"<version>"`); a save may send it back, as the body's `version` or the `If-Match` header, and
 * is refused with 409 when the record changed in between. A save without it is accepted.
 */
export const MAX_VERSION = 2_147_483_647;

/** The version a read answers. */
export const RecordVersionSchema = z
  .number()
  .int()
  .min(1)
  .meta({ description: 'The record\'s version: 1 when created, one more with each change. Also sent as the ETag header.' });

/** The version a save sends back (optional), with the message to show when it is not a version. */
export const versionFieldSchema = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_VERSION, { error: message })
    .optional()
    .meta({
      description:
        'The version the record had when it was read. When it is no longer the current one, the save is refused with 409 and changes nothing. Leave it out (and If-Match) to save whatever the version.',
    });

/** The ETag of a version: a strong tag, `"<version>"`. */
export const etagOf = (version: number) => `"${version}"`;

/**
 * The version named by an If-Match header: `"3"`, `W/"3"` or `3`. `*` and an absent header name
 * none (undefined); anything else is `null` (not a version).
 */
export function versionOfIfMatch(header: string | undefined): number | undefined | null {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === '' || value === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,10})"?$/.exec(value);
  if (!match) return null;
  const n = Number(match[1]);
  return n >= 1 && n <= MAX_VERSION ? n : null;
}

export { changedFields } from './record-changes.ts';
