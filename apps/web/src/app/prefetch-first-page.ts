/**
 * The first page's data, requested as soon as the entry runs rather than after the page's code has
 * arrived: the page's own query then finds it in flight or done, and the slowest step of a board's
 * or a post's first screen (code, then data) becomes code and data side by side. Only the pages
 * whose first screen is their data: the others wait for nothing but their code.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { boardPostsQueryOptions } from '../features/posts/api/get-board-posts';
import { postQueryOptions } from '../features/posts/api/get-post';
import { parseFeedSort } from '../features/posts/utils/feed-sort';
import { parsePostId } from '../features/posts/utils/post-id';

/** The board whose feed a path shows (routes/board.tsx, routes/all.tsx), if any. */
function feedBoardOf(pathname: string): string | null {
  if (matchPath('/all', pathname)) return 'all';
  const board = matchPath('/boards/:boardName', pathname)?.params.boardName;
  // /boards/popular is the popular page, with its own ranges.
  if (!board || board.toLowerCase() === 'popular') return null;
  return board.toLowerCase() === 'all' ? 'all' : board;
}

export function prefetchFirstPage(
  client: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
): void {
  const board = feedBoardOf(location.pathname);
  if (board !== null) {
    const sort = parseFeedSort(new URLSearchParams(location.search).get('sort'));
    void client.prefetchInfiniteQuery(boardPostsQueryOptions(board, sort));
    return;
  }
  const postId = parsePostId(matchPath('/post/:postId', location.pathname)?.params.postId);
  if (postId !== null) void client.prefetchQuery(postQueryOptions(postId));
}
