import type { PrescriptionDetail, PrescriptionInput } from '@abasto/domain/prescription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { prescriptionKeys } from './prescription-keys.ts';

export function createPrescription(input: PrescriptionInput) {
  return api<{ data: PrescriptionDetail }>('/api/recetas', { method: 'POST', body: input }).then((r) => r.data);
}

export function useCreatePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPrescription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionKeys.all }),
  });
}
