import type { PostLikeMessage } from '@myeolgong/contract/realtime';
import { topics } from '@myeolgong/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { postQueryKey } from '../api/get-post';
import { updatePostReaction } from '../utils/like-cache';

export function isPostLikeMessage(body: unknown, postId: number): body is PostLikeMessage {
  if (!body || typeof body !== 'object') return false;
  const message = body as Partial<PostLikeMessage>;
  return (
    message.postId === postId &&
    typeof message.likes === 'number' &&
    Number.isInteger(message.likes) &&
    message.likes >= 0
  );
}

/**
 * CONTRACT.md 'Real-time channel': while a post page is open, its like count follows
 * /topic/posts/{id}/likes. Only the count changes; the viewer's own like state stays theirs.
 */
export function usePostLikeStream(postId: number | null): void {
  const client = useQueryClient();
  const onLikes = useEffectEvent((body: unknown) => {
    if (postId === null || !isPostLikeMessage(body, postId)) return;
    const likes = body.likes;
    // Both numbers move together (비추천, issue 22); an older message carries only likes.
    const dislikes = (body as { dislikes?: unknown }).dislikes;
    updatePostReaction(client, postId, {
      likes,
      ...(typeof dislikes === 'number' && dislikes >= 0 ? { dislikes } : {}),
    });
  });
  useEffect(() => {
    if (postId === null) return;
    // The live channel's code is not part of the post page's: it connects after the first paint
    // anyway (lib/realtime.ts), so it loads then too.
    let stop: (() => void) | undefined;
    let left = false;
    import('../../../lib/realtime')
      .then(({ subscribeTopic }) => {
        if (left) return;
        stop = subscribeTopic(topics.postLikes(postId), (body) => onLikes(body), {
          // A like given while the channel was down changes no count until the next one.
          onResume: () => void client.invalidateQueries({ queryKey: postQueryKey(postId) }),
        });
      })
      // A chunk gone after a deploy: the count stays the page's until the next visit.
      .catch(() => undefined);
    return () => {
      left = true;
      stop?.();
    };
  }, [postId, client]);
}
