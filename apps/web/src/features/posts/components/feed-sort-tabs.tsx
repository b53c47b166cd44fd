import { Segmented } from '../../../components/ui/segmented';
import * as ko from '../../../lib/i18n/ko';
import { type FeedSortTab, feedSorts } from '../utils/feed-sort';

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
