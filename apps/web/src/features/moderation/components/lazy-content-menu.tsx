import { Suspense } from 'react';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import type { ContentMenuProps } from './content-menu';

// The ⋯ menu's code (its items, the member's blocks) loads with the page's first render, after the
// page's own code: it is not needed to show the post.
const Menu = lazyWithRetry(() =>
  import('./content-menu').then((module) => ({ default: module.ContentMenu })),
);

/** ContentMenu, its code loaded apart from the page's; the trigger's place is kept meanwhile. */
export function LazyContentMenu(props: ContentMenuProps) {
  return (
    <Suspense
      fallback={
        <span
          aria-hidden="true"
          className={props.compact ? 'block size-8 shrink-0' : 'block size-9 shrink-0'}
        />
      }
    >
      <Menu {...props} />
    </Suspense>
  );
}
