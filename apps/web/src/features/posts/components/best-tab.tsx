import { useSearchParams } from 'react-router';
import { Segmented } from '../../../components/ui/segmented';
import * as ko from '../../../lib/i18n/ko';

type BoardView = 'all' | 'best';

/** A board's 전체글 / 개념글 tab, kept in the address as ?view=best. */
export function useBoardViewParam(): [BoardView, (view: BoardView) => void] {
  const [params, setParams] = useSearchParams();
  const view: BoardView = params.get('view') === 'best' ? 'best' : 'all';
  const setView = (next: BoardView) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'best') updated.set('view', 'best');
        else updated.delete('view');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [view, setView];
}

const options = [
  { value: 'all' as const, label: ko.conventions.allPosts },
  { value: 'best' as const, label: ko.conventions.best },
];

export function BestTab({
  view,
  onChange,
}: {
  view: BoardView;
  onChange: (view: BoardView) => void;
}) {
  return (
    <Segmented
      label={ko.conventions.viewLabel}
      options={options}
      value={view}
      onChange={onChange}
    />
  );
}
