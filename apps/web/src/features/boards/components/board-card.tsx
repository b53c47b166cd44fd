import type { Board } from '@myeolgong/contract/boards';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { BoardIcon } from './board-icon';

interface BoardCardProps {
  board: Board;
  /** h2 when the cards sit right under the page's h1, h3 inside a titled section. */
  headingLevel?: 'h2' | 'h3';
  /**
   * Beside the text, e.g. the board list screen's subscribe button (a slot rather than a flag, so
   * that /home's cards do not download the button and its mutation).
   */
  action?: ReactNode;
}

/** A board with icon, name, description and counts; the whole card links to the board. */
export function BoardCard({ board, headingLevel: Heading = 'h3', action }: BoardCardProps) {
  return (
    <li className="group relative flex h-full gap-3 rounded-xl border border-line bg-surface p-4 transition-colors focus-within:border-brand/50 hover:border-brand/50 hover:bg-surface-muted/40">
      <BoardIcon name={board.name} displayName={board.displayName} iconUrl={board.iconUrl} />
      <div className="min-w-0 flex-1">
        <Heading className="truncate font-semibold group-hover:text-brand">
          {/* The link's box covers the card, so the whole card is one target. */}
          <Link
            to={`/boards/${board.name}`}
            className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-ring"
          >
            {board.displayName}
          </Link>
        </Heading>
        <p className="mt-0.5 line-clamp-2 text-sm text-fg-muted">{board.description}</p>
        <p className="mt-2 flex gap-3 text-xs text-fg-muted tabular-nums">
          <span>{ko.boards.subscriberCount(formatCount(board.subscriberCount))}</span>
          <span>{ko.boards.postCount(formatCount(board.postCount))}</span>
        </p>
      </div>
      {action}
    </li>
  );
}

export function BoardCardSkeletons({ count = 3 }: { count?: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li
      key={index}
      aria-hidden="true"
      className="flex gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <div className="size-10 shrink-0 animate-pulse rounded-lg bg-surface-muted" />
      <div className="flex-1 space-y-2 py-0.5">
        <div className="h-4 w-1/3 animate-pulse rounded bg-surface-muted" />
        <div className="h-3.5 w-4/5 animate-pulse rounded bg-surface-muted" />
        <div className="h-3 w-2/5 animate-pulse rounded bg-surface-muted" />
      </div>
    </li>
  ));
}
