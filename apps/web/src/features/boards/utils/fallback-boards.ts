import type { Board } from '@myeolgong/contract/boards';
import { builtInBoards } from '@myeolgong/contract/built-in-boards';
import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';

/** A board as shown; `isTemporary` marks the placeholder used while the server is unreachable. */
export type ShownBoard = Board & { isTemporary?: boolean };

/** SPEC.md §3: subscriber and post counts of the built-in boards when the server cannot say. */
const fallbackCounts: Record<number, readonly [subscribers: number, posts: number]> = {
  1: [100, 50],
  2: [80, 30],
  3: [200, 150],
};

function boardShape(id: number, name: string, displayName: string): Board {
  const [subscriberCount, postCount] = fallbackCounts[id] ?? [0, 0];
  return {
    id,
    name,
    displayName,
    description: ko.boards.fallbackDescription,
    iconUrl: null,
    iconImage: null,
    bannerUrl: null,
    subscribed: false,
    subscriberCount,
    postCount,
    createdAt: '2025-04-01T00:00:00.000Z',
    categories: [],
    categoryRequired: false,
  };
}

/** SPEC.md §8: the board list falls back to the three built-in boards. */
export function defaultBoards(): Board[] {
  return builtInBoards.map((board) => boardShape(board.id, board.name, board.displayName));
}

/** After the retries: the built-in board of that name, else the temporary placeholder (id -1). */
export function fallbackBoard(name: string): ShownBoard {
  const builtIn = builtInBoards.find((board) => board.name === name.toLowerCase());
  if (builtIn) return boardShape(builtIn.id, builtIn.name, builtIn.displayName);
  return {
    ...boardShape(-1, name, name),
    description: ko.boards.temporaryDescription,
    isTemporary: true,
  };
}

/** 404 and 409 mean the board is not there; anything else (5xx, network) earns a fallback. */
export function isBoardMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 409);
}
