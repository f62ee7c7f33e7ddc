import type { PrescriptionDetail } from '@abasto/domain/prescription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { prescriptionKeys } from './prescription-keys.ts';

/** getRecetaDetail (docs/product.md#care-area-calls): the answer's data[0]. */
export async function getPrescription(id: number, signal?: AbortSignal): Promise<PrescriptionDetail> {
  const { data } = await api<{ data: PrescriptionDetail[] }>(`/api/recetas/${id}`, { signal });
  const [detail] = data;
  if (!detail) throw new Error('empty prescription answer');
  return detail;
}

export function prescriptionQueryOptions(id: number) {
  return queryOptions({
    queryKey: prescriptionKeys.one(id),
    queryFn: ({ signal }) => getPrescription(id, signal),
  });
}

export function usePrescription(id: number) {
  return useQuery({ ...prescriptionQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
