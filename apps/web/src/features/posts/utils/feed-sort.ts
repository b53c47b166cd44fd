import type { FeedSort } from '@myeolgong/contract/posts';

export const feedSorts = ['new', 'hot', 'top', 'comments'] as const satisfies readonly FeedSort[];
export type FeedSortTab = (typeof feedSorts)[number];

/** The sort of a board page's address (?sort=); anything unknown is the newest first. */
export function parseFeedSort(value: string | null): FeedSortTab {
  return feedSorts.find((sort) => sort === value) ?? 'new';
}
