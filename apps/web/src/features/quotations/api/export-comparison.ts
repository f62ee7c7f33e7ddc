import { MSG } from '@abasto/domain/messages';
import { ApiError } from '../../../lib/api-client.ts';
import { tokenStorage } from '../../../lib/token-storage.ts';

/**
 * GET /api/cotizacion/{id}/comparacion?formato=xlsx|csv, saved as a file. The call carries the
 * bearer token, so it is fetched and handed to the browser as a download.
 */
export async function exportComparison(id: number, formato: 'xlsx' | 'csv'): Promise<void> {
  const token = tokenStorage.get();
  const res = await fetch(`/api/cotizacion/${id}/comparacion?formato=${formato}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!res.ok) {
    let message: string = MSG.unexpected;
    try {
      const body = (await res.json()) as { error?: string };
      if (body.error) message = body.error;
    } catch {
      // not JSON: the generic message
    }
    throw new ApiError(message, res.status);
  }
  const blob = await res.blob();
  const named = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = named ?? `comparacion-${id}.${formato}`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
