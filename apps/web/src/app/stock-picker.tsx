import { StockMentionSuggest } from '../features/stocks/components/stock-mention-suggest';

/** The post editor's `$종목` picker (features/stocks) under its content field (features/posts). */
export function stockPicker(field: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return <StockMentionSuggest fieldId={field.id} value={field.value} onPick={field.onChange} />;
}
