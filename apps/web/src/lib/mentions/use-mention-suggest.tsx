import type { UserSuggestion } from '@myeolgong/contract/notifications';
import { clsx } from 'clsx';
import {
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
  useDeferredValue,
  useId,
  useState,
} from 'react';
import { Avatar } from '../../components/ui/avatar';
import * as ko from '../i18n/ko';
import { useUserSearch } from './search-users';

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
      <ul
        id={listId}
        role="listbox"
        aria-label={ko.notifications.mentionSuggestions}
        hidden={!open}
        className="mt-1 max-h-60 overflow-y-auto rounded-xl border border-line bg-surface p-1 text-sm shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            // Keeps the focus (and the caret) in the textarea.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className={clsx(
              'flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5',
              index === current ? 'bg-surface-muted' : 'hover:bg-surface-muted',
            )}
          >
            <Avatar name={option.nickname} imageUrl={option.profileImage} size={24} />
            <span className="font-medium">{option.nickname}</span>
          </li>
        ))}
      </ul>
    ),
  };
}
