import type { PrescriptionRead } from '@abasto/domain/prescription';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { prescriptionKeys } from './prescription-keys.ts';

/** Who, other than its doctor and patient, read a prescription (the Médico & ADMIN's view). */
export function usePrescriptionReadings(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...prescriptionKeys.one(id), 'readings'],
    queryFn: async ({ signal }) => (await api<{ data: PrescriptionRead[] }>(`/api/recetas/${id}/leituras`, { signal })).data,
    enabled,
  });
}
