import { FEED_PAGE_SIZE } from '../api/posts-query-key';

/**
 * The lists parseListOrigin (post-list-around.tsx) shows around a post: a board's or /all, not
 * 베스트; what the placeholder needs to know before that module's code has arrived.
 */
export const LIST_AROUND_SHOWN =
  /^\/(?:all|boards\/(?!popular(?:[/?#]|$))[^/?#]+)(?:\?(?!(?:.*&)?view=best(?:&|$)).*)?$/i;

/**
 * The list around the post keeps its place until its answer is in: its code and answer arrive
 * after the post, and the comments below it were pushed down by its height (CLS 0.04-0.08 at a
 * phone's viewport, docs/performance.md 'Issue 23, sixteenth session'). A page of FEED_PAGE_SIZE
 * rows of the list's own height; a shorter page (notices left out, the last page) moves less.
 */
export function ListAroundPlaceholder() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl border border-line bg-surface">
      <ul className="divide-y divide-line text-sm">
        {Array.from({ length: FEED_PAGE_SIZE }, (_, i) => (
          <li key={i} className="px-3 py-2">
            {'\u00a0'}
          </li>
        ))}
      </ul>
    </div>
  );
}
