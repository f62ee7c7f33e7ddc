import { MSG } from '@abasto/domain/messages';
import { AppError } from '../../lib/app-error.ts';

const TIMEOUT_MS = 5000;

export function notConfigured(): AppError {
  return new AppError(501, 'MAPS_NOT_CONFIGURED', MSG.careMapsNotConfigured);
}

/** JSON from the configured maps provider; a slow, failing or odd provider is a 502, never a 500. */
export async function providerJson(base: string, path: string, query: Record<string, string> = {}): Promise<unknown> {
  const url = new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': 'Abasto (care area maps)' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`maps provider answered ${res.status}`);
    return await res.json();
  } catch {
    throw new AppError(502, 'MAPS_UNAVAILABLE', MSG.careMapsUnavailable);
  }
}

export function unavailable(): AppError {
  return new AppError(502, 'MAPS_UNAVAILABLE', MSG.careMapsUnavailable);
}
