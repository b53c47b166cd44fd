import type { Board } from '@myeolgong/contract/boards';

export type BoardTab = 'popular' | 'newest' | 'all' | 'subscribed';

/** Orders boards for a tab; until the server offers /popular and /new this happens here. */
export function sortBoards(boards: readonly Board[], tab: BoardTab): Board[] {
  switch (tab) {
    case 'popular':
      return [...boards].sort((a, b) => b.subscriberCount - a.subscriberCount || a.id - b.id);
    case 'newest':
      return [...boards].sort(
        (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
      );
    case 'subscribed':
      return boards.filter((board) => board.subscribed);
    case 'all':
      return [...boards];
  }
}
