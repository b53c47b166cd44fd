import { postMessages, type PostPage } from '@myeolgong/contract/posts';
import type { NoticeScope, Revision } from '@myeolgong/contract/conventions';
import { boardMessages } from '@myeolgong/contract/boards';
import { notFound } from '../../lib/errors';
import type { PageRequest } from '../../lib/pagination';
import { sanitizeContent } from '../../lib/sanitize';
import type { Viewer } from '../../lib/viewer';
import { canSeeHiddenPosts } from '../../policies/post';
import type { BoardsRepository } from '../boards/boards.repository';
import type { ModerationLog } from '../audit/moderation-log';
import { requireOperator } from '../moderation/moderation.service';
import { presentPost } from '../posts/posts.presenter';
import type { PostsRepository } from '../posts/posts.repository';
import { viewerPosts } from '../posts/viewer-posts';
import type { ConventionsRepository } from './conventions.repository';

/** Names that mean every board rather than one. */
const everyBoard = (name: string | undefined) =>
  !name || ['all', 'popular'].includes(name.trim().toLowerCase());

export function conventionsService(deps: {
  conventions: ConventionsRepository;
  posts: Pick<PostsRepository, 'findById' | 'findOwner' | 'viewerState'>;
  boards: Pick<BoardsRepository, 'findByName' | 'findById'>;
  audit?: Pick<ModerationLog, 'record'>;
}) {
  const { conventions, posts, boards } = deps;

  async function boardId(name: string | undefined): Promise<number | undefined> {
    if (everyBoard(name)) return undefined;
    const board = /^\d+$/.test(name!)
      ? await boards.findById(Number(name))
      : await boards.findByName(name!.trim());
    if (!board) throw notFound(boardMessages.notFound);
    return board.id;
  }

  /** The post as `viewer` may see it (operators also one hidden pending review), or 404. */
  async function visiblePost(id: number, viewer: Viewer | null) {
    const row = await posts.findById(id, viewer?.id ?? null, canSeeHiddenPosts(viewer));
    if (!row) throw notFound(postMessages.notFound);
    return row;
  }

  return {
    /**
     * An answer with no marks of its own (이전글/다음글) for a member: everyone's, unless they block
     * someone (null: render for them; decision 015).
     */
    unlessBlocking: viewerPosts(posts).unlessBlocking,

    /** PUT /api/admin/posts/{id}/notice: operators only (checked here too), logged. */
    async setNotice(id: number, scope: NoticeScope, viewer: Viewer) {
      requireOperator(viewer);
      const owner = await posts.findOwner(id);
      if (!owner) throw notFound(postMessages.notFound);
      await conventions.setNotice(id, scope === 'none' ? null : scope);
      await deps.audit?.record({
        actorId: viewer.id,
        action: 'POST_NOTICE',
        targetType: 'POST',
        targetId: id,
        details: { authorId: owner.author_id, scope },
      });
      return presentPost(await visiblePost(id, viewer));
    },

    async notices(boardName: string | undefined, viewer: Viewer | null) {
      const board = await boardId(boardName);
      const rows = await conventions.notices(
        board ?? null,
        viewer?.id ?? null,
        canSeeHiddenPosts(viewer),
      );
      return rows.map(presentPost);
    },

    async best(
      request: PageRequest & { boardName?: string | undefined },
      viewer: Viewer | null,
    ): Promise<PostPage> {
      const board = await boardId(request.boardName);
      const { rows, total } = await conventions.best(
        board,
        request,
        viewer?.id ?? null,
        canSeeHiddenPosts(viewer),
      );
      const totalPages = Math.ceil(total / request.size);
      return {
        content: rows.map(presentPost),
        totalElements: total,
        last: request.page >= totalPages - 1,
        number: request.page,
        size: request.size,
        totalPages,
        empty: rows.length === 0,
        nextCursor: null,
      };
    },

    /** The board's posts around this one; the post's own board when `boardName` is absent. */
    async neighbors(id: number, boardName: string | undefined, viewer: Viewer | null) {
      const post = await visiblePost(id, viewer);
      const board = boardName === undefined ? post.board_id : await boardId(boardName);
      const found = await conventions.neighbors(
        post,
        board,
        viewer?.id ?? null,
        canSeeHiddenPosts(viewer),
      );
      return {
        previous: found.previous && presentPost(found.previous),
        next: found.next && presentPost(found.next),
        page: found.page,
      };
    },

    /** Earlier versions, oldest first, for anyone who may see the post. */
    async revisions(id: number, viewer: Viewer | null): Promise<Revision[]> {
      await visiblePost(id, viewer);
      return (await conventions.revisions(id)).map((row) => ({
        title: row.title,
        content: sanitizeContent(row.content),
        editedAt: row.edited_at.toISOString(),
      }));
    },
  };
}
