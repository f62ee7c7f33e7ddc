import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

export function deleteContent(id: number) {
  return api<{ data: { _id: number } }>(`/api/contenido/${id}`, { method: 'DELETE' });
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: contentKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}
