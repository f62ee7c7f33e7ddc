import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AnswerRequest } from '../sourcing-types.ts';
import { sourcingKeys } from './sourcing-keys.ts';

/** One of the logged-in proveedor's requests, in the shape of the link's page. */
export function getOwnRequest(id: number, signal?: AbortSignal) {
  return api<{ data: AnswerRequest }>(`/api/perfil-proveedor/pedidos/${id}/respuesta`, { signal }).then((r) => r.data);
}

export function useOwnRequest(id: number | null) {
  return useQuery({
    queryKey: sourcingKeys.ownOne(id ?? 0),
    queryFn: ({ signal }) => getOwnRequest(id!, signal),
    enabled: id !== null,
    retry: false,
  });
}
