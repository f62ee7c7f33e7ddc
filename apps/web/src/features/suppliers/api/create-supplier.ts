import type { Proveedor } from '@abasto/domain/supplier';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { supplierKeys } from './supplier-keys.ts';

export function createSupplier(body: Record<string, unknown>) {
  return api<Proveedor>('/api/auth/proveedor/', { method: 'POST', body });
}

export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupplier,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: supplierKeys.all });
    },
  });
}
