import type { StockRef } from '@myeolgong/contract/stock-mentions';
import { type ComponentType, createContext } from 'react';

export interface StockChipProps {
  stock: StockRef;
  /** The mention as written (`$삼전`). */
  text: string;
}

/**
 * The chip a `$종목` mention becomes. The app provides it (features/stocks' live chip, loaded on
 * first use); without a provider mentions stay text. A module of its own: the shell provides it,
 * and the mention parser (stock-text.tsx, stocks.ts) stays out of the entry chunk.
 */
export const StockChipContext = createContext<ComponentType<StockChipProps> | null>(null);
