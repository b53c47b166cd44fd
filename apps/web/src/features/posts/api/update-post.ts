import { postsUpdate } from '@myeolgong/contract/endpoints/posts';
import type { Post, PostBody } from '@myeolgong/contract/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { postQueryKey } from './get-post';
import { feedsQueryKey } from './posts-query-key';

function updatePost({ postId, body }: { postId: number; body: PostBody }): Promise<Post> {
  return call(postsUpdate, { params: { id: postId }, body });
}

/** Saves an edit (author or administrator); the form shows the server's messages itself. */
export function useUpdatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    meta: { handlesErrors: true },
    onSuccess: (post, { postId }) => {
      client.setQueryData(postQueryKey(postId), post);
      void client.invalidateQueries({ queryKey: feedsQueryKey });
    },
  });
}
