import {
  draftsCreate,
  draftsList,
  draftsRemove,
  draftsUpdate,
} from '@myeolgong/contract/endpoints/drafts';
import type { Draft, DraftBody } from '@myeolgong/contract/drafts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const draftsQueryKey = ['drafts'] as const;

/** The member's drafts (임시저장 글), most recently saved first. */
export function useDrafts(enabled = true) {
  return useQuery({
    queryKey: draftsQueryKey,
    queryFn: ({ signal }) => call(draftsList, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** One open editor's saves (the server's Draft-Key, Draft-Revision): its key and the save's number. */
export interface EditorSave {
  key: string;
  revision: number;
}

/**
 * Creates the draft (no id) or overwrites it; `keepalive` when the page is being left. With the
 * editor's save, a create repeated by the same editor writes into the draft it made, and a save
 * older than the one the draft holds changes nothing (the server keeps the newest).
 */
export function saveDraft(
  id: number | null,
  body: DraftBody,
  options: { keepalive?: boolean; editor?: EditorSave } = {},
): Promise<Draft> {
  const { editor, keepalive } = options;
  const request = {
    ...(keepalive ? { keepalive } : {}),
    ...(editor
      ? { headers: { 'Draft-Key': editor.key, 'Draft-Revision': String(editor.revision) } }
      : {}),
  };
  return id === null
    ? call(draftsCreate, { ...request, body })
    : call(draftsUpdate, { ...request, params: { id }, body });
}

/** Deletes a draft; with one fewer, the editor may save new ones to the server again. */
export function useDeleteDraft(onDeleted?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(draftsRemove, { params: { id } }),
    onSuccess: () => {
      onDeleted?.();
      return client.invalidateQueries({ queryKey: draftsQueryKey });
    },
  });
}
