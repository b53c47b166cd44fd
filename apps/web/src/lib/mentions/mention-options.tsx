import type { UserSuggestion } from '@myeolgong/contract/notifications';
import { clsx } from 'clsx';
import { Avatar } from '../../components/ui/avatar';
import * as ko from '../i18n/ko';

/**
 * The open list of `@` suggestions (use-mention-suggest.tsx), in a chunk of its own: a member's
 * avatar and the list's copy are downloaded when someone first types `@` and two letters, while
 * the member search is under way, not with every editor and comment box.
 */
export default function MentionOptions({
  listId,
  options,
  current,
  optionId,
  choose,
}: {
  listId: string;
  options: UserSuggestion[];
  current: number;
  optionId: (index: number) => string;
  choose: (option: UserSuggestion) => void;
}) {
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={ko.notifications.mentionSuggestions}
      hidden={options.length === 0}
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
  );
}
