import type { ItemCategory, ItemDescription } from '@abasto/domain/item-description';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export function createItem(input: { category: ItemCategory; name: string }) {
  return api<{ data: ItemDescription }>('/api/itemDescripcion', { method: 'POST', body: input }).then((r) => r.data);
}

export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    onSuccess: (item) => queryClient.invalidateQueries({ queryKey: ['care-value-lists', item.category] }),
  });
}
