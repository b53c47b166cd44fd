import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import * as ko from '../../../lib/i18n/ko';

/** Page numbers shown at once around the current page. */
const WINDOW = 5;

interface PageNumbersProps {
  /** 0-based, as the API counts. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** The numbered pagination of the table view: « ‹ 1 2 3 4 5 › » with first and last. */
export function PageNumbers({ page, totalPages, onChange }: PageNumbersProps) {
  if (totalPages <= 1) return null;
  const start = Math.max(0, Math.min(page - Math.floor(WINDOW / 2), totalPages - WINDOW));
  const numbers = Array.from({ length: Math.min(WINDOW, totalPages) }, (_, index) => start + index);
  const last = totalPages - 1;
  const arrow = (target: number, label: string, icon: ReactNode, disabled: boolean) => (
    <li>
      <button
        type="button"
        aria-label={label}
        disabled={disabled}
        onClick={() => onChange(target)}
        className="inline-flex size-9 items-center justify-center rounded-full text-fg-muted hover:bg-surface-muted hover:text-fg disabled:pointer-events-none disabled:opacity-40"
      >
        {icon}
      </button>
    </li>
  );
  return (
    <nav aria-label={ko.conventions.paginationLabel} className="flex justify-center">
      <ul className="flex items-center gap-0.5 text-sm">
        {arrow(
          0,
          ko.conventions.firstPage,
          <ChevronsLeft aria-hidden="true" className="size-4" />,
          page === 0,
        )}
        {arrow(
          page - 1,
          ko.conventions.previousPage,
          <ChevronLeft aria-hidden="true" className="size-4" />,
          page === 0,
        )}
        {numbers.map((number) => (
          <li key={number}>
            <button
              type="button"
              aria-label={ko.conventions.pageNumber(number + 1)}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onChange(number)}
              className={clsx(
                'inline-flex h-9 min-w-9 items-center justify-center rounded-full px-2 font-medium tabular-nums',
                number === page
                  ? 'bg-fg text-canvas'
                  : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
              )}
            >
              {number + 1}
            </button>
          </li>
        ))}
        {arrow(
          page + 1,
          ko.conventions.nextPage,
          <ChevronRight aria-hidden="true" className="size-4" />,
          page >= last,
        )}
        {arrow(
          last,
          ko.conventions.lastPage,
          <ChevronsRight aria-hidden="true" className="size-4" />,
          page >= last,
        )}
      </ul>
    </nav>
  );
}
