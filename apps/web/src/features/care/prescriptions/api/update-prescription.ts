import type { PrescriptionDetail, PrescriptionInput } from '@abasto/domain/prescription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { prescriptionKeys } from './prescription-keys.ts';

export function updatePrescription({ id, input }: { id: number; input: PrescriptionInput }) {
  return api<{ data: PrescriptionDetail }>(`/api/recetas/${id}`, { method: 'PUT', body: input }).then((r) => r.data);
}

export function useUpdatePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrescription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionKeys.all }),
  });
}
