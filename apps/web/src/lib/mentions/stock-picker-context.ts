import { createContext, type ReactNode } from 'react';

/** The text field a picker writes into: its element id, its text and how to change it. */
export interface PickerField {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The `$종목` picker under a comment box (issue 27): the post editor's suggestions
 * (features/stocks' StockMentionSuggest), provided by the app (app/stock-talk-slots.tsx) because
 * features do not import each other. Without a provider a comment box has @-suggestions only.
 */
export const StockPickerContext = createContext<((field: PickerField) => ReactNode) | null>(null);
