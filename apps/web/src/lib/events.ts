import type { Post } from '@myeolgong/contract/posts';
import { useEffect, useEffectEvent } from 'react';

/** Window events the screens use to tell each other about changes (SPEC.md §4). */
export const appEvents = {
  boardRefreshRequested: 'boardRefreshRequested',
  postUpdated: 'postUpdated',
  commentCountUpdated: 'commentCountUpdated',
  commentLikeSync: 'commentLikeSync',
} as const;

export type AppEvent = (typeof appEvents)[keyof typeof appEvents];

/** What each event carries in `CustomEvent.detail`. */
export interface AppEventDetails {
  boardRefreshRequested: undefined;
  /** Changed fields of one post, e.g. likeStatus, likes, likeCount, viewCount, commentCount. */
  postUpdated: { postId: number; updates: Partial<Post> };
  commentCountUpdated: { postId: number; commentCount: number };
  /**
   * A comment like handled on this device because the server could not be reached (SPEC.md §4);
   * `queued` until the request lands.
   */
  commentLikeSync: {
    postId: number;
    commentId: number;
    likeStatus: 0 | 1;
    likes: number;
    queued: boolean;
  };
}

type DetailArgs<K extends AppEvent> = AppEventDetails[K] extends undefined
  ? []
  : [detail: AppEventDetails[K]];

export function emitAppEvent<K extends AppEvent>(name: K, ...[detail]: DetailArgs<K>): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export function useAppEvent<K extends AppEvent>(
  name: K,
  handler: (detail: AppEventDetails[K]) => void,
): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    const listener = (event: Event) => onEvent((event as CustomEvent<AppEventDetails[K]>).detail);
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [name]);
}
