import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { OwnRequestSummary } from '../sourcing-types.ts';
import { sourcingKeys } from './sourcing-keys.ts';

/** The logged-in proveedor's own requests ("Mis pedidos de cotización"). */
export function listOwnRequests(signal?: AbortSignal) {
  return api<{ data: OwnRequestSummary[] }>('/api/mis-pedidos', { signal }).then((r) => r.data);
}

export function useOwnRequests() {
  return useQuery({ queryKey: sourcingKeys.own(), queryFn: ({ signal }) => listOwnRequests(signal) });
}
