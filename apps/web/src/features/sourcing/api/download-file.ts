import { MSG } from '@abasto/domain/messages';
import { ApiError } from '../../../lib/api-client.ts';
import { tokenStorage } from '../../../lib/token-storage.ts';

/**
 * A file behind the session (the proveedor's own request, a supplier's answer for staff): fetched
 * with the bearer token and handed to the browser as a download.
 */
export async function downloadFile(url: string, filename: string): Promise<void> {
  const token = tokenStorage.get();
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'include' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(body?.error ?? MSG.unexpected, res.status);
  }
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
