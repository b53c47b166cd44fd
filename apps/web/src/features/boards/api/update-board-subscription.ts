import { boardsSubscribe, boardsUnsubscribe } from '@myeolgong/contract/endpoints/boards';
import type { Board } from '@myeolgong/contract/boards';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { patchBoardCache, toggleSubscription } from '../utils/patch-board';
import { boardsQueryKey } from './get-boards';

interface BoardSubscriptionInput {
  boardId: number;
  subscribe: boolean;
}

/** POST /api/boards/{id}/subscribe or /unsubscribe; answers the board with its exact count. */
function updateBoardSubscription({ boardId, subscribe }: BoardSubscriptionInput): Promise<Board> {
  return call(subscribe ? boardsSubscribe : boardsUnsubscribe, {
    params: { idOrName: boardId },
  });
}

/**
 * Subscribes or unsubscribes with the count moved by one at once in every cached board list;
 * the server's answer then sets the exact count, and a failure puts everything back.
 */
export function useBoardSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateBoardSubscription,
    onMutate: async ({ boardId, subscribe }) => {
      await client.cancelQueries({ queryKey: boardsQueryKey });
      const snapshot = client.getQueriesData<Board | Board[]>({ queryKey: boardsQueryKey });
      client.setQueriesData<Board | Board[]>({ queryKey: boardsQueryKey }, (data) =>
        patchBoardCache(data, boardId, (board) => toggleSubscription(board, subscribe)),
      );
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.snapshot ?? ([] as [QueryKey, unknown][])) {
        client.setQueryData(key, data);
      }
    },
    onSuccess: (board) => {
      client.setQueriesData<Board | Board[]>({ queryKey: boardsQueryKey }, (data) =>
        patchBoardCache(data, board.id, (cached) => ({
          ...cached,
          subscribed: board.subscribed,
          subscriberCount: board.subscriberCount,
        })),
      );
    },
    onSettled: () =>
      client.invalidateQueries({ queryKey: [...boardsQueryKey, 'subscribed'], exact: true }),
  });
}
