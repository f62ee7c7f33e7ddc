import type { ComparisonAnswer } from '@abasto/domain/sourcing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { quotationKeys } from './quotation-keys.ts';

/** The body of the award (AwardSchema): the whole request, or line by line. */
export type AwardBody =
  | { proveedorId: number; nota: string | null; avisarOtros: boolean }
  | { lineas: { itemId: number; proveedorId: number }[]; nota: string | null; avisarOtros: boolean };

/** POST /api/cotizacion/{id}/adjudicacion: the whole request to one supplier, or line by line. */
export function awardRequest({ id, body }: { id: number; body: AwardBody }) {
  return api<ComparisonAnswer>(`/api/cotizacion/${id}/adjudicacion`, { method: 'POST', body });
}

export function useAwardRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AwardBody) => awardRequest({ id, body }),
    onSuccess: (data) => {
      queryClient.setQueryData(quotationKeys.comparison(id), data);
      return queryClient.invalidateQueries({ queryKey: quotationKeys.answers(id) });
    },
  });
}
