import type { ContentDetail, ContentInput } from '@abasto/domain/care-content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** Leaving `thumbnail` out keeps the image; null removes it. */
export function updateContent({ id, input }: { id: number; input: ContentInput }) {
  return api<{ data: ContentDetail }>(`/api/contenido/${id}`, { method: 'PUT', body: input }).then((r) => r.data);
}

export function useUpdateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContent,
    onSuccess: (content) => {
      queryClient.setQueryData(contentKeys.one(content.id), content);
      return queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}
