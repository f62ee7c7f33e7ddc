import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { supplierKeys } from './supplier-keys.ts';

export function deleteSupplier(id: number) {
  return api<{ _id: number; deleted: true }>(`/api/auth/proveedor/${id}`, { method: 'DELETE' });
}

export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplier,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: supplierKeys.all });
    },
  });
}
