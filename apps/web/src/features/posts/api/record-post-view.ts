import { postsView } from '@myeolgong/contract/endpoints/posts';
import type { ViewResult } from '@myeolgong/contract/posts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appEvents, emitAppEvent } from '../../../lib/events';
import { call } from '../../../lib/http';
import { patchPostEverywhere } from '../utils/patch-post';
import { markViewed, shouldCountView, VIEW_DELAY_MS } from '../utils/viewed-posts';

/** POST /api/posts/{id}/view with an empty body; the server also counts a viewer once per 5 min. */
function recordPostView(postId: number): Promise<ViewResult> {
  return call(postsView, { params: { id: postId } });
}

/**
 * SPEC.md §4: once the post has loaded, count the view after 2 s, at most once per post every
 * 5 minutes in this browser (localStorage viewedPosts). Failures are swallowed (SPEC.md §8).
 */
export function useRecordPostView(postId: number | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (postId === null || !shouldCountView(postId)) return;
    const timer = setTimeout(() => {
      if (!shouldCountView(postId)) return;
      markViewed(postId);
      recordPostView(postId).then(
        (result) => {
          if (typeof result?.viewCount !== 'number') return;
          const updates = { viewCount: result.viewCount };
          patchPostEverywhere(client, postId, updates);
          emitAppEvent(appEvents.postUpdated, { postId, updates });
        },
        () => {},
      );
    }, VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [client, postId]);
}
