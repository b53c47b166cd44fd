import type { StockRef } from '@myeolgong/contract/stock-mentions';
import { clsx } from 'clsx';
import { Suspense, useState } from 'react';
import * as ko from '../../../lib/i18n/ko';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { useLiveQuote } from '../hooks/use-live-quote';
import { changeClass, formatChangeRate } from '../utils/stock-format';
import { LivePrice } from './live-price';

const StockDetailModal = lazyWithPreload(() =>
  import('./stock-detail-modal').then((module) => module.StockDetailModal),
);

/**
 * A `$종목` mention in a post or comment (issue 27): the name, the live price and the change in
 * market colours, updated over /topic/stocks/{code}; a click opens the stock detail modal.
 */
export function StockChip({ stock, text }: { stock: StockRef; text: string }) {
  const quote = useLiveQuote(stock.stockCode);
  const [open, setOpen] = useState(false);
  const q = quote.data;
  const rate = q ? formatChangeRate(q.changeRate, q.changeSign) : '';
  return (
    <>
      <button
        type="button"
        data-stock-chip={stock.stockCode}
        title={text}
        onPointerEnter={StockDetailModal.preload}
        onFocus={StockDetailModal.preload}
        onClick={() => setOpen(true)}
        className="mx-0.5 inline-flex max-w-full items-baseline gap-1 rounded-md border border-line bg-surface-muted px-1.5 py-px align-baseline text-[0.9em] leading-snug hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
      >
        <span className="font-semibold text-fg">{stock.stockName}</span>
        {q && (
          <>
            <LivePrice price={q.currentPrice} changeSign={q.changeSign} className="text-[0.95em]" />
            <span className={clsx('text-[0.85em] tabular-nums', changeClass(q.changeSign))}>
              {rate}
            </span>
          </>
        )}
        {/* The name is what the chip shows (axe: label-content-name-mismatch), then what it does. */}
        <span className="sr-only">{ko.stockTalk.chipAction}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <StockDetailModal stockCode={stock.stockCode} shown={q} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
