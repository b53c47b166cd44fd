import type { StockRef } from '@myeolgong/contract/stock-mentions';
import { type ComponentType, createContext, Suspense, useContext } from 'react';
import { stockSegments } from './stocks';

export interface StockChipProps {
  stock: StockRef;
  /** The mention as written (`$삼전`). */
  text: string;
}

/**
 * The chip a `$종목` mention becomes. The app provides it (features/stocks' live chip, loaded on
 * first use); without a provider mentions stay text.
 */
export const StockChipContext = createContext<ComponentType<StockChipProps> | null>(null);

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
