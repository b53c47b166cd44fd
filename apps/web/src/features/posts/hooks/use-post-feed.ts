import type { FeedSort, PopularTimeRange } from '@myeolgong/contract/posts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { boardPostsQueryOptions } from '../api/get-board-posts';
import { popularPostsQueryOptions } from '../api/get-popular-posts';

/** What a board page lists: a board (or all) in a sort order, or the popular posts of a range. */
export type FeedSource =
  | { kind: 'board'; board: string; sort: FeedSort }
  | { kind: 'popular'; timeRange: PopularTimeRange };

export function feedSourceKey(source: FeedSource): string {
  return source.kind === 'board'
    ? `board:${source.board.toLowerCase()}:${source.sort}`
    : `popular:${source.timeRange}`;
}

export function feedQueryOptions(source: FeedSource) {
  return source.kind === 'board'
    ? boardPostsQueryOptions(source.board, source.sort)
    : popularPostsQueryOptions(source.timeRange);
}

export function usePostFeed(source: FeedSource) {
  return useInfiniteQuery(feedQueryOptions(source));
}
