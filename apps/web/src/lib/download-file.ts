import { MSG } from '@abasto/domain/messages';
import { ApiError } from './api-client.ts';
import { tokenStorage } from './token-storage.ts';

/** Hands bytes to the browser as a download named `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * A file behind the session (a request's or an answer's file, an export): fetched with the bearer
 * token and handed to the browser as a download. With `serverName`, the name the server gives
 * (Content-Disposition) wins over `filename`.
 */
export async function downloadFile(url: string, filename: string, opts: { serverName?: boolean } = {}): Promise<void> {
  const token = tokenStorage.get();
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'include' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(body?.error ?? MSG.unexpected, res.status);
  }
  const named = opts.serverName ? /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] : undefined;
  saveFile(await res.blob(), named ?? filename);
}
