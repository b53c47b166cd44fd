import { postsSetNotice } from '@myeolgong/contract/endpoints/posts';
import type { NoticeScope } from '@myeolgong/contract/conventions';
import type { Post } from '@myeolgong/contract/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { postQueryKey } from './get-post';
import { feedsQueryKey } from './posts-query-key';

interface SetNoticeInput {
  postId: number;
  scope: NoticeScope;
}

function setNotice({ postId, scope }: SetNoticeInput): Promise<Post> {
  return call(postsSetNotice, { params: { id: postId }, body: { scope } });
}

/**
 * An operator pins a post as a board or site-wide notice (공지) or unpins it. The notices stand
 * above the lists, which leave them out, so every feed and notice list refreshes; the post page
 * shows the answer.
 */
export function useSetNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setNotice,
    meta: { handlesErrors: true },
    onSuccess: (post) => {
      client.setQueryData<Post>(postQueryKey(post.id), (current) =>
        current ? { ...current, notice: post.notice } : post,
      );
      return client.invalidateQueries({ queryKey: feedsQueryKey });
    },
  });
}
