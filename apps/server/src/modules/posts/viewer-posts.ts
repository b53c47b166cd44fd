import type { Post } from '@myeolgong/contract/posts';
import { etagOf, JsonText } from '../../lib/response-cache';
import type { Viewer } from '../../lib/viewer';
import {
  applyMarks,
  etagOfMarks,
  marksTemplate,
  renderMarks,
  type MarksTemplate,
} from './marks-template';
import type { PostsRepository } from './posts.repository';

/**
 * A signed-in member's answer made from the anonymous one in the response cache
 * (`app.responseCache.personal`, decision 015): lists differ only by the member's likes, saves
 * and dislikes, unless they block someone (their lists leave those authors out), when null asks
 * for an answer rendered for them. The answer is written from a template of everyone's JSON cut
 * at the marks (marks-template.ts), kept beside everyone's parsed answer while it is cached.
 */
export function viewerPosts(repository: Pick<PostsRepository, 'viewerState'>) {
  /**
   * Templates by everyone's parsed answer (the same object while its cache entry lives), one map
   * per shape of answer; null where the text could not be cut (then serialised per request).
   */
  const templates = {
    list: new WeakMap<object, MarksTemplate | null>(),
    page: new WeakMap<object, MarksTemplate | null>(),
    post: new WeakMap<object, MarksTemplate | null>(),
    text: new WeakMap<object, JsonText>(),
  };
  function templateOf(
    map: WeakMap<object, MarksTemplate | null>,
    everyone: object,
    build: () => MarksTemplate | null,
  ): MarksTemplate | null {
    let template = map.get(everyone);
    if (template === undefined) map.set(everyone, (template = build()));
    return template;
  }

  /** The member's answer for `posts` (their marks in `template`), or null when they block. */
  async function answer<T extends Post>(
    posts: readonly T[],
    template: MarksTemplate | null,
    slow: (own: T[]) => unknown,
    viewer: Viewer,
  ): Promise<JsonText | null> {
    const state = await repository.viewerState(
      viewer.id,
      posts.map((post) => post.id),
    );
    if (state.blocksSomeone) return null;
    if (!template) return new JsonText(JSON.stringify(slow(applyMarks(posts, state))));
    return new JsonText(renderMarks(template, state), etagOfMarks(template, state));
  }

  return {
    /** Posts everyone sees (a list of notices), as `viewer` sees them. */
    async ownPosts<T extends Post>(list: T[], viewer: Viewer): Promise<JsonText | null> {
      const template = templateOf(templates.list, list, () => marksTemplate(list, (own) => own));
      return answer(list, template, (own) => own, viewer);
    },
    /** One post (its detail) as `viewer` sees it. */
    async ownPost<T extends Post>(post: T, viewer: Viewer): Promise<JsonText | null> {
      const template = templateOf(templates.post, post, () =>
        marksTemplate([post], (own) => own[0]),
      );
      return answer([post], template, (own) => own[0], viewer);
    },
    /** A page of posts (a feed, search results): `content` as the member sees it. */
    async ownPage<P extends { content: Post[] }>(
      page: P,
      viewer: Viewer,
    ): Promise<JsonText | null> {
      // Each item keeps its own fields (a search result's snippet).
      const rebuild = (content: Post[]) => ({ ...page, content });
      const template = templateOf(templates.page, page, () => marksTemplate(page.content, rebuild));
      return answer(page.content, template, rebuild, viewer);
    },
    /** An answer that carries no marks (이전글/다음글): everyone's, unless the member blocks. */
    async unlessBlocking<T extends object>(everyone: T, viewer: Viewer): Promise<JsonText | null> {
      const state = await repository.viewerState(viewer.id, []);
      if (state.blocksSomeone) return null;
      let text = templates.text.get(everyone);
      if (!text) {
        const json = JSON.stringify(everyone);
        templates.text.set(everyone, (text = new JsonText(json, etagOf(json))));
      }
      return text;
    },
  };
}
