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

/** Creates the draft (no id) or overwrites it. */
export function saveDraft(id: number | null, body: DraftBody): Promise<Draft> {
  return id === null
    ? api.post<Draft>('/api/drafts', body)
    : api.put<Draft>(`/api/drafts/${id}`, body);
}

export function useDeleteDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/drafts/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: draftsQueryKey }),
  });
}
