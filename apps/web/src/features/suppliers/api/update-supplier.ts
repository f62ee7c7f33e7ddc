import type { Proveedor } from '@abasto/domain/supplier';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { supplierKeys } from './supplier-keys.ts';

/** Saves the whole record; invitedBy is never sent (docs/product.md#paths). */
export function updateSupplier({ id, body }: { id: number; body: Record<string, unknown> }) {
  const { invitedBy: _omit, ...record } = body;
  return api<Proveedor>(`/api/auth/proveedor/${id}`, { method: 'PUT', body: record });
}

export function useUpdateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupplier,
    // Not awaited: the caller's own onSuccess (toast, back to consultar) must not wait for refetches.
    onSuccess: (saved) => {
      queryClient.setQueryData(supplierKeys.one(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: supplierKeys.all });
    },
  });
}
