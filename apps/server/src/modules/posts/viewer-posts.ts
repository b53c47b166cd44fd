import type { Post, PostPage } from '@myeolgong/contract/posts';
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
  async function ownPosts(list: Post[], viewer: Viewer): Promise<Post[] | null> {
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
    async ownPage(page: PostPage, viewer: Viewer): Promise<PostPage | null> {
      const content = await ownPosts(page.content, viewer);
      return content && { ...page, content };
    },
    /** An answer that carries no marks (이전글/다음글): everyone's, unless the member blocks. */
    async unlessBlocking<T>(everyone: T, viewer: Viewer): Promise<T | null> {
      const state = await repository.viewerState(viewer.id, []);
      return state.blocksSomeone ? null : everyone;
    },
  };
}
