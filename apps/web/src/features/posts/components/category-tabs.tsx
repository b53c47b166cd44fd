import { useSearchParams } from 'react-router';
import { Segmented } from '../../../components/ui/segmented';
import * as ko from '../../../lib/i18n/ko';

/** The board page's 말머리 filter, kept in the address as ?category= (absent: every post). */
export function useCategoryParam(categories: readonly string[]): [string, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('category') ?? '';
  const category = categories.includes(requested) ? requested : '';
  const setCategory = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('category', next);
        else updated.delete('category');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [category, setCategory];
}

/** 전체 / each 말머리 of the board; nothing when the board has none. */
export function CategoryTabs({
  categories,
  value,
  onChange,
}: {
  categories: readonly string[];
  value: string;
  onChange: (category: string) => void;
}) {
  if (categories.length === 0) return null;
  const options = [
    { value: '', label: ko.conventions.allCategories },
    ...categories.map((category) => ({ value: category, label: category })),
  ];
  return (
    <Segmented
      label={ko.conventions.categoryTabsLabel}
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}
