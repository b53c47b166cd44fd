/**
 * Pretendard (DESIGN.md) comes in 92 unicode-range subsets of about 30 KB each, and a Korean page
 * uses 15–18 of them. The stylesheet declares them all (main.tsx), but a subset is only downloaded
 * when text uses the family, and `--font-sans` names Pretendard only under `html.fonts-ready`
 * (index.css). So a first visit's first screen is laid out once, in the system's Korean font, with
 * no font download competing with the page's code and data and no re-layout per arriving subset.
 *
 * - Once the first screen is complete (the first page has rendered, no query is fetching, a frame
 *   has been painted; or after MAX_WAIT_MS), the subsets its text needs are downloaded in the
 *   background and `fontsReady` is remembered in localStorage.
 * - The site switches to Pretendard at the reader's next page change (the page is replaced anyway,
 *   so nothing visibly jumps), or from the start of the next visit (public/theme-init.js), when the
 *   files come from the browser's cache.
 *
 * docs/decisions/013-deferred-fonts.md
 */
import type { Store } from '../lib/create-store';
import { storageKeys, writeLocal } from '../lib/storage-keys';

/** The part of TanStack Query's client this needs. */
export interface QueryClientLike {
  isFetching(): number;
  getQueryCache(): { subscribe(listener: () => void): () => void };
}

/** A page that keeps fetching (or a slow API) does not keep the site's font away for long. */
const MAX_WAIT_MS = 5_000;

const FONT_FAMILY = 'Pretendard Variable';

const FONTS_READY_CLASS = 'fonts-ready';

/**
 * Downloads the subsets the page's current text needs and remembers that they are in the cache.
 * Without them (offline, a failed download) the site keeps the system font.
 */
export async function preloadFonts(doc: Document = document): Promise<void> {
  try {
    // Each character once: matching a page's few thousand characters against the subsets'
    // unicode ranges is a long task on a phone, a few hundred distinct ones are not.
    const characters = [...new Set(doc.body.textContent || '가')].join('');
    await doc.fonts.load(`1em "${FONT_FAMILY}"`, characters);
  } catch {
    return;
  }
  writeLocal(storageKeys.fontsReady, 'true');
}

/** The part of React Router's data router this needs. */
export interface RouterLike {
  readonly state: { location: { key: string } };
  subscribe(listener: (state: { location: { key: string } }) => void): () => void;
}

/** Switches the site to Pretendard when the reader moves to another page; returns a cancel function. */
export function switchFontsOnNextPage(router: RouterLike, doc: Document = document): () => void {
  const root = doc.documentElement;
  if (root.classList.contains(FONTS_READY_CLASS)) return () => {};
  const first = router.state.location.key;
  const unsubscribe = router.subscribe((state) => {
    if (state.location.key === first) return;
    unsubscribe();
    root.classList.add(FONTS_READY_CLASS);
  });
  return unsubscribe;
}

/** Runs `callback` once the next frame has been painted; returns a cancel function. */
function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Calls `load` once, after the first page is on screen with its data; returns a cancel function
 * (React effects call it on unmount).
 */
export function loadFontsAfterFirstScreen(
  pageRendered: Pick<Store<boolean>, 'get' | 'subscribe'>,
  client: QueryClientLike,
  load: () => unknown,
  maxWaitMs = MAX_WAIT_MS,
): () => void {
  let finished = false;
  const cleanups = new Set<() => void>();
  const stop = () => {
    for (const cleanup of cleanups) cleanup();
    cleanups.clear();
  };
  const finish = () => {
    if (finished) return;
    finished = true;
    stop();
    load();
  };
  /** Calls `next` the first time `ready()` holds, checking now and on every `subscribe` event. */
  const when = (
    ready: () => boolean,
    subscribe: (listener: () => void) => () => void,
    next: () => void,
  ) => {
    if (ready()) return next();
    const unsubscribe = subscribe(() => {
      if (finished || !ready()) return;
      unsubscribe();
      cleanups.delete(unsubscribe);
      next();
    });
    cleanups.add(unsubscribe);
  };

  const timer = setTimeout(finish, maxWaitMs);
  cleanups.add(() => clearTimeout(timer));
  const queryCache = client.getQueryCache();
  when(
    () => pageRendered.get(),
    (listener) => pageRendered.subscribe(listener),
    () =>
      when(
        () => client.isFetching() === 0,
        (listener) => queryCache.subscribe(listener),
        () => cleanups.add(afterPaint(finish)),
      ),
  );

  return () => {
    finished = true;
    stop();
  };
}
