import type { Stock } from '@myeolgong/contract/stocks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CandlestickChart } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import * as ko from '../../../lib/i18n/ko';
import { searchStocks } from '../api/search-stocks';
import { stocksQueryKey } from '../api/stocks-query-key';
import { changeClass, formatChangeRate, formatPrice } from '../utils/stock-format';

const SUGGESTIONS = 5;

/** The `$…` being typed right before the caret, or null. */
export function mentionAtCaret(
  text: string,
  caret: number,
): { start: number; query: string } | null {
  const match = /(^|[^0-9A-Za-z])\$([^\s$]{1,20})$/.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[2]!;
  return { start: caret - query.length - 1, query };
}

interface StockMentionSuggestProps {
  /** The id of the textarea being typed in. */
  fieldId: string;
  value: string;
  /** The new text with the chosen stock written as `$이름 `, and where the caret goes. */
  onPick: (text: string, caret: number) => void;
}

/**
 * The editor's stock picker (issue 27): after `$` and a few letters, the matching listed stocks
 * (name, initial consonants, code) as a list under the field; ↑/↓ move, Enter or a click writes
 * `$종목명 `, Escape closes it.
 */
export function StockMentionSuggest({ fieldId, value, onPick }: StockMentionSuggestProps) {
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const mention = caret === null ? null : mentionAtCaret(value, caret);
  const query = mention?.query ?? '';
  const results = useQuery({
    queryKey: [...stocksQueryKey, 'mention', query],
    queryFn: ({ signal }) => searchStocks(query, signal),
    enabled: query.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const options = mention && dismissed !== query ? (results.data ?? []).slice(0, SUGGESTIONS) : [];
  const open = options.length > 0;
  const listId = `${fieldId}-stocks`;

  const pick = (stock: Stock) => {
    if (!mention || caret === null) return;
    const insert = `$${stock.stockName} `;
    const next = value.slice(0, mention.start) + insert + value.slice(caret);
    const at = mention.start + insert.length;
    onPick(next, at);
    setCaret(null);
    const field = document.getElementById(fieldId);
    if (field instanceof HTMLTextAreaElement) {
      requestAnimationFrame(() => {
        field.focus();
        field.setSelectionRange(at, at);
      });
    }
  };

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(options[Math.min(active, options.length - 1)]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(query);
    }
  });
  const onCaret = useEffectEvent((field: HTMLTextAreaElement) => {
    setCaret(field.selectionStart === field.selectionEnd ? field.selectionStart : null);
    setActive(0);
  });

  useEffect(() => {
    const field = document.getElementById(fieldId);
    if (!(field instanceof HTMLTextAreaElement)) return;
    field.setAttribute('aria-autocomplete', 'list');
    const update = () => onCaret(field);
    const keydown = (event: KeyboardEvent) => onKey(event);
    // Closed a moment after the field loses the focus (a click on an option lands first), unless
    // the focus came back meanwhile (종목 넣기 gives it back).
    const blur = () =>
      setTimeout(() => {
        if (document.activeElement !== field) setCaret(null);
      }, 150);
    // Loaded after the field (a comment box's picker comes lazily): what was typed meanwhile counts.
    if (document.activeElement === field) update();
    field.addEventListener('input', update);
    field.addEventListener('click', update);
    field.addEventListener('keyup', update);
    field.addEventListener('keydown', keydown);
    field.addEventListener('blur', blur);
    return () => {
      field.removeEventListener('input', update);
      field.removeEventListener('click', update);
      field.removeEventListener('keyup', update);
      field.removeEventListener('keydown', keydown);
      field.removeEventListener('blur', blur);
    };
  }, [fieldId]);

  /** 종목 넣기: writes `$` at the caret and puts the focus back, so the suggestions follow. */
  const startMention = () => {
    const field = document.getElementById(fieldId);
    if (!(field instanceof HTMLTextAreaElement)) return;
    const start = field.selectionStart;
    const end = field.selectionEnd;
    const before = value.slice(0, start);
    const insert = before === '' || /\s$/.test(before) ? '$' : ' $';
    const at = start + insert.length;
    onPick(before + insert + value.slice(end), at);
    requestAnimationFrame(() => {
      field.focus();
      field.setSelectionRange(at, at);
      setCaret(at);
    });
  };

  if (!open) {
    return (
      <div className="mt-1 flex items-center gap-2 text-xs text-fg-muted">
        <button
          type="button"
          onClick={startMention}
          className="inline-flex shrink-0 items-center whitespace-nowrap gap-1 rounded-md border border-line px-2 py-1 font-medium text-fg hover:bg-surface-muted"
        >
          <CandlestickChart aria-hidden="true" className="size-3.5" />
          {ko.stockTalk.pickStock}
        </button>
        <span>{ko.stockTalk.suggestionHint}</span>
      </div>
    );
  }
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={ko.stockTalk.suggestionsLabel}
      className="mt-1 max-h-64 overflow-auto rounded-xl border border-line bg-surface p-1 shadow-lg"
    >
      {options.map((stock, index) => (
        <li
          key={stock.stockCode}
          role="option"
          aria-selected={index === active}
          onPointerDown={(event) => {
            event.preventDefault();
            pick(stock);
          }}
          className={clsx(
            'flex cursor-pointer items-baseline justify-between gap-3 rounded-lg px-3 py-2 text-sm',
            index === active ? 'bg-surface-muted' : 'hover:bg-surface-muted',
          )}
        >
          <span className="min-w-0 truncate">
            <span className="font-medium">{stock.stockName}</span>{' '}
            <span className="text-xs text-fg-muted">{stock.stockCode}</span>
          </span>
          <span className={clsx('shrink-0 text-xs tabular-nums', changeClass(stock.changeSign))}>
            {formatPrice(stock.currentPrice)} {formatChangeRate(stock.changeRate, stock.changeSign)}
          </span>
        </li>
      ))}
    </ul>
  );
}
