import type { ContentDetail, ContentInput } from '@abasto/domain/care-content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

export function createContent(input: ContentInput) {
  return api<{ data: ContentDetail }>('/api/contenido', { method: 'POST', body: input }).then((r) => r.data);
}

export function useCreateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
