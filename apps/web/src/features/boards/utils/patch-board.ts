import type { Board } from '@myeolgong/contract/boards';

type BoardCache = Board | Board[] | undefined;

/** Applies `patch` to the board with `id` inside a cached board or board list. */
export function patchBoardCache<T extends BoardCache>(
  data: T,
  id: number,
  patch: (board: Board) => Board,
): T {
  if (!data) return data;
  if (Array.isArray(data)) {
    return (
      data.some((board) => board.id === id)
        ? data.map((board) => (board.id === id ? patch(board) : board))
        : data
    ) as T;
  }
  return ((data as Board).id === id ? patch(data as Board) : data) as T;
}

/** The optimistic change of SPEC.md §4: subscribed flips and the count moves by one, never below 0. */
export function toggleSubscription(board: Board, subscribe: boolean): Board {
  if (board.subscribed === subscribe) return board;
  return {
    ...board,
    subscribed: subscribe,
    subscriberCount: Math.max(0, board.subscriberCount + (subscribe ? 1 : -1)),
  };
}
