import type { TestAbasto } from './abasto.ts';
import type { userWithToken } from './factories.ts';

/** A logged-in user of a test, as userWithToken gives it. */
export type Person = Awaited<ReturnType<typeof userWithToken>>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `call(method, url, who, payload?)`: one API call as `who` through `app.inject`. Takes the test
 * Abasto lazily, as the test file opens it in beforeAll.
 */
export function callAs(abasto: () => TestAbasto) {
  return (method: Method, url: string, who: Person, payload?: unknown) =>
    abasto().app.inject({ method, url, headers: who.auth, payload: payload as object | undefined });
}
