import type { Comment } from '@myeolgong/contract/comments';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { repliesOf } from '../utils/comment-fields';

/** How long the comment a link pointed at stays highlighted. */
const HIGHLIGHT_MS = 2500;
const HIGHLIGHT_CLASSES = [
  'rounded-lg',
  'bg-brand-soft',
  'ring-2',
  'ring-brand',
  'ring-offset-4',
  'ring-offset-surface',
];

/** The ids from a top-level comment down to `id`, or null when the loaded threads lack it. */
function pathTo(threads: Comment[], id: number): number[] | null {
  for (const comment of threads) {
    if (comment.id === id) return [id];
    const below = pathTo(repliesOf(comment), id);
    if (below) return [comment.id, ...below];
  }
  return null;
}

const itemOf = (id: number) => document.querySelector<HTMLElement>(`li[data-comment-id="${id}"]`);

/** The "답글 보기" button of a comment's own replies (not of a reply below it). */
function repliesToggle(item: HTMLElement): HTMLButtonElement | null {
  for (const button of item.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')) {
    if (button.closest('li[data-comment-id]') === item) return button;
  }
  return null;
}

/** The later pages of a long thread: how to load the next one, and whether any remain. */
export interface MoreComments {
  last: boolean;
  /** The last page loaded (0-based). */
  page: number;
  loading: boolean;
  loadMore: () => void;
}

/** How long after the jump a comment pushed out of view is brought back, and how often checked. */
const SETTLE_MS = 3000;
const SETTLE_CHECK_MS = 200;
/** A smooth scroll down a long thread is given this long before it counts as not arrived. */
const SMOOTH_SCROLL_MS = 1200;

/** At most this many further pages are loaded looking for a linked comment (100 threads each). */
const JUMP_PAGES_MAX = 30;

/**
 * A link to `/post/{id}#comment-{commentId}` (a notification's) scrolls that comment into view and
 * highlights it briefly, opening the replies above it first. When the loaded pages do not hold
 * it, the next pages are loaded until one does (a reply deep in a long thread). Runs once the
 * comment is loaded, or once no page remains.
 */
export function useCommentJump(threads: Comment[] | undefined, more?: MoreComments) {
  const { hash } = useLocation();
  const target = /^#comment-(\d+)$/.exec(hash)?.[1];
  const found = target !== undefined && threads !== undefined && pathTo(threads, Number(target));
  const exhausted = !more || more.last || more.page >= JUMP_PAGES_MAX;
  const ready = threads !== undefined && (Boolean(found) || exhausted);

  useEffect(() => {
    if (!target || !threads || found || exhausted || more.loading) return;
    more.loadMore();
    // One page at a time: again when that page has arrived (threads change) and was not it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, threads, found, exhausted, more?.loading]);

  useEffect(() => {
    if (!target || !threads || !ready) return;
    const id = Number(target);
    const path = pathTo(threads, id) ?? [id];
    let frame = 0;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let seen: IntersectionObserver | undefined;
    let settle: ReturnType<typeof setInterval> | undefined;
    let movedByReader = false;
    /** Whether the comment has been on the screen since the jump (the observer below). */
    let shown = false;
    const readerMoved = () => (movedByReader = true);
    const readerEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    const stopSettling = () => {
      clearInterval(settle);
      for (const name of readerEvents) window.removeEventListener(name, readerMoved);
    };
    /**
     * While the page settles (images, previews and lazy parts above the comment take their
     * height), the comment is brought back into view if it was pushed out, until the reader
     * scrolls or types themselves, for SETTLE_MS at most.
     */
    const keepInView = (item: HTMLElement) => {
      for (const name of readerEvents)
        window.addEventListener(name, readerMoved, { passive: true });
      const started = performance.now();
      settle = setInterval(() => {
        if (movedByReader || performance.now() - started > SETTLE_MS || !item.isConnected)
          return stopSettling();
        // Not while the smooth scroll is still on its way (unless it never arrived).
        if (!shown && performance.now() - started < SMOOTH_SCROLL_MS) return;
        const box = item.getBoundingClientRect();
        if (box.bottom < 0 || box.top > window.innerHeight)
          item.scrollIntoView({ block: 'center', behavior: 'auto' });
      }, SETTLE_CHECK_MS);
    };
    const step = () => {
      const item = itemOf(id);
      if (item) {
        item.scrollIntoView({ block: 'center', behavior: 'smooth' });
        keepInView(item);
        item.setAttribute('data-highlighted', '');
        item.classList.add(...HIGHLIGHT_CLASSES);
        const fade = () => {
          timer = setTimeout(() => {
            item.removeAttribute('data-highlighted');
            item.classList.remove(...HIGHLIGHT_CLASSES);
          }, HIGHLIGHT_MS);
        };
        // The highlight counts from when the comment is on the screen: a smooth scroll down a
        // long thread on a slow phone can take longer than the highlight itself.
        if (typeof IntersectionObserver === 'undefined') return fade();
        seen = new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          shown = true;
          seen?.disconnect();
          fade();
        });
        seen.observe(item);
        return;
      }
      // Open the deepest shown ancestor's replies, then look again on the next frame.
      for (const ancestor of [...path].reverse()) {
        const shown = itemOf(ancestor);
        if (!shown) continue;
        const toggle = repliesToggle(shown);
        if (toggle?.getAttribute('aria-expanded') === 'false') toggle.click();
        break;
      }
      if ((tries += 1) < 60) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      stopSettling();
      seen?.disconnect();
    };
    // Once per target, when found or nothing is left to load; not on every live update.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, ready]);
}
