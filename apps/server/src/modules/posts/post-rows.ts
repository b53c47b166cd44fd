import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { StockRef } from '@myeolgong/contract/stock-mentions';
import type { MemberMention } from '@myeolgong/contract/posts';

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
  /** Only posts by members this member follows (팔로잉, migration 0030). */
  followedBy?: number;
  /** Only posts created at or after this time. */
  since?: Date;
  /** Only posts of this 말머리. */
  category?: string;
}

/** The changes of a post's likes or dislikes not yet folded into it (decision 028). */
export const unfolded = (column: 'likes' | 'dislikes') =>
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
      'p.stance',
      'p.held_reason',
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

type PostRowsQuery = ReturnType<typeof selectPostRows>;

/**
 * The conditions of `filter` on posts aliased `p`, but for `savedBy` (a join, see applyFilter):
 * also for a query of posts alone, such as a numbered page's ids (posts.queries.ts `feed`).
 */
export function filterCondition(filter: Omit<PostFilter, 'savedBy'>): RawBuilder<boolean> {
  const conditions: RawBuilder<unknown>[] = [];
  if (filter.authorId !== undefined) conditions.push(sql`p.author_id = ${filter.authorId}`);
  if (filter.boardId !== undefined) conditions.push(sql`p.board_id = ${filter.boardId}`);
  if (filter.since !== undefined) conditions.push(sql`p.created_at >= ${filter.since}`);
  if (filter.category !== undefined) conditions.push(sql`p.category = ${filter.category}`);
  if (filter.subscribedBy !== undefined) {
    conditions.push(
      sql`p.board_id IN (SELECT board_id FROM board_subscriptions WHERE user_id = ${filter.subscribedBy})`,
    );
  }
  if (filter.followedBy !== undefined) {
    conditions.push(
      sql`p.author_id IN (SELECT followee_id FROM follows WHERE follower_id = ${filter.followedBy})`,
    );
  }
  return conditions.length === 0
    ? sql<boolean>`true`
    : sql<boolean>`(${sql.join(conditions, sql` AND `)})`;
}

/** `query` narrowed to the posts of `filter` (a saved list joins saved_posts as `s`). */
export function applyFilter(query: PostRowsQuery, filter: PostFilter): PostRowsQuery {
  const { savedBy, ...rest } = filter;
  let q = Object.keys(rest).length === 0 ? query : query.where(filterCondition(rest));
  if (savedBy !== undefined) {
    q = q.innerJoin('saved_posts as s', (join) =>
      join.onRef('s.post_id', '=', 'p.id').on('s.user_id', '=', savedBy),
    );
  }
  return q;
}
