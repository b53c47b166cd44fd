import { SquarePen } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import * as ko from '../../lib/i18n/ko';

/** Feeds of every board, not one board: writing from them starts without a board chosen. */
const ALL_BOARDS = new Set(['all', 'popular']);

/**
 * Where 글쓰기 leads from the current page: /submit with the board preselected on a board page
 * (/boards/{name}), else plain /submit.
 */
export function useWritePath(): string {
  const { pathname } = useLocation();
  const board = /^\/boards\/([^/]+)\/?$/i.exec(pathname)?.[1];
  if (!board) return '/submit';
  const name = decodeURIComponent(board);
  return ALL_BOARDS.has(name.toLowerCase())
    ? '/submit'
    : `/submit?boardName=${encodeURIComponent(name)}`;
}

/** Feed pages, where phones get the floating write button. */
const FEED_PAGE = /^\/(home|all|popular|boards\/[^/]+)\/?$/i;

/**
 * The phone's floating 글쓰기 button on feed pages, above the bottom bar; on a board page it opens
 * the form with that board chosen. Larger screens use the top bar's button.
 */
/** True on the pages that show the phone's floating write button (WriteFab). */
export function useHasWriteFab(): boolean {
  return FEED_PAGE.test(useLocation().pathname);
}

export function WriteFab() {
  const to = useWritePath();
  if (!useHasWriteFab()) return null;
  return (
    <Link
      to={to}
      aria-label={ko.shell.writePost}
      data-testid="write-fab"
      className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 inline-flex size-14 items-center justify-center rounded-full bg-brand text-on-brand shadow-lg outline-offset-2 hover:brightness-110 md:hidden"
    >
      <SquarePen aria-hidden="true" className="size-6" />
    </Link>
  );
}
