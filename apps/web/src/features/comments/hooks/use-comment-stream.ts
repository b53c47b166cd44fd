import type { Comment } from '@myeolgong/contract/comments';
import type { Paged } from '@myeolgong/contract/paging';
import { topics } from '@myeolgong/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { appEvents, emitAppEvent } from '../../../lib/events';
import { subscribeTopic } from '../../../lib/realtime';
import { postCommentsQueryKey } from '../api/comments-query-key';
import {
  applyCommentLike,
  applyNewComment,
  isCommentLikeMessage,
  isNewCommentMessage,
} from '../utils/live-updates';

/**
 * SPEC.md §4 'Real-time channel': while the comment section is mounted, new comments of the post
 * and like counts of each shown comment arrive live; the channel closes 5 s after leaving.
 */
export function useCommentStream(postId: number, commentIds: readonly number[]): void {
  const client = useQueryClient();

  const onNewComment = useEffectEvent((body: unknown) => {
    if (!isNewCommentMessage(body, postId)) return;
    client.setQueriesData<Paged<Comment>>({ queryKey: postCommentsQueryKey(postId) }, (page) =>
      applyNewComment(page, body),
    );
    emitAppEvent(appEvents.commentCountUpdated, { postId, commentCount: body.commentCount });
  });

  const onLike = useEffectEvent((body: unknown) => {
    if (!isCommentLikeMessage(body)) return;
    client.setQueriesData<Paged<Comment>>({ queryKey: postCommentsQueryKey(postId) }, (page) =>
      applyCommentLike(page, body),
    );
  });

  useEffect(
    () =>
      subscribeTopic(topics.postComments(postId), (body) => onNewComment(body), {
        // Comments written while the channel was down (or the page sat in the back/forward cache).
        onResume: () => void client.invalidateQueries({ queryKey: postCommentsQueryKey(postId) }),
      }),
    [postId, client],
  );

  // Each shown comment keeps its subscription while it stays shown; only new ids subscribe.
  const likeSubscriptions = useRef(new Map<number, () => void>());
  const idsKey = [...new Set(commentIds)]
    .filter((id) => id > 0)
    .sort((a, b) => a - b)
    .join(',');
  useEffect(() => {
    const active = likeSubscriptions.current;
    const wanted = new Set(idsKey ? idsKey.split(',').map(Number) : []);
    for (const [id, stop] of active) {
      if (!wanted.has(id)) {
        stop();
        active.delete(id);
      }
    }
    for (const id of wanted) {
      if (!active.has(id)) {
        active.set(
          id,
          subscribeTopic(topics.commentLikes(id), (body) => onLike(body)),
        );
      }
    }
  }, [idsKey]);
  useEffect(() => {
    const active = likeSubscriptions.current;
    return () => {
      for (const stop of active.values()) stop();
      active.clear();
    };
  }, []);
}
