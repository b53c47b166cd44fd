import { postsCreate } from '@myeolgong/contract/endpoints/posts';
import type { Post, PostBody } from '@myeolgong/contract/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { postQueryKey } from './get-post';
import { feedsQueryKey } from './posts-query-key';

function createPost(body: PostBody): Promise<Post> {
  return call(postsCreate, { body });
}

/** Writes a post; the form shows the server's per-field messages itself. */
export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    meta: { handlesErrors: true },
    onSuccess: (post) => {
      if (post?.id > 0) client.setQueryData(postQueryKey(post.id), post);
      void client.invalidateQueries({ queryKey: feedsQueryKey });
    },
  });
}
