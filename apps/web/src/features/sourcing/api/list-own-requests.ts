import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { OwnRequestPage } from '../sourcing-types.ts';
import { sourcingKeys } from './sourcing-keys.ts';

/** GET /api/perfil-proveedor/pedidos: the logged-in proveedor's own requests, newest first. */
export function listOwnRequests(signal?: AbortSignal) {
  return api<OwnRequestPage>('/api/perfil-proveedor/pedidos', { query: { pageSize: 100 }, signal });
}

export function useOwnRequests() {
  return useQuery({ queryKey: sourcingKeys.ownList(), queryFn: ({ signal }) => listOwnRequests(signal) });
}
