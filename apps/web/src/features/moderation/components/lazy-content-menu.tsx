import { Suspense } from 'react';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import type { ContentMenuProps } from './content-menu';

// The ⋯ menu's code (its items, the member's blocks) loads with the page's first render, after the
// page's own code: it is not needed to show the post.
const Menu = lazyWithRetry(() =>
  import('./content-menu').then((module) => ({ default: module.ContentMenu })),
);

/**
 * The ⋯ trigger's place while the menu's code loads. A block: an empty inline box would sit on
 * the text baseline and make the row 5 px taller than the trigger does (a layout shift when the
 * menu arrives).
 */
export function MenuPlaceholder({ compact = false }: { compact?: boolean | undefined }) {
  return (
    <span
      aria-hidden="true"
      className={compact ? 'block size-8 shrink-0' : 'block size-9 shrink-0'}
    />
  );
}

/** ContentMenu, its code loaded apart from the page's; the trigger's place is kept meanwhile. */
export function LazyContentMenu(props: ContentMenuProps) {
  return (
    <Suspense fallback={<MenuPlaceholder compact={props.compact} />}>
      <Menu {...props} />
    </Suspense>
  );
}
