import {
  searchPeriods,
  searchScopes,
  searchSorts,
  type SearchPeriod,
  type SearchScope,
  type SearchSort,
} from '@myeolgong/contract/search-options';
import { useId } from 'react';
import * as ko from '../../../lib/i18n/ko';

export interface SearchChoices {
  scope: SearchScope;
  sort: SearchSort;
  period: SearchPeriod;
}

interface SearchOptionsBarProps {
  value: SearchChoices;
  onChange: (next: SearchChoices) => void;
}

/** 검색 범위, 정렬 and 기간, as the large Korean communities offer them. */
export function SearchOptionsBar({ value, onChange }: SearchOptionsBarProps) {
  return (
    <div
      role="group"
      aria-label={ko.search.optionsLabel}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-surface p-3"
    >
      <Choice
        label={ko.search.scopeLabel}
        options={searchScopes}
        names={ko.search.scopes}
        value={value.scope}
        onChange={(scope) => onChange({ ...value, scope })}
      />
      <Choice
        label={ko.search.sortLabel}
        options={searchSorts}
        names={ko.search.sorts}
        value={value.sort}
        onChange={(sort) => onChange({ ...value, sort })}
      />
      <Choice
        label={ko.search.periodLabel}
        options={searchPeriods}
        names={ko.search.periods}
        value={value.period}
        onChange={(period) => onChange({ ...value, period })}
      />
    </div>
  );
}

function Choice<T extends string>({
  label,
  options,
  names,
  value,
  onChange,
}: {
  label: string;
  options: readonly T[];
  names: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-fg-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className="h-9 rounded-lg border border-line bg-canvas px-2.5 text-sm text-fg focus-visible:outline-2 focus-visible:outline-ring"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {names[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
