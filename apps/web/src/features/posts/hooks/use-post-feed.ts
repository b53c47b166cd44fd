import type { FeedSort, PopularTimeRange } from '@myeolgong/contract/posts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { bestPostsQueryOptions } from '../api/get-best-posts';
import { boardPostsQueryOptions } from '../api/get-board-posts';
import { popularPostsQueryOptions } from '../api/get-popular-posts';

/** What a board page lists: a board (or all) in a sort order, or the popular posts of a range. */
export type FeedSource =
  | { kind: 'board'; board: string; sort: FeedSort; category?: string }
  | { kind: 'popular'; timeRange: PopularTimeRange }
  /** 개념글 of one board, or of every board (board null). */
  | { kind: 'best'; board: string | null };

export function feedQueryOptions(source: FeedSource) {
  if (source.kind === 'best') return bestPostsQueryOptions(source.board);
  return source.kind === 'board'
    ? boardPostsQueryOptions(source.board, source.sort, source.category)
    : popularPostsQueryOptions(source.timeRange);
}

export function usePostFeed(source: FeedSource) {
  return useInfiniteQuery(feedQueryOptions(source));
}
