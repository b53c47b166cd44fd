import { Skeleton } from '../../../components/ui/skeleton';
import { FEED_PAGE_SIZE } from '../api/posts-query-key';

const WIDTHS = ['w-3/4', 'w-2/3', 'w-4/5', 'w-1/2'];

/**
 * The lists parseListOrigin (post-list-around.tsx) shows around a post: a board's or /all, not
 * 베스트; what the placeholder needs to know before that module's code has arrived.
 */
export const LIST_AROUND_SHOWN =
  /^\/(?:all|boards\/(?!popular(?:[/?#]|$))[^/?#]+)(?:\?(?!(?:.*&)?view=best(?:&|$)).*)?$/i;

/**
 * The rows of page `page` (1-based) of a board's newest-first list of `postCount` posts: a full
 * page, or what is left on the last one.
 */
export function rowsOnPage(postCount: number | undefined, page: number): number {
  if (postCount === undefined) return FEED_PAGE_SIZE;
  return Math.min(FEED_PAGE_SIZE, Math.max(1, postCount - (page - 1) * FEED_PAGE_SIZE));
}

/**
 * The list around the post keeps its place until its answer is in: its code and answer arrive
 * after the post, and the comments below it were pushed down by its height (CLS 0.04-0.08 at a
 * phone's viewport, docs/performance.md 'Issue 23, sixteenth session'). `rows` rows of the list's
 * own height: as many as the page will show when that is known, else a full page.
 */
export function ListAroundPlaceholder({ rows = FEED_PAGE_SIZE }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl border border-line bg-surface">
      <ul className="divide-y divide-line text-sm">
        {Array.from({ length: rows }, (_, i) => (
          // A row's height as the list's: py-2 around a 20 px line, the divider's pixel added.
          <li key={i} className="px-3 py-2">
            <div className="flex h-5 items-center">
              <Skeleton className={`h-3 ${WIDTHS[i % WIDTHS.length]}`} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
