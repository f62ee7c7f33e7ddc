import { MSG } from '@abasto/domain/messages';
import { versionOfIfMatch } from '@abasto/domain/record-version';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from './app-error.ts';

/**
 * Concurrent edits (docs/product.md#concurrent-edits). The version itself is kept by the database
 * (migration record_versions: every UPDATE of the row adds one); this file is the save's side:
 * which version a request names, the one WHERE that checks it, and the refusal when it is stale.
 */

/** The texts of a record's area: Spanish for procurement, Portuguese for the care area. */
export interface VersionTexts {
  stale: string;
  invalid: string;
}
export const PROCUREMENT_VERSION_TEXTS: VersionTexts = { stale: MSG.recordChanged, invalid: MSG.recordVersionInvalid };
export const CARE_VERSION_TEXTS: VersionTexts = { stale: MSG.careRecordChanged, invalid: MSG.careRecordVersionInvalid };

/**
 * The version a save names: the body's `version` (checked by the route's schema), else the
 * If-Match header; undefined when it names none (the save is accepted whatever the version).
 */
export function requestedVersion(request: FastifyRequest, texts: VersionTexts): number | undefined {
  const body = request.body as { version?: unknown } | null | undefined;
  if (body && typeof body === 'object' && typeof body.version === 'number') return body.version;
  const header = request.headers['if-match'];
  const version = versionOfIfMatch(Array.isArray(header) ? header[0] : header);
  if (version === null) throw AppError.badRequest(texts.invalid, [{ path: 'If-Match', message: texts.invalid }]);
  return version;
}

/** The WHERE of a save: the row, and its version when the request named one (one atomic statement). */
export function sameVersion(idColumn: PgColumn, id: number, versionColumn: PgColumn, expected: number | undefined): SQL {
  return expected === undefined ? eq(idColumn, id) : and(eq(idColumn, id), eq(versionColumn, expected))!;
}

/** A save whose WHERE matched no row: the record is gone (404) or someone saved first (409). */
export async function refuseUnsaved(
  db: Db,
  table: PgTable & { id: PgColumn; version: PgColumn },
  id: number,
  texts: VersionTexts & { notFound: string },
): Promise<never> {
  const [row] = await db.select({ version: table.version }).from(table).where(eq(table.id, id));
  if (!row) throw AppError.notFound(texts.notFound);
  throw new AppError(409, 'STALE_VERSION', texts.stale, { version: row.version });
}

/** The version of a save that must change a row: refused with 409 when stale. */
export function staleVersion(texts: VersionTexts, current: number): AppError {
  return new AppError(409, 'STALE_VERSION', texts.stale, { version: current });
}
