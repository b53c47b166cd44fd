import type { StockRef } from '@myeolgong/contract/stock-mentions';
import { Suspense, useContext } from 'react';
import { StockChipContext } from './stock-chip-context';
import { stockSegments } from './stocks';

/** Plain text with its recorded `$종목` mentions as chips (lib/rich-text/stocks.ts). */
export function StockText({
  text,
  stocks,
}: {
  text: string;
  stocks: readonly StockRef[] | null | undefined;
}) {
  const Chip = useContext(StockChipContext);
  const segments = stockSegments(text, stocks);
  if (!Chip || (segments.length === 1 && segments[0]!.kind === 'text')) return text;
  return segments.map((segment, index) =>
    segment.kind === 'text' ? (
      segment.text
    ) : (
      <Suspense key={index} fallback={segment.text}>
        <Chip stock={segment.stock} text={segment.text} />
      </Suspense>
    ),
  );
}
