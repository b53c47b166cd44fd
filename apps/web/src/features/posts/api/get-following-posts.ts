import { postsFollowing } from '@myeolgong/contract/endpoints/posts';
import type { PostPage } from '@myeolgong/contract/posts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { FEED_TIMEOUT_MS, feedsQueryKey, POST_LIST_STALE_MS } from './posts-query-key';

/**
 * GET /api/posts/following: the newest posts of the members I follow (the home page's 팔로잉
 * tab). Under the feeds' key, so likes patch it and a follow (features/users) reads it again.
 */
export function useFollowingPosts(size: number, enabled: boolean) {
  return useQuery({
    queryKey: [...feedsQueryKey, 'following', size],
    queryFn: ({ signal }): Promise<PostPage> =>
      call(postsFollowing, { query: { size, page: 0 }, signal, timeoutMs: FEED_TIMEOUT_MS }),
    staleTime: POST_LIST_STALE_MS,
    enabled,
  });
}
