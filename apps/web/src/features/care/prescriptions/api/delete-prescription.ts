import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { prescriptionKeys } from './prescription-keys.ts';

export function deletePrescription(id: number) {
  return api<{ data: { _id: number } }>(`/api/recetas/${id}`, { method: 'DELETE' });
}

export function useDeletePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrescription,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: prescriptionKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: prescriptionKeys.all });
    },
  });
}
