import type { Caller } from '../api-access.ts';
import { API_ACCESS } from '../api-access.ts';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { FuzzTarget } from './fuzz-targets.ts';
import { bodyAround, FUZZ_SEED, runs, wildPathId, wildQuery } from './fuzz-values.ts';
import type { World } from './fuzz-world.ts';

// zod's own English texts, which would mean a schema without the app's locale or messages.
const ENGLISH = /\b(Invalid input|expected|Required|Unrecognized key|Too (big|small)|must be|Bad Request|Not Found)\b/;

/** What is wrong with an answer, if anything: a 5xx, or a refusal without a message. */
export function problemOf(res: LightMyRequestResponse): string | undefined {
  // 501 is a deliberate answer (the maps provider is not configured), not a failure.
  if (res.statusCode >= 500 && res.statusCode !== 501) return `${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return undefined;
  let answer: { message?: unknown; error?: unknown };
  try {
    answer = res.json();
  } catch {
    return `${res.statusCode} refusal that is not JSON: ${res.body.slice(0, 200)}`;
  }
  for (const field of ['message', 'error'] as const) {
    const text = answer[field];
    if (typeof text !== 'string' || !text.trim()) return `${res.statusCode} refusal without '${field}': ${res.body.slice(0, 200)}`;
  }
  if (ENGLISH.test(String(answer.message))) return `${res.statusCode} refusal in English: ${String(answer.message)}`;
  return undefined;
}

export interface Sent {
  method: string;
  url: string;
  as: Caller;
  payload?: string;
}

export async function send(w: World, { method, url, as, payload }: Sent) {
  return w.app.inject({
    method: method as 'GET',
    url,
    headers: { ...w.auth[as], ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    payload,
  });
}

function idOf(res: LightMyRequestResponse): number | undefined {
  try {
    const answer = res.json() as { data?: unknown; _id?: unknown; user?: { _id?: unknown } };
    const data = Array.isArray(answer.data) ? answer.data[0] : (answer.data ?? answer);
    const id = (data as { _id?: unknown })?._id ?? answer.user?._id;
    return typeof id === 'number' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Counts of what a property sent and how it was answered, for the report. */
export const tally = { cases: 0, accepted: 0, refused: 0, reads: 0 };

/**
 * Sends generated bodies and query strings to one call: never a 5xx, every refusal with a
 * message, and after every accepted write the related reads still answer 200 (their answers are
 * checked against the response schemas by the server itself, so a 200 is a valid shape).
 */
export async function fuzzCall(w: World, key: string, target: FuzzTarget): Promise<void> {
  const [method, template] = key.split(' ') as [string, string];
  const bodies = target.body ? bodyAround(() => target.body!(w)) : fc.constant(undefined);
  const queries = target.query ? wildQuery(target.query) : fc.constant('');
  await fc.assert(
    fc.asyncProperty(bodies, queries, async (body, query) => {
      const path = target.url ? await target.url(w) : template;
      const sent: Sent = {
        method,
        url: query ? `${path}?${query}` : path,
        as: target.as,
        payload: body === undefined ? undefined : JSON.stringify(body),
      };
      const res = await send(w, sent);
      tally.cases += 1;
      const problem = problemOf(res);
      if (problem) throw new Error(`${method} ${sent.url} as ${sent.as}\nbody: ${sent.payload?.slice(0, 2000)}\n→ ${problem}`);
      if (res.statusCode >= 400) {
        tally.refused += 1;
        return;
      }
      tally.accepted += 1;
      for (const [as, url] of target.reads?.(w, method === 'POST' ? idOf(res) : undefined) ?? []) {
        const read = await send(w, { method: 'GET', url, as });
        tally.reads += 1;
        if (read.statusCode !== 200) {
          throw new Error(
            `after ${method} ${sent.url} (${res.statusCode}) with ${sent.payload?.slice(0, 2000)}\nGET ${url} as ${as} → ${read.statusCode} ${read.body.slice(0, 300)}`,
          );
        }
      }
    }),
    { numRuns: runs(target.runs ?? 45), seed: FUZZ_SEED },
  );
}

/** The first caller the matrix lets through, preferring the one the call's target uses. */
export function allowedCaller(key: string, preferred?: Caller): Caller {
  const allowed = API_ACCESS[key] ?? [];
  if (preferred && allowed.includes(preferred)) return preferred;
  return allowed.find((c) => c !== 'anonymous') ?? allowed[0] ?? 'admin';
}

/** Path ids that are not ids, on a call with path parameters: refused with a message, never a 5xx. */
export async function fuzzPathIds(w: World, key: string, target: FuzzTarget | undefined, numRuns: number) {
  const [method, template] = key.split(' ') as [string, string];
  const params = template.match(/:[A-Za-z]+/g) ?? [];
  const as = allowedCaller(key, target?.as);
  const body = target?.body?.(w);
  await fc.assert(
    fc.asyncProperty(fc.array(wildPathId, { minLength: params.length, maxLength: params.length }), async (values) => {
      let url = template;
      params.forEach((p, i) => (url = url.replace(p, values[i]!)));
      const res = await send(w, { method, url, as, payload: body === undefined ? undefined : JSON.stringify(body) });
      tally.cases += 1;
      const problem = problemOf(res);
      if (problem) throw new Error(`${method} ${url} as ${as}\n→ ${problem}`);
    }),
    { numRuns: runs(numRuns), seed: FUZZ_SEED },
  );
}
