import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, PostType } from '../../db/schema';
import type { Cursor } from '../../lib/cursor';
import { offsetOf, type PageRequest } from '../../lib/pagination';
import { documentTokens, searchText } from '../../lib/search-tokens';
import { uploadIdsIn } from '../../lib/upload-refs';
import type { StockRef } from '@myeolgong/contract/stock-mentions';
import type { MemberMention } from '@myeolgong/contract/posts';
import { visibleTo } from '../../db/visibility';
import { recordPostStocks } from './post-stocks';
import { countedLike, inlineFoldDue } from './inline-fold';

/** The orders a feed can have, and the column each one sorts by (then id, both descending). */
export const feedOrders = {
  new: 'created_at',
  hot: 'hot_score',
  top: 'view_count',
  comments: 'comment_count',
  likes: 'like_count',
} as const;
export type FeedOrder = keyof typeof feedOrders;

/** Which posts a list shows. */
export interface PostFilter {
  authorId?: number;
  /** Only posts this member saved, most recently saved first. */
  savedBy?: number;
  boardId?: number;
  /** Only posts on boards this member subscribes to. */
  subscribedBy?: number;
  /** Only posts created at or after this time. */
  since?: Date;
  /** Only posts of this 말머리. */
  category?: string;
}

export interface PostWrite {
  board_id: number;
  type: PostType;
  title: string;
  content: string;
  url: string | null;
  image_url: string | null;
  video_url: string | null;
  images: string[];
  /** 말머리; left out on an edit that keeps the post's. */
  category?: string | null;
}

/** Records which uploads the post uses (migration 0011), replacing what it used before. */
async function recordUploads(trx: Transaction<Database>, postId: number, post: PostWrite) {
  const ids = uploadIdsIn([post.content, post.url, post.image_url, post.video_url, ...post.images]);
  await trx.deleteFrom('post_uploads').where('post_id', '=', postId).execute();
  if (ids.length === 0) return;
  await trx
    .insertInto('post_uploads')
    .values(ids.map((upload_id) => ({ post_id: postId, upload_id })))
    .execute();
}

/** The changes of a post's likes or dislikes not yet folded into it (decision 028). */
const unfolded = (column: 'likes' | 'dislikes') =>
  sql<number>`coalesce((SELECT sum(d.${sql.ref(column)})::integer FROM post_reaction_deltas d WHERE d.post_id = p.id), 0)`;

/**
 * Live posts with their author and board, and `viewerId`'s like and save state: the one column
 * list of a post summary, for the feeds here and for search (modules/search).
 */
export function selectPostRows(executor: Kysely<Database>, viewerId: number | null) {
  return executor
    .selectFrom('posts as p')
    .innerJoin('users as u', 'u.id', 'p.author_id')
    .innerJoin('boards as b', 'b.id', 'p.board_id')
    .select([
      'p.id',
      'p.board_id',
      'p.author_id',
      'p.type',
      'p.title',
      'p.content',
      'p.url',
      'p.image_url',
      'p.video_url',
      'p.images',
      // Exact counts: the post's counters plus its changes not yet folded (migration 0019).
      sql<number>`p.like_count + ${unfolded('likes')}`.as('like_count'),
      // What the likes order sorts by (and its cursor holds): the folded counter.
      'p.like_count as sorted_like_count',
      'p.comment_count',
      'p.view_count',
      'p.hot_score',
      'p.created_at',
      'p.updated_at',
      sql<number>`p.dislike_count + ${unfolded('dislikes')}`.as('dislike_count'),
      'p.best_at',
      'p.notice',
      'p.category',
      'p.edited_at',
      'u.nickname as author_nickname',
      'u.profile_image as author_profile_image',
      sql<boolean>`u.deleted_at IS NOT NULL`.as('author_deleted'),
      'b.name as board_name',
      'b.display_name as board_display_name',
      (viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`EXISTS (SELECT 1 FROM post_likes pl WHERE pl.post_id = p.id AND pl.user_id = ${viewerId})`
      ).as('liked'),
      (viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`EXISTS (SELECT 1 FROM saved_posts sp WHERE sp.post_id = p.id AND sp.user_id = ${viewerId})`
      ).as('saved'),
      // The stocks the post itself mentions, in order (migration 0015, modules/stock-talk).
      sql<
        StockRef[]
      >`coalesce((SELECT json_agg(json_build_object('stockCode', ps.stock_code, 'stockName', ps.stock_name) ORDER BY ps.position) FROM post_stocks ps WHERE ps.post_id = p.id AND ps.position IS NOT NULL), '[]'::json)`.as(
        'stocks',
      ),
      // The members the content mentions, as written (migration 0017).
      sql<
        MemberMention[]
      >`coalesce((SELECT json_agg(json_build_object('nickname', pm.written, 'userId', pm.user_id) ORDER BY pm.position) FROM post_mentions pm WHERE pm.post_id = p.id), '[]'::json)`.as(
        'mentions',
      ),
      (viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`EXISTS (SELECT 1 FROM post_dislikes pd WHERE pd.post_id = p.id AND pd.user_id = ${viewerId})`
      ).as('disliked'),
    ])
    .where('p.deleted_at', 'is', null);
}

/**
 * `read`: the handle of feed and profile lists (`app.dbRead`: a read replica when one is set up,
 * plugins/read-replica.ts); writes and single-post reads use `db`, the primary.
 */
export function postsRepository(db: Kysely<Database>, read: Kysely<Database> = db) {
  /** Posts with their author and board, and the viewer's like and save state. */
  const selectPosts = (viewerId: number | null, executor: Kysely<Database> = db) =>
    selectPostRows(executor, viewerId);

  type Query = ReturnType<typeof selectPosts>;

  /** One member's like, dislike or neither on a post (setReaction). */
  async function react(postId: number, userId: number, value: -1 | 0 | 1, bestLikes: number) {
    // One statement, one transaction (data-modifying CTEs run whether or not the result reads
    // them); it locks only the member's own like and dislike rows.
    const { rows } = await sql<{ found: number }>`
        WITH post AS (
          SELECT id FROM posts WHERE id = ${postId} AND deleted_at IS NULL
        ), liked AS (
          INSERT INTO post_likes (post_id, user_id)
          SELECT id, ${userId} FROM post WHERE ${value === 1}
          ON CONFLICT DO NOTHING RETURNING 1
        ), unliked AS (
          DELETE FROM post_likes
           WHERE ${value !== 1} AND post_id = ${postId} AND user_id = ${userId}
             AND EXISTS (SELECT 1 FROM post) RETURNING 1
        ), disliked AS (
          INSERT INTO post_dislikes (post_id, user_id)
          SELECT id, ${userId} FROM post WHERE ${value === -1}
          ON CONFLICT DO NOTHING RETURNING 1
        ), undisliked AS (
          DELETE FROM post_dislikes
           WHERE ${value !== -1} AND post_id = ${postId} AND user_id = ${userId}
             AND EXISTS (SELECT 1 FROM post) RETURNING 1
        ), change AS (
          SELECT (SELECT count(*) FROM liked) - (SELECT count(*) FROM unliked) AS likes,
                 (SELECT count(*) FROM disliked) - (SELECT count(*) FROM undisliked) AS dislikes
        ), delta AS (
          INSERT INTO post_reaction_deltas (post_id, likes, dislikes)
          SELECT ${postId}, likes, dislikes FROM change
           WHERE (likes <> 0 OR dislikes <> 0) AND EXISTS (SELECT 1 FROM post)
          RETURNING 1
        )
        SELECT 1 AS found FROM post`.execute(db);
    if (rows.length === 0) return null;
    // The post's row brought up to date (its hot order, its sorts) unless another like is
    // doing it right now (never waits, migration 0019) or this process did within
    // INLINE_FOLD_GAP_MS: a hot post's row then follows its likes a few times a second
    // instead of once per like, and the periodic fold catches up.
    if (inlineFoldDue(postId)) await sql`SELECT fold_post_reactions_of(${postId})`.execute(db);
    // After the commit: every delta committed by then, this one included.
    const counts = await db
      .selectFrom('posts as p')
      .select([
        sql<number>`greatest(p.like_count + ${unfolded('likes')}, 0)`.as('likes'),
        sql<number>`greatest(p.dislike_count + ${unfolded('dislikes')}, 0)`.as('dislikes'),
        'p.best_at',
      ])
      .where('p.id', '=', postId)
      .executeTakeFirst();
    if (!counts) return null;
    let best = counts.best_at !== null;
    if (!best && counts.likes >= bestLikes && counts.likes - counts.dislikes >= bestLikes) {
      await db
        .updateTable('posts')
        .set({ best_at: new Date() })
        .where('id', '=', postId)
        .where('best_at', 'is', null)
        .execute();
      best = true;
    }
    return { likes: counts.likes, dislikes: counts.dislikes, best };
  }

  function applyFilter(query: Query, filter: PostFilter): Query {
    let q = query;
    if (filter.authorId !== undefined) q = q.where('p.author_id', '=', filter.authorId);
    if (filter.boardId !== undefined) q = q.where('p.board_id', '=', filter.boardId);
    if (filter.since !== undefined) q = q.where('p.created_at', '>=', filter.since);
    if (filter.category !== undefined) q = q.where('p.category', '=', filter.category);
    if (filter.subscribedBy !== undefined) {
      const member = filter.subscribedBy;
      q = q.where('p.board_id', 'in', (eb) =>
        eb.selectFrom('board_subscriptions').select('board_id').where('user_id', '=', member),
      );
    }
    if (filter.savedBy !== undefined) {
      const member = filter.savedBy;
      q = q.innerJoin('saved_posts as s', (join) =>
        join.onRef('s.post_id', '=', 'p.id').on('s.user_id', '=', member),
      );
    }
    return q;
  }

  /**
   * How many posts of `filter` the viewer can list, so `totalElements` agrees with the pages.
   * Board-wide totals start from the boards' exact counters (live posts not hidden pending
   * review), add the hidden ones back for operators and take away those of members the viewer
   * blocks, in one statement; narrower lists are counted row by row.
   */
  async function countPosts(
    filter: PostFilter,
    viewerId: number | null,
    seeHidden: boolean,
  ): Promise<number> {
    if (
      filter.authorId === undefined &&
      filter.savedBy === undefined &&
      filter.since === undefined &&
      filter.category === undefined
    ) {
      const subscribedBoards = (member: number) =>
        read.selectFrom('board_subscriptions').select('board_id').where('user_id', '=', member);
      /** Live posts on the filter's boards (the rows behind the counters, and hidden ones). */
      const onBoards = () => {
        let q = read
          .selectFrom('posts as p')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('p.deleted_at', 'is', null);
        if (filter.boardId !== undefined) q = q.where('p.board_id', '=', filter.boardId);
        if (filter.subscribedBy !== undefined) {
          q = q.where('p.board_id', 'in', subscribedBoards(filter.subscribedBy));
        }
        return q;
      };
      let boards = read.selectFrom('boards').select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('post_count'), sql<number>`0`).as('counted'),
        seeHidden
          ? onBoards().where('p.hidden_at', 'is not', null).as('hidden')
          : sql<number>`0`.as('hidden'),
        // Driven by the viewer's blocks (none: one primary-key probe), each counted through
        // the author index, so a member with no blocks pays nothing for it.
        viewerId !== null
          ? read
              .selectFrom('user_blocks as ub')
              .select(
                sql<number>`coalesce(sum((${onBoards()
                  .where(visibleTo('p', null, seeHidden))
                  .where(sql<boolean>`p.author_id = ub.blocked_id`)})), 0)`.as('n'),
              )
              .where('ub.blocker_id', '=', viewerId)
              .as('blocked')
          : sql<number>`0`.as('blocked'),
      ]);
      if (filter.boardId !== undefined) boards = boards.where('id', '=', filter.boardId);
      if (filter.subscribedBy !== undefined) {
        boards = boards.where('id', 'in', subscribedBoards(filter.subscribedBy));
      }
      const row = await boards.executeTakeFirst();
      return Math.max(
        0,
        Number(row?.counted ?? 0) + Number(row?.hidden ?? 0) - Number(row?.blocked ?? 0),
      );
    }
    let count = read
      .selectFrom('posts as p')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('p.deleted_at', 'is', null)
      .where(visibleTo('p', viewerId, seeHidden));
    if (filter.authorId !== undefined) count = count.where('p.author_id', '=', filter.authorId);
    if (filter.boardId !== undefined) count = count.where('p.board_id', '=', filter.boardId);
    if (filter.since !== undefined) count = count.where('p.created_at', '>=', filter.since);
    if (filter.category !== undefined) count = count.where('p.category', '=', filter.category);
    if (filter.subscribedBy !== undefined) {
      count = count.where('p.board_id', 'in', (eb) =>
        eb
          .selectFrom('board_subscriptions')
          .select('board_id')
          .where('user_id', '=', filter.subscribedBy!),
      );
    }
    if (filter.savedBy !== undefined) {
      const member = filter.savedBy;
      count = count.innerJoin('saved_posts as s', (join) =>
        join.onRef('s.post_id', '=', 'p.id').on('s.user_id', '=', member),
      );
    }
    return Number((await count.executeTakeFirstOrThrow()).n);
  }

  return {
    /**
     * Member pages (profile tabs): newest first, or most recently saved first. Hidden posts only
     * for operators (`seeHidden`), and none by members the viewer blocks.
     */
    async list(filter: PostFilter, page: PageRequest, viewerId: number | null, seeHidden = false) {
      let rows = applyFilter(selectPosts(viewerId, read), filter).where(
        visibleTo('p', viewerId, seeHidden),
      );
      if (filter.savedBy !== undefined) rows = rows.orderBy(sql`s.created_at`, 'desc');
      const [content, total] = await Promise.all([
        rows
          .orderBy('p.created_at', 'desc')
          .orderBy('p.id', 'desc')
          .limit(page.size)
          .offset(offsetOf(page))
          .execute(),
        countPosts(filter, viewerId, seeHidden),
      ]);
      return { rows: content, total };
    },

    /**
     * One page of a feed in `order`, from a page number or, when given, right after `cursor`
     * (keyset pagination: the cost does not grow with the depth). Fetches one extra row to know
     * whether more follow.
     */
    async feed(
      filter: PostFilter,
      order: FeedOrder,
      page: PageRequest,
      cursor: Cursor | null,
      viewerId: number | null,
      seeHidden = false,
    ) {
      const column = feedOrders[order];
      let rows = applyFilter(selectPosts(viewerId, read), filter).where(
        visibleTo('p', viewerId, seeHidden),
      );
      if (cursor) {
        const value = column === 'created_at' ? new Date(cursor.value) : Number(cursor.value);
        rows = rows.where(sql<boolean>`(p.${sql.ref(column)}, p.id) < (${value}, ${cursor.id})`);
      }
      rows = rows
        .orderBy(`p.${column}`, 'desc')
        .orderBy('p.id', 'desc')
        .limit(page.size + 1);
      if (!cursor) rows = rows.offset(offsetOf(page));
      const [found, total] = await Promise.all([
        rows.execute(),
        countPosts(filter, viewerId, seeHidden),
      ]);
      const more = found.length > page.size;
      return { rows: found.slice(0, page.size), more, total, column };
    },

    /** A post by id; one hidden pending review only for operators (`seeHidden`). */
    findById(id: number, viewerId: number | null, seeHidden = false) {
      return selectPosts(viewerId)
        .where('p.id', '=', id)
        .where(visibleTo('p', null, seeHidden))
        .executeTakeFirst();
    },

    /** A visible post's view count, for the view call: one primary-key probe, no joins. */
    viewCountOf(id: number) {
      return db
        .selectFrom('posts as p')
        .select('p.view_count')
        .where('p.id', '=', id)
        .where('p.deleted_at', 'is', null)
        .where(visibleTo('p', null, false))
        .executeTakeFirst();
    },

    /** The post's author and board, for permission checks; deleted posts are not found. */
    findOwner(id: number) {
      return db
        .selectFrom('posts')
        .select(['id', 'author_id', 'board_id', 'created_at', 'category'])
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /** Creates a post and counts it on its board, in one transaction. */
    create(authorId: number, post: PostWrite, stocks: readonly StockRef[] = []) {
      return db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('posts')
          .values({
            ...post,
            author_id: authorId,
            hot_score: sql<number>`hot_score(0, now())`,
            search_tokens: documentTokens(searchText(post.title, post.content)),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await bumpBoard(trx, post.board_id, 1);
        await recordUploads(trx, created.id, post);
        if (stocks.length > 0) await recordPostStocks(trx, created.id, stocks);
        return created.id;
      });
    },

    /**
     * Edits a live post. A board change moves it between the boards' counts, unless it is hidden
     * pending review (then neither board counts it); the row is locked so a concurrent hide,
     * move or delete counts once.
     */
    update(id: number, post: PostWrite, stocks: readonly StockRef[] = []) {
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('posts')
          .select(['board_id', 'hidden_at', 'title', 'content', 'created_at', 'edited_at'])
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .forUpdate()
          .executeTakeFirst();
        if (!before) return;
        const now = new Date();
        // A text change keeps the version it replaces (GET /api/posts/{id}/revisions) and
        // marks the post 수정됨; a change of board, category or media alone does not.
        const textChanged = before.title !== post.title || before.content !== post.content;
        if (textChanged) {
          await trx
            .insertInto('post_revisions')
            .values({
              post_id: id,
              title: before.title,
              content: before.content,
              edited_at: before.edited_at ?? before.created_at,
            })
            .execute();
        }
        await trx
          .updateTable('posts')
          .set({
            ...post,
            search_tokens: documentTokens(searchText(post.title, post.content)),
            updated_at: now,
            ...(textChanged ? { edited_at: now } : {}),
          })
          .where('id', '=', id)
          .execute();
        await recordUploads(trx, id, post);
        await recordPostStocks(trx, id, stocks);
        if (before.board_id !== post.board_id && before.hidden_at === null) {
          await bumpBoard(trx, before.board_id, -1);
          await bumpBoard(trx, post.board_id, 1);
        }
      });
    },

    /**
     * Soft delete; the board's count drops in the same transaction (a hidden post was not
     * counted, so it stays). False if already gone.
     */
    softDelete(id: number) {
      return db.transaction().execute(async (trx) => {
        const gone = await trx
          .updateTable('posts')
          .set({ deleted_at: new Date() })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .returning(['board_id', 'hidden_at'])
          .executeTakeFirst();
        if (gone && gone.hidden_at === null) await bumpBoard(trx, gone.board_id, -1);
        // A deleted post leaves every 종목토론 list (so those count their rows without a join).
        if (gone) await trx.deleteFrom('post_stocks').where('post_id', '=', id).execute();
        return Boolean(gone);
      });
    },

    /**
     * Sets a member's reaction to a live post: 1 like, -1 dislike (비추천), 0 neither. A member has
     * at most one of the two: setting one removes the other in one transaction, which appends the
     * change of both counters to post_reaction_deltas instead of locking the post (decision 028:
     * 50 members liking one post queued on its row); `foldReactions` moves the deltas into the
     * post. The counts answered are exact: the post's counters plus every committed delta, read
     * after this change committed. The post becomes 개념글 (best_at) the first time its likes reach
     * `bestLikes` ahead of its dislikes by as many, and stays so. Null when there is no such live
     * post.
     */
    setReaction(postId: number, userId: number, value: -1 | 0 | 1, bestLikes: number) {
      return countedLike(postId, () => react(postId, userId, value, bestLikes));
    },

    /**
     * Moves every committed like and dislike delta into its post (counters and hot_score), one
     * folder at a time across instances; answers how many posts changed.
     */
    async foldReactions() {
      const { rows } = await sql<{ n: number }>`SELECT fold_post_reactions() AS n`.execute(db);
      return rows[0]!.n;
    },

    /** Saves or unsaves a post for a member; idempotent through the primary key. */
    /**
     * What a member's own state adds to posts they see in a list: which of `postIds` they like
     * and saved, and whether they block anyone (their lists then leave authors out). One
     * statement of primary-key probes.
     */
    async viewerState(userId: number, postIds: readonly number[]) {
      const ids = sql`${postIds.map(Number)}::int8[]`;
      const row = await sql<{
        blocks: boolean;
        liked: (string | number)[];
        saved: (string | number)[];
        disliked: (string | number)[];
      }>`
        SELECT EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = ${userId}) AS blocks,
               ARRAY(SELECT post_id FROM post_likes
                      WHERE post_id = ANY(${ids}) AND user_id = ${userId}) AS liked,
               ARRAY(SELECT post_id FROM saved_posts
                      WHERE user_id = ${userId} AND post_id = ANY(${ids})) AS saved,
               ARRAY(SELECT post_id FROM post_dislikes
                      WHERE post_id = ANY(${ids}) AND user_id = ${userId}) AS disliked`.execute(
        read,
      );
      const state = row.rows[0]!;
      return {
        blocksSomeone: state.blocks,
        liked: new Set(state.liked.map(Number)),
        saved: new Set(state.saved.map(Number)),
        disliked: new Set(state.disliked.map(Number)),
      };
    },

    async setSaved(postId: number, userId: number, saved: boolean) {
      if (saved) {
        await db
          .insertInto('saved_posts')
          .values({ post_id: postId, user_id: userId })
          .onConflict((oc) => oc.doNothing())
          .execute();
      } else {
        await db
          .deleteFrom('saved_posts')
          .where('post_id', '=', postId)
          .where('user_id', '=', userId)
          .execute();
      }
    },

    /**
     * Adds counted views to their posts in one statement (the view buffer's flush), locking the
     * posts in id order so that two instances flushing at once cannot deadlock.
     */
    async addViews(views: ReadonlyMap<number, number>) {
      if (views.size === 0) return;
      const entries = [...views].sort(([a], [b]) => a - b);
      await sql`
        WITH v AS (
          SELECT * FROM unnest(${entries.map(([id]) => id)}::int8[], ${entries.map(([, n]) => n)}::int4[]) AS v(id, n)
        ), locked AS (
          SELECT p.id FROM posts p JOIN v ON v.id = p.id ORDER BY p.id FOR NO KEY UPDATE OF p
        )
        UPDATE posts p SET view_count = p.view_count + v.n
          FROM v WHERE p.id = v.id AND p.id IN (SELECT id FROM locked)`.execute(db);
    },
  };
}

/** Moves a board's post count (live posts not hidden pending review) inside a transaction. */
export async function bumpBoard(trx: Transaction<Database>, boardId: number, delta: number) {
  await trx
    .updateTable('boards')
    .set({ post_count: sql<number>`greatest(post_count + ${delta}, 0)` })
    .where('id', '=', boardId)
    .execute();
}

export type PostsRepository = ReturnType<typeof postsRepository>;
export type PostListRow = NonNullable<Awaited<ReturnType<PostsRepository['findById']>>>;
