import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

/** A pain-diary record as /api/dor answers it (docs/product.md#care-area-calls). */
export interface PainRecord {
  id: number;
  patientId: number;
  level: number;
  location: string;
  recordedAt: string;
  notes: string | null;
}

/** A patient's own pain records: the server answers a patient only its own (docs/product.md#care-roles-and-records). */
export async function getPainRecords(signal?: AbortSignal): Promise<PainRecord[]> {
  const { data } = await api<{ data: PainRecord[] }>('/api/dor', { signal });
  return data;
}

export const painRecordsQuery = () => queryOptions({ queryKey: ['care', 'pain-records'], queryFn: ({ signal }) => getPainRecords(signal) });

export function usePainRecords(enabled: boolean) {
  return useQuery({ ...painRecordsQuery(), enabled });
}
