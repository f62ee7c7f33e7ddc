import { API_MSG as MSG } from '@abasto/domain/messages-api';
import { tokenStorage } from './token-storage.ts';

/** A refused call: `message` is the text to show (the body's error, message or status text). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
  }

  /** Validation details of a 400 answer, by field path. */
  get fieldErrors(): Record<string, string> {
    const details = (this.body as { details?: { path: string; message: string }[] } | undefined)?.details;
    const out: Record<string, string> = {};
    if (Array.isArray(details)) for (const d of details) if (d?.path && !out[d.path]) out[d.path] = d.message;
    return out;
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  query?: Record<string, QueryValue | QueryValue[]>;
  signal?: AbortSignal;
}

/**
 * What the session decided about a call refused with 'Unauthorized': repeat it (the person signed
 * in again over the form, docs/product.md#unsaved-work), or fail with `message` (default: the server's).
 */
export interface UnauthorizedOutcome {
  repeat: boolean;
  message?: string;
}

type UnauthorizedHandler = (call: { method: string }) => void | UnauthorizedOutcome | Promise<UnauthorizedOutcome>;

let onUnauthorized: UnauthorizedHandler = () => {};

/** The session registers what happens when the server answers 'Unauthorized'. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // Query parameters are omitted when null (docs/product.md#paths).
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== null && v !== undefined && v !== '') params.append(key, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body || undefined;
  if (body && typeof body === 'object') {
    const b = body as { error?: unknown; message?: unknown };
    if (typeof b.error === 'string' && b.error) return b.error;
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  return undefined;
}

/**
 * The one way the app calls its server (docs/product.md#paths): bearer token from local storage,
 * credentials included, non-OK answers and 200 answers carrying an error both reject.
 */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const url = buildUrl(path, opts.query);
  const token = tokenStorage.get();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(url, {
      method: opts.method ?? 'GET',
      headers,
      credentials: 'include',
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiError(MSG.serviceUnavailable, 0);
  }

  const text = await res.text();
  let body: unknown = text;
  if (text && (res.headers.get('content-type') ?? '').includes('json')) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }

  if (!res.ok) {
    const message = messageOf(body) ?? res.statusText ?? MSG.unexpected;
    if (res.status === 401 && message === MSG.unauthorized && token) {
      const outcome = await onUnauthorized({ method: opts.method ?? 'GET' });
      // Refused before the body was read, so nothing happened: the same call goes again with the new token.
      if (outcome?.repeat && tokenStorage.get() !== token) return api<T>(path, opts);
      throw new ApiError(outcome?.message ?? message, res.status, body);
    }
    throw new ApiError(message, res.status, body);
  }
  if (body && typeof body === 'object') {
    const b = body as { error?: unknown; result?: unknown };
    if (b.error || b.result === 'Error') {
      throw new ApiError(typeof b.error === 'string' && b.error ? b.error : MSG.unexpected, res.status, body);
    }
  }
  return body as T;
}
