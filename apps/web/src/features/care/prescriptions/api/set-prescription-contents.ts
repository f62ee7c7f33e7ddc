import type { PrescriptionDetail } from '@abasto/domain/prescription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { prescriptionKeys } from './prescription-keys.ts';

/** 'Anexar conteúdo': the contents attached to the prescription become exactly these. */
export function setPrescriptionContents({ id, contentIds }: { id: number; contentIds: number[] }) {
  return api<{ data: PrescriptionDetail }>(`/api/recetas/${id}/contenidos`, { method: 'PUT', body: { contentIds } }).then(
    (r) => r.data,
  );
}

export function useSetPrescriptionContents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPrescriptionContents,
    onSuccess: (detail) => {
      queryClient.setQueryData(prescriptionKeys.one(detail.id), detail);
      return queryClient.invalidateQueries({ queryKey: prescriptionKeys.all });
    },
  });
}
