import { Segmented } from '../../../components/ui/segmented';
import * as ko from '../../../lib/i18n/ko';
import type { ListLayout } from '../hooks/use-list-layout';

const options = [
  { value: 'cards' as const, label: ko.conventions.layoutCards },
  { value: 'table' as const, label: ko.conventions.layoutTable },
];

/** 카드형 / 목록형: how the board lists its posts (remembered on this device). */
export function ListLayoutToggle({
  layout,
  onChange,
}: {
  layout: ListLayout;
  onChange: (layout: ListLayout) => void;
}) {
  return (
    <Segmented
      label={ko.conventions.layoutLabel}
      options={options}
      value={layout}
      onChange={onChange}
    />
  );
}
