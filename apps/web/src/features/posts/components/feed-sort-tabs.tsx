import type { FeedSort } from '@myeolgong/contract/posts';
import { Segmented } from '../../../components/ui/segmented';
import { ko } from '../../../lib/i18n/ko';

export const feedSorts = ['new', 'hot', 'top', 'comments'] as const satisfies readonly FeedSort[];
export type FeedSortTab = (typeof feedSorts)[number];

/** The sort of a board page's address (?sort=); anything unknown is the newest first. */
export function parseFeedSort(value: string | null): FeedSortTab {
  return feedSorts.find((sort) => sort === value) ?? 'new';
}

const options = feedSorts.map((sort) => ({ value: sort, label: ko.boards.sort[sort] }));

/** 최신 / 인기 / 조회수 / 댓글순. */
export function FeedSortTabs({
  sort,
  onSortChange,
}: {
  sort: FeedSortTab;
  onSortChange: (sort: FeedSortTab) => void;
}) {
  return (
    <Segmented label={ko.boards.sortLabel} options={options} value={sort} onChange={onSortChange} />
  );
}
