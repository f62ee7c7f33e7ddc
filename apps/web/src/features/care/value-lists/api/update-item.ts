import type { ItemDescription } from '@abasto/domain/item-description';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export function updateItem({ id, name }: { id: number; name: string }) {
  return api<{ data: ItemDescription }>(`/api/itemDescripcion/${id}`, { method: 'PUT', body: { name } }).then((r) => r.data);
}

export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateItem,
    onSuccess: (item) => queryClient.invalidateQueries({ queryKey: ['care-value-lists', item.category] }),
  });
}
