import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export function deleteItem(id: number) {
  return api<{ data: { _id: number } }>(`/api/itemDescripcion/${id}`, { method: 'DELETE' });
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['care-value-lists'] }),
  });
}
