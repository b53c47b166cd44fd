import type { Post } from '@myeolgong/contract/posts';
import type { Viewer } from '../../lib/viewer';
import { withViewerState } from './posts.presenter';
import type { PostsRepository } from './posts.repository';

/**
 * A signed-in member's answer made from the anonymous one in the response cache
 * (`app.responseCache.personal`, decision 015): lists differ only by the member's likes, saves
 * and dislikes, unless they block someone (their lists leave those authors out), when null asks
 * for an answer rendered for them.
 */
export function viewerPosts(repository: Pick<PostsRepository, 'viewerState'>) {
  /** Posts everyone sees, as `viewer` sees them: their own marks added with one query. */
  async function ownPosts<T extends Post>(list: T[], viewer: Viewer): Promise<T[] | null> {
    const state = await repository.viewerState(
      viewer.id,
      list.map((post) => post.id),
    );
    if (state.blocksSomeone) return null;
    return list.map((post) =>
      withViewerState(
        post,
        state.liked.has(post.id),
        state.saved.has(post.id),
        state.disliked.has(post.id),
      ),
    );
  }

  return {
    ownPosts,
    /** A page of posts (a feed, search results): `content` as the member sees it. */
    async ownPage<P extends { content: Post[] }>(page: P, viewer: Viewer): Promise<P | null> {
      const content = await ownPosts(page.content, viewer);
      // ownPosts keeps each item's own fields (a search result's snippet): the same item type.
      return content && { ...page, content: content as P['content'] };
    },
    /** An answer that carries no marks (이전글/다음글): everyone's, unless the member blocks. */
    async unlessBlocking<T>(everyone: T, viewer: Viewer): Promise<T | null> {
      const state = await repository.viewerState(viewer.id, []);
      return state.blocksSomeone ? null : everyone;
    },
  };
}
