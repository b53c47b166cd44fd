import { createHash } from 'node:crypto';
import type { PostLikeMessage } from '@myeolgong/contract/realtime';
import {
  normalizeTimeRange,
  postMessages as m,
  type PopularTimeRange,
  type PostBody,
  type PostPage,
} from '@myeolgong/contract/posts';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { badRequest, forbidden, notFound, validationFailed } from '../../lib/errors';
import type { Viewer } from '../../lib/viewer';
import {
  canDeletePost,
  canEditPost,
  canSeeHiddenPosts,
  isOperatorActOnPost,
  type PostRef,
} from '../../policies/post';
import type { BoardsRepository } from '../boards/boards.repository';
import type { ModerationLog } from '../audit/moderation-log';
import { assertCanWrite } from '../../policies/write-permission';
import { solicitationReason } from '../../policies/solicitation';
import { isAdmin } from '../../lib/viewer';
import { cleanPost } from './post-input';
import type { StockRef } from '@myeolgong/contract/stock-mentions';
import type { Realtime } from '../realtime/realtime.plugin';
import type { TrailingCounts } from './trailing-count';
import type { ViewCounter } from './view-counter';
import type { CounterFlush } from './counter-flush';
import type { FeedOrder, PostFilter, PostsRepository } from './posts.repository';
import { sharedReads } from '../../lib/shared-read';
import { presentPost } from './posts.presenter';
import { viewerPosts } from './viewer-posts';
import { parseSort, type FeedRequest } from './feed-sort';

const DAY = 24 * 60 * 60 * 1000;
const rangeDays: Record<PopularTimeRange, number | null> = {
  today: 1,
  week: 7,
  month: 30,
  year: 365,
  all: null,
};

export function postsService(deps: {
  posts: PostsRepository;
  boards: Pick<BoardsRepository, 'findByName' | 'findById'>;
  views: ViewCounter;
  /** Counted views not yet written (posts/counter-flush.ts). */
  counters: Pick<CounterFlush, 'addView' | 'pendingViews'>;
  /** Live like counts on /topic/posts/{id}/likes; publishing is best effort after the commit. */
  realtime?: Pick<Realtime, 'publish'>;
  /**
   * Publishes a post's exact like counts a moment after a like, when other instances write likes
   * too (trailing-count.ts); unset on a single instance, whose answers are exact.
   */
  trailing?: Pick<TrailingCounts, 'schedule'>;
  /** Records what operators do to other members' posts. */
  audit?: Pick<ModerationLog, 'record'>;
  /** `$종목` mentions (modules/stock-talk): which stocks a text names; told of deletions. */
  stockTalk?: { mentionsIn(text: string): StockRef[]; changed(): Promise<void> };
  /** Removes the draft a post was published from (modules/drafts). */
  drafts?: { remove(id: number, userId: number): Promise<unknown> };
  now?: () => Date;
}) {
  const { posts, boards, realtime } = deps;
  const now = deps.now ?? (() => new Date());
  const mentionsIn = (post: { title: string; content: string }) =>
    deps.stockTalk?.mentionsIn(`${post.title}\n${post.content}`) ?? [];
  /** Why a member's post is held for review (리딩방·유사투자자문), or null; operators' never are. */
  const heldReasonOf = (
    viewer: Viewer,
    post: { title: string; content: string; url: string | null },
  ) =>
    isAdmin(viewer)
      ? null
      : solicitationReason(`${post.title}\n${post.content}\n${post.url ?? ''}`);

  /** A post's stored view count; a hot post's viewers at the same moment share one read. */
  const viewCountOf = sharedReads((id: number) => posts.viewCountOf(id));

  /**
   * The 말머리 a post of `board` may carry: one of the board's (400 otherwise), required when the
   * board says so.
   */
  function categoryFor(
    board: { categories: string[]; category_required: boolean },
    given: string | null | undefined,
    current: string | null = null,
  ): string | null {
    if (given === undefined) {
      // An edit that names no category keeps the post's while its board still has it.
      return current !== null && board.categories.includes(current) ? current : null;
    }
    const wanted = given?.trim() || null;
    if (wanted === null) {
      if (board.category_required) {
        throw validationFailed(m.categoryRequired, { category: m.categoryRequired });
      }
      return null;
    }
    if (!board.categories.includes(wanted)) {
      throw validationFailed(m.categoryUnknown, { category: m.categoryUnknown });
    }
    return wanted;
  }

  async function boardByNameOrId(nameOrId: string) {
    const board = /^\d+$/.test(nameOrId)
      ? await boards.findById(Number(nameOrId))
      : await boards.findByName(nameOrId);
    if (!board) throw notFound('요청하신 게시판을 찾을 수 없습니다.');
    return board;
  }

  async function page(
    filter: PostFilter,
    order: FeedOrder,
    request: FeedRequest,
    viewer: Viewer | null,
  ): Promise<PostPage> {
    const cursor = request.cursor ? decodeCursor(request.cursor) : null;
    if (request.cursor && !cursor) throw badRequest('잘못된 페이지 위치(cursor)입니다.');
    const { rows, more, total, column } = await posts.feed(
      filter,
      order,
      request,
      cursor,
      viewer?.id ?? null,
      canSeeHiddenPosts(viewer),
    );
    const lastRow = rows.at(-1);
    // The likes order sorts by the folded counter; the row shows the exact one (decision 028).
    const value = column === 'like_count' ? lastRow?.sorted_like_count : lastRow?.[column];
    const totalPages = Math.ceil(total / request.size);
    return {
      content: rows.map(presentPost),
      totalElements: total,
      last: !more,
      number: request.page,
      size: request.size,
      totalPages,
      empty: rows.length === 0,
      nextCursor:
        more && lastRow && value !== undefined
          ? encodeCursor({
              value: value instanceof Date ? value.toISOString() : Number(value),
              id: lastRow.id,
            })
          : null,
    };
  }

  const since = (range: PopularTimeRange) => {
    const days = rangeDays[range];
    return days === null ? undefined : new Date(now().getTime() - days * DAY);
  };

  /** `seeHidden`: also a post hidden pending review (operators; an author right after writing). */
  async function loadVisible(
    id: number,
    viewer: Viewer | null,
    seeHidden = canSeeHiddenPosts(viewer),
  ) {
    const row = await posts.findById(id, viewer?.id ?? null, seeHidden);
    if (!row) throw notFound(m.notFound);
    return row;
  }

  /** The one way a post is deleted, by anyone (also /admin, modules/moderation); false: gone. */
  async function erase(id: number) {
    const deleted = await posts.softDelete(id);
    if (deleted) await deps.stockTalk?.changed();
    return deleted;
  }

  async function ownedPost(
    id: number,
    viewer: Viewer,
    may: (viewer: Viewer, post: PostRef) => boolean,
    message: string,
  ) {
    const owner = await posts.findOwner(id);
    if (!owner) throw notFound(m.notFound);
    if (!may(viewer, { authorId: owner.author_id })) throw forbidden(message);
    return owner;
  }

  async function targetBoard(body: PostBody, pathBoardName?: string) {
    const name = pathBoardName ?? body.boardName ?? undefined;
    if (name !== undefined && name.trim() === '') {
      throw validationFailed(m.boardRequired, { boardName: m.boardRequired });
    }
    const board =
      name !== undefined
        ? await boards.findByName(name.trim())
        : body.boardId
          ? await boards.findById(body.boardId)
          : await boards.findById(1);
    if (!board) throw validationFailed(m.boardUnknown, { boardName: m.boardUnknown });
    return board;
  }

  const own = viewerPosts(posts);

  return {
    erase,

    /** Posts everyone sees, as a member sees them (null: render for them; viewer-posts.ts). */
    ownPosts: own.ownPosts,
    /** One post everyone sees, as a member sees it (null: render for them; viewer-posts.ts). */
    ownPost: own.ownPost,
    /** A page of everyone's posts as a member sees it (null: render for them; viewer-posts.ts). */
    ownPage: own.ownPage,

    /** GET /api/posts: every board; `boardName` narrows it to one. */
    async all(
      request: FeedRequest & { boardName?: string | undefined; category?: string | undefined },
      viewer: Viewer | null,
    ) {
      const filter: PostFilter = {};
      if (request.boardName) filter.boardId = (await boardByNameOrId(request.boardName)).id;
      if (request.category) filter.category = request.category;
      return page(filter, parseSort(request.sort, 'new'), request, viewer);
    },

    /** A board's posts; the pseudo-boards `all` and `popular` (a week) are served here too. */
    async board(
      nameOrId: string,
      request: FeedRequest & { category?: string | undefined },
      viewer: Viewer | null,
    ) {
      const key = nameOrId.toLowerCase();
      const category = request.category ? { category: request.category } : {};
      if (key === 'all') return page(category, parseSort(request.sort, 'new'), request, viewer);
      if (key === 'popular') return this.popular({ ...request, timeRange: 'week' }, viewer);
      const board = await boardByNameOrId(nameOrId);
      const filter: PostFilter = { boardId: board.id, ...category };
      return page(filter, parseSort(request.sort, 'new'), request, viewer);
    },

    /** Most liked posts created within the time range (anything unknown means a week). */
    async popular(
      request: FeedRequest & { timeRange?: string | undefined; board?: string | undefined },
      viewer: Viewer | null,
    ) {
      const range = normalizeTimeRange(request.timeRange);
      const filter: PostFilter = {};
      const from = since(range);
      if (from) filter.since = from;
      if (request.board && !['all', 'popular'].includes(request.board.toLowerCase())) {
        filter.boardId = (await boardByNameOrId(request.board)).id;
      }
      return page(filter, parseSort(request.sort, 'likes'), request, viewer);
    },

    async subscribed(request: FeedRequest, viewer: Viewer) {
      return page({ subscribedBy: viewer.id }, parseSort(request.sort, 'new'), request, viewer);
    },

    /** 팔로잉: posts by the members the viewer follows, newest first, as every feed filters them. */
    async following(request: FeedRequest, viewer: Viewer) {
      return page({ followedBy: viewer.id }, 'new', request, viewer);
    },

    async get(id: number, viewer: Viewer | null) {
      return presentPost(await loadVisible(id, viewer));
    },

    /** An operator publishes a held post (modules/moderation's queue); false: not held. */
    async release(id: number) {
      const released = await posts.release(id);
      if (released) await deps.stockTalk?.changed();
      return released;
    },

    async create(body: PostBody, viewer: Viewer, pathBoardName?: string) {
      assertCanWrite(viewer, now(), 'post');
      const board = await targetBoard(body, pathBoardName);
      const clean = cleanPost(body);
      const category = categoryFor(board, body.category ?? null);
      const id = await posts.create(
        viewer.id,
        { ...clean, board_id: board.id, category },
        mentionsIn(clean),
        heldReasonOf(viewer, clean),
      );
      await deps.stockTalk?.changed();
      if (body.draftId) await deps.drafts?.remove(body.draftId, viewer.id);
      return presentPost(await loadVisible(id, viewer, true));
    },

    async update(id: number, body: PostBody, viewer: Viewer) {
      assertCanWrite(viewer, now(), 'post');
      const owner = await ownedPost(id, viewer, canEditPost, m.noEditPermission);
      const hasBoard = body.boardName != null || body.boardId != null;
      const board = hasBoard
        ? await targetBoard(body)
        : await boardByNameOrId(String(owner.board_id));
      const clean = cleanPost(body);
      const category = categoryFor(board, body.category, owner.category);
      await posts.update(
        id,
        { ...clean, board_id: board.id, category },
        mentionsIn(clean),
        isOperatorActOnPost(viewer, { authorId: owner.author_id })
          ? null
          : heldReasonOf(viewer, clean),
      );
      await deps.stockTalk?.changed();
      if (isOperatorActOnPost(viewer, { authorId: owner.author_id })) {
        const moved = owner.board_id !== board.id;
        await deps.audit?.record({
          actorId: viewer.id,
          action: moved ? 'POST_MOVE' : 'POST_EDIT',
          targetType: 'POST',
          targetId: id,
          details: moved
            ? { authorId: owner.author_id, fromBoardId: owner.board_id, toBoardId: board.id }
            : { authorId: owner.author_id },
        });
      }
      return presentPost(await loadVisible(id, viewer, true));
    },

    async remove(id: number, viewer: Viewer) {
      const owner = await ownedPost(id, viewer, canDeletePost, m.noDeletePermission);
      const deleted = await erase(id);
      if (deleted && isOperatorActOnPost(viewer, { authorId: owner.author_id })) {
        await deps.audit?.record({
          actorId: viewer.id,
          action: 'POST_DELETE',
          targetType: 'POST',
          targetId: id,
          details: { authorId: owner.author_id },
        });
      }
      return { success: true as const, message: m.deleted };
    },

    /**
     * 1 like, -1 dislike (비추천), 0 neither: one of the two per member, counts exact. The post
     * becomes 개념글 the first time its counts meet the rule (BEST_LIKES likes ahead of its
     * dislikes by as many: meets_best, which the repository applies), and stays so.
     */
    async like(id: number, value: -1 | 0 | 1, viewer: Viewer) {
      assertCanWrite(viewer, now(), 'like');
      const result = await posts.setReaction(id, viewer.id, value);
      if (result === null) throw notFound(m.notFound);
      const { likes, dislikes, best } = result;
      const message: PostLikeMessage = { postId: id, likes, dislikes };
      await realtime?.publish('postLikes', message).catch(() => undefined);
      // Other instances may have written likes of the post at the same moment (trailing-count.ts).
      deps.trailing?.schedule(id);
      return {
        success: true as const,
        postId: id,
        likeStatus: value,
        likes,
        likeCount: likes,
        dislikes,
        best,
      };
    },

    async save(id: number, saved: boolean, viewer: Viewer) {
      if (!(await posts.findOwner(id))) throw notFound(m.notFound);
      await posts.setSaved(id, viewer.id, saved);
      return { success: true as const, postId: id, saved };
    },

    /**
     * Counts a view unless the same viewer (the member, or a visitor by a hash of their address)
     * was counted in the last 5 minutes. The view reaches the post row with the next flush of
     * `counters` (decision 028); the answer adds the views this instance counted and has not
     * written yet.
     */
    async view(id: number, viewer: Viewer | null, ip: string) {
      const viewerKey = viewer
        ? `user:${viewer.id}`
        : `ip:${createHash('sha256').update(ip).digest('base64url').slice(0, 22)}`;
      const post = await viewCountOf(id);
      if (!post) throw notFound(m.notFound);
      if (await deps.views.firstViewWithinWindow(id, viewerKey)) deps.counters.addView(id);
      return { success: true, viewCount: post.view_count + deps.counters.pendingViews(id) };
    },
  };
}

export type PostsService = ReturnType<typeof postsService>;
