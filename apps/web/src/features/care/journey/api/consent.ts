import type { Consent, ConsentDocument } from '@abasto/domain/care-consent';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

const consentKey = (document: ConsentDocument) => ['care', 'consent', document] as const;

/** The caller's own signature of a consent form (GET /api/consentimento/{document}). */
export const consentQuery = (document: ConsentDocument) =>
  queryOptions({
    queryKey: consentKey(document),
    queryFn: async ({ signal }) => (await api<{ data: Consent }>(`/api/consentimento/${document}`, { signal })).data,
  });

export function useConsent(document: ConsentDocument) {
  return useQuery(consentQuery(document));
}

/** Signs it (PUT): kept on the server, so the signature outlives a reload. */
export function useSignConsent(document: ConsentDocument) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api<{ data: Consent }>(`/api/consentimento/${document}`, { method: 'PUT' })).data,
    onSuccess: (consent) => client.setQueryData(consentKey(document), consent),
  });
}
