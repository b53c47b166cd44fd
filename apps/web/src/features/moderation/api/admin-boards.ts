import { boardsCreate, boardsList, boardsUpdate } from '@myeolgong/contract/endpoints/boards';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { adminQueryKey } from './moderation-query-key';

export interface BoardInput {
  name: string;
  displayName: string;
  description: string;
  iconUrl: string;
  /** 말머리, separated by commas (edits only). */
  categories?: string;
  categoryRequired?: boolean;
}

/** '잡담, 질문,,정보' → ['잡담', '질문', '정보']. */
function parseCategories(text: string): string[] {
  return text
    .split(',')
    .map((category) => category.trim())
    .filter((category) => category !== '');
}

function adminBoardsQueryOptions() {
  return queryOptions({
    queryKey: [...adminQueryKey, 'boards'],
    queryFn: ({ signal }) => call(boardsList, { signal }),
    staleTime: 0,
  });
}

export function useAdminBoards() {
  return useQuery(adminBoardsQueryOptions());
}

/** Creates a board (no id) or edits one; the navigation and board lists refresh after it. */
export function useSaveBoard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: BoardInput }) => {
      const body = {
        displayName: input.displayName,
        description: input.description,
        iconUrl: input.iconUrl || null,
      };
      return id === null
        ? call(boardsCreate, { body: { ...body, name: input.name } })
        : call(boardsUpdate, {
            params: { id },
            body: {
              ...body,
              ...(input.categories === undefined
                ? {}
                : {
                    categories: parseCategories(input.categories),
                    categoryRequired: input.categoryRequired ?? false,
                  }),
            },
          });
    },
    meta: { handlesErrors: true },
    onSuccess: () => client.invalidateQueries(),
  });
}
