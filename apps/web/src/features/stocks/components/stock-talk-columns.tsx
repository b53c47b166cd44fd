import type { ReactNode } from 'react';
import * as ko from '../../../lib/i18n/ko';

/** From this width the quotes and the discussion stand side by side (Tailwind's `lg`). */
export const SIDE_BY_SIDE_QUERY = '(min-width: 1024px)';

/**
 * The stock's chart and quotes beside its 종목토론 (issue 27): one column below 1024 px, two from
 * it. The page /stock/{code} always shows them so; the detail modal from 1024 px, with tabs below.
 */
export function StockTalkColumns({
  quotes,
  discussion,
}: {
  quotes: ReactNode;
  discussion: ReactNode;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-label={ko.stockTalk.quotes} className="min-w-0">
        {quotes}
      </section>
      <div className="min-w-0">{discussion}</div>
    </div>
  );
}
