import { useCallback, useEffect, useRef } from 'react';
import { readSession, writeSession } from './storage-keys';

/**
 * A copy of what a member is typing, kept in session storage so a reload (a deploy's new version,
 * lib/lazy-with-retry's one reload, a crashed tab restored) loses nothing. Session storage: the
 * copy stays with this tab and ends with it; server drafts (임시저장) are separate and stay.
 */
const PREFIX = 'formCopy:';
/** Between the last keystroke and the write. */
const WRITE_DELAY_MS = 400;

/** The keys, one per form and target. */
export const formCopyKeys = {
  newPost: 'post:new',
  editPost: (postId: number) => `post:edit:${postId}`,
  comment: (postId: number) => `comment:${postId}:new`,
  reply: (postId: number, parentId: number) => `comment:${postId}:reply:${parentId}`,
} as const;

export function readFormCopy<T>(key: string): T | null {
  const raw = readSession(PREFIX + key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function clearFormCopy(key: string): void {
  writeSession(PREFIX + key, null);
}

/** The targets of the reply copies kept for a post (which reply box to open again). */
export function replyCopyTargets(postId: number): number[] {
  const start = PREFIX + formCopyKeys.reply(postId, 0).replace(/0$/, '');
  const targets: number[] = [];
  try {
    for (let index = 0; index < sessionStorage.length; index += 1) {
      const key = sessionStorage.key(index);
      if (!key?.startsWith(start)) continue;
      const id = Number(key.slice(start.length));
      if (Number.isInteger(id) && id > 0) targets.push(id);
    }
  } catch {
    // Storage unavailable: nothing was kept.
  }
  return targets;
}

interface FormCopy {
  /** Writes a pending change now (before a submit, whose success then clears the copy). */
  flush: () => void;
  /** Removes the copy and stops writing (a successful submit, or 취소). */
  clear: () => void;
}

/**
 * Keeps `value` under `key` while the form is shown: written a moment after each change and at
 * once when the page is hidden; nothing is written until the value differs from the one the form
 * opened with, and an `empty` value removes the copy. `key` null turns it off.
 */
export function useFormCopy<T>(
  key: string | null,
  value: T,
  empty: (value: T) => boolean,
): FormCopy {
  const text = JSON.stringify(value);
  const written = useRef(text);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(false);
  // The latest render's value, for writes from timers and page events.
  const latest = useRef({ key, text, isEmpty: empty(value) });
  useEffect(() => {
    latest.current = { key, text, isEmpty: empty(value) };
  });

  const write = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const { key: at, text: now, isEmpty } = latest.current;
    if (!at || stopped.current || now === written.current) return;
    written.current = now;
    writeSession(PREFIX + at, isEmpty ? null : now);
  }, []);

  useEffect(() => {
    if (!key || stopped.current || text === written.current) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(write, WRITE_DELAY_MS);
  }, [key, text, write]);

  useEffect(() => {
    if (!key) return;
    const onHide = () => write();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      // Leaving the form within the app keeps the latest text too.
      if (timer.current) write();
    };
  }, [key, write]);

  return {
    flush: write,
    clear: () => {
      stopped.current = true;
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      if (key) clearFormCopy(key);
    },
  };
}
