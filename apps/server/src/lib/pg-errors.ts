/**
 * True when a database error (possibly wrapped by the query builder) is a unique violation — of
 * the given index when one is named. Works on both drivers: each exposes PostgreSQL's SQLSTATE
 * and, when it knows it, the constraint's name.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === undefined || name === constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
