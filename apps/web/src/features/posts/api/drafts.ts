import type { Draft, DraftBody } from '@myeolgong/contract/drafts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';

export const draftsQueryKey = ['drafts'] as const;

/** The member's drafts (임시저장 글), most recently saved first. */
export function useDrafts(enabled = true) {
  return useQuery({
    queryKey: draftsQueryKey,
    queryFn: ({ signal }) => api.get<Draft[]>('/api/drafts', { signal }),
    enabled,
    staleTime: 0,
  });
}

/** Creates the draft (no id) or overwrites it; `keepalive` when the page is being left. */
export function saveDraft(
  id: number | null,
  body: DraftBody,
  options: { keepalive?: boolean } = {},
): Promise<Draft> {
  return id === null
    ? api.post<Draft>('/api/drafts', body, options)
    : api.put<Draft>(`/api/drafts/${id}`, body, options);
}

/** Deletes a draft; with one fewer, the editor may save new ones to the server again. */
export function useDeleteDraft(onDeleted?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/drafts/${id}`),
    onSuccess: () => {
      onDeleted?.();
      return client.invalidateQueries({ queryKey: draftsQueryKey });
    },
  });
}
