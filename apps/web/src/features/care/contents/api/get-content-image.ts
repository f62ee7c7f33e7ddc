import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../../lib/api-client.ts';
import { tokenStorage } from '../../../../lib/token-storage.ts';

const IMAGE_KEY = 'care-content-image';

/**
 * getBucketImage (docs/product.md#care-area-calls): a thumbnail address needs the bearer token, which an <img> cannot
 * send, so the image is fetched with it and shown from a blob: address.
 */
export async function getContentImage(address: string, signal?: AbortSignal): Promise<Blob> {
  const token = tokenStorage.get();
  const res = await fetch(address, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'include',
    signal,
  });
  if (!res.ok) throw new ApiError(res.statusText, res.status);
  return res.blob();
}

export function contentImageQueryOptions(address: string) {
  return queryOptions({
    queryKey: [IMAGE_KEY, address],
    queryFn: async ({ signal }) => URL.createObjectURL(await getContentImage(address, signal)),
    // The address carries the image's version: what it points to never changes.
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  });
}

const watched = new WeakSet<QueryClient>();

/** A blob: address lives as long as its cache entry: released when the cache lets the image go. */
function revokeWhenForgotten(client: QueryClient) {
  if (watched.has(client)) return;
  watched.add(client);
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'removed' || event.query.queryKey[0] !== IMAGE_KEY) return;
    const url = event.query.state.data;
    if (typeof url === 'string') URL.revokeObjectURL(url);
  });
}

/** A blob: address for a thumbnail (null while loading or when there is none), and whether it failed. */
export function useContentImageUrl(address: string | null): { url: string | null; failed: boolean } {
  const client = useQueryClient();
  revokeWhenForgotten(client);
  const { data, isError } = useQuery({ ...contentImageQueryOptions(address ?? ''), enabled: address !== null });
  return { url: address && data ? data : null, failed: address !== null && isError };
}
