import type { UserSuggestion } from '@myeolgong/contract/notifications';
import {
  type KeyboardEvent,
  type ReactNode,
  Suspense,
  type SyntheticEvent,
  useDeferredValue,
  useId,
  useState,
} from 'react';
import { lazyWithPreload } from '../lazy-with-preload';
import { useUserSearch } from './search-users';

const MentionOptions = lazyWithPreload(() =>
  import('./mention-options').then((module) => module.default),
);

/** The `@` word being typed just before the caret: at least two letters (CONTRACT.md). */
const TYPING = /(^|[^가-힣a-zA-Z0-9_.@])@([가-힣a-zA-Z0-9_]{2,10})$/;

function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const match = TYPING.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: match.index + match[1]!.length, query: match[2]! };
}

/**
 * @ suggestions for a textarea (comment and post editors): typing `@` and two letters lists up to
 * ten members (GET /api/users/search). The textarea stays a textbox (aria-autocomplete="list",
 * aria-activedescendant on the highlighted option, announced by screen readers): ↑/↓ move through
 * the list, Enter or Tab inserts `@nickname `, Escape closes it. Spread `textareaProps` on the
 * textarea (it needs an `id`) and render `list` right after it.
 */
export function useMentionSuggest({
  id,
  value,
  onValueChange,
}: {
  id: string;
  value: string;
  onValueChange: (next: string) => void;
}): {
  textareaProps: {
    'aria-autocomplete': 'list';
    'aria-haspopup': 'listbox';
    'aria-controls': string;
    'aria-activedescendant': string | undefined;
    onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
    onSelect: (event: SyntheticEvent<HTMLTextAreaElement>) => void;
  };
  list: ReactNode;
} {
  const listId = useId();
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const typing = mentionQuery(value, caret);
  const query = useDeferredValue(typing && typing.query !== dismissed ? typing.query : null);
  const search = useUserSearch(query);
  const options: UserSuggestion[] = typing && query !== null ? (search.data ?? []) : [];
  const open = options.length > 0;
  const current = Math.min(active, Math.max(options.length - 1, 0));
  // The list's code is fetched when a member first types `@` and two letters, beside the search.
  const [wanted, setWanted] = useState(false);
  // (Set while rendering, as React's docs do for state derived from earlier renders.)
  if (typing !== null && !wanted) setWanted(true);

  const choose = (option: UserSuggestion) => {
    if (!typing) return;
    const insert = `@${option.nickname} `;
    const next = value.slice(0, typing.start) + insert + value.slice(caret);
    const position = typing.start + insert.length;
    onValueChange(next);
    setCaret(position);
    setActive(0);
    requestAnimationFrame(() => {
      const element = document.getElementById(id) as HTMLTextAreaElement | null;
      element?.focus();
      element?.setSelectionRange(position, position);
    });
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return {
    textareaProps: {
      'aria-autocomplete': 'list',
      'aria-haspopup': 'listbox',
      'aria-controls': listId,
      'aria-activedescendant': open ? optionId(current) : undefined,
      onSelect: (event) => setCaret(event.currentTarget.selectionStart),
      onKeyDown: (event) => {
        if (!open) return;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          const step = event.key === 'ArrowDown' ? 1 : -1;
          setActive((current + step + options.length) % options.length);
        } else if (event.key === 'Enter' || event.key === 'Tab') {
          event.preventDefault();
          choose(options[current]!);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          setDismissed(typing?.query ?? null);
        }
      },
    },
    list: (
      // Until the list's code is there (asked for below), an empty list keeps aria-controls true.
      <Suspense fallback={<ul id={listId} role="listbox" hidden />}>
        {wanted ? (
          <MentionOptions
            listId={listId}
            options={options}
            current={current}
            optionId={optionId}
            choose={choose}
          />
        ) : (
          <ul id={listId} role="listbox" hidden />
        )}
      </Suspense>
    ),
  };
}
