import { postsRemove } from '@myeolgong/contract/endpoints/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { removePostFromFeeds } from '../utils/patch-post';
import { postQueryKey } from './get-post';
import { feedsQueryKey } from './posts-query-key';

function deletePost(postId: number): Promise<{ success: boolean; message: string }> {
  return call(postsRemove, { params: { id: postId } });
}

/** Deletes a post and takes it out of every cached feed; the caller reports failures. */
export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    meta: { handlesErrors: true },
    onSuccess: (_result, postId) => {
      client.setQueriesData({ queryKey: feedsQueryKey }, (data) =>
        removePostFromFeeds(data as Parameters<typeof removePostFromFeeds>[0], postId),
      );
      client.removeQueries({ queryKey: postQueryKey(postId) });
      void client.invalidateQueries({ queryKey: feedsQueryKey });
    },
  });
}
