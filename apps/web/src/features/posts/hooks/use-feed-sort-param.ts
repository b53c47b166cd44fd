import { useSearchParams } from 'react-router';
import { type FeedSortTab, parseFeedSort } from '../utils/feed-sort';

/** The board page's sort, kept in the address as ?sort= (absent for the default, newest). */
export function useFeedSortParam(): [FeedSortTab, (sort: FeedSortTab) => void] {
  const [params, setParams] = useSearchParams();
  const sort = parseFeedSort(params.get('sort'));
  const setSort = (next: FeedSortTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'new') updated.delete('sort');
        else updated.set('sort', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [sort, setSort];
}
