import { sql, type Kysely, type Transaction } from 'kysely';
import { hotScore } from '../../lib/hot-score';
import { documentTokens, postTokens } from '../../lib/search-tokens';
import type { Database } from '../schema';
import {
  DEMO_POSTS,
  DEMO_USERS,
  countComments,
  type DemoBoardName,
  type DemoComment,
  type DemoPost,
  type DemoUserKey,
} from './demo-content';

export interface SeedResult {
  users: number;
  posts: number;
  comments: number;
}

// Any constant shared by every instance, distinct from the migration lock: one seeder at a time.
const SEED_LOCK_KEY = 7_230_402;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Like = { user_id: number; created_at: Date };

/**
 * Fills an empty database with the demo members, posts, comments, likes and subscriptions of
 * demo-content.ts, dated relative to `now`. Does nothing and returns null when any user or post
 * exists, so it is safe to call on every start. Everything goes in one transaction, with every
 * counter (likes, comments, replies, posts, subscribers) and the hot score set to match the rows.
 */
export async function seedDemo(db: Kysely<Database>, now = new Date()): Promise<SeedResult | null> {
  return db.transaction().execute(async (trx) => {
    // Servers starting together: the second one waits here, then finds the content.
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const { rows } = await sql<{ used: boolean }>`
      SELECT EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM posts) AS used
    `.execute(trx);
    if (rows[0]?.used !== false) return null;

    const boardIds = await loadBoardIds(trx);
    const boardId = (name: DemoBoardName): number => {
      const id = boardIds.get(name);
      if (id === undefined) throw new Error(`기본 게시판 ${name}이(가) 없습니다.`);
      return id;
    };
    const userIds = await insertUsers(trx, now);
    const userId = (key: DemoUserKey): number => {
      const id = userIds.get(key);
      if (id === undefined) throw new Error(`데모 회원 ${key}이(가) 없습니다.`);
      return id;
    };

    let comments = 0;
    for (const post of DEMO_POSTS) {
      const createdAt = new Date(now.getTime() - post.hoursAgo * HOUR);
      const postId = await insertPost(
        trx,
        post,
        boardId(post.board),
        userId(post.by),
        createdAt,
        now,
      );
      await insertPostLikes(trx, postId, likesOf(post.likedBy, userId, createdAt, now));
      comments += await insertComments(
        trx,
        postId,
        null,
        post.comments ?? [],
        createdAt,
        now,
        userId,
      );
    }

    await insertSubscriptions(trx, boardId, userId, now);
    // Board counters from the rows just written (post_count: live posts not hidden pending review).
    await trx
      .updateTable('boards')
      .set((eb) => ({
        post_count: eb
          .selectFrom('posts')
          .select((s) => s.fn.countAll<number>().as('n'))
          .whereRef('posts.board_id', '=', 'boards.id')
          .where('posts.deleted_at', 'is', null)
          .where('posts.hidden_at', 'is', null),
        subscriber_count: eb
          .selectFrom('board_subscriptions')
          .select((s) => s.fn.countAll<number>().as('n'))
          .whereRef('board_subscriptions.board_id', '=', 'boards.id'),
      }))
      .execute();

    return { users: userIds.size, posts: DEMO_POSTS.length, comments };
  });
}

async function loadBoardIds(trx: Transaction<Database>): Promise<Map<DemoBoardName, number>> {
  const names: DemoBoardName[] = ['myeolgong', 'stock', 'free'];
  const rows = await trx
    .selectFrom('boards')
    .select(['id', 'name'])
    .where(sql<string>`lower(name)`, 'in', names)
    .execute();
  return new Map(rows.map((r) => [r.name.toLowerCase() as DemoBoardName, r.id]));
}

async function insertUsers(
  trx: Transaction<Database>,
  now: Date,
): Promise<Map<DemoUserKey, number>> {
  const ids = new Map<DemoUserKey, number>();
  for (const user of DEMO_USERS) {
    const joined = new Date(now.getTime() - user.joinedDaysAgo * DAY);
    const { id } = await trx
      .insertInto('users')
      .values({
        email: user.email,
        password_hash: null,
        google_sub: null,
        nickname: user.nickname,
        profile_image: null,
        role: 'USER',
        restricted_until: null,
        created_at: joined,
        updated_at: joined,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(user.key, id);
  }
  return ids;
}

async function insertPost(
  trx: Transaction<Database>,
  post: DemoPost,
  boardId: number,
  authorId: number,
  createdAt: Date,
  now: Date,
): Promise<number> {
  assertPast(createdAt, now, post.title);
  const likes = post.likedBy.length;
  const media =
    post.type === 'LINK'
      ? { url: post.url, image_url: null, video_url: post.videoUrl ?? null, images: [] }
      : post.type === 'IMAGE'
        ? { url: null, image_url: post.images[0], video_url: null, images: [...post.images] }
        : { url: null, image_url: null, video_url: null, images: [] };
  const { id } = await trx
    .insertInto('posts')
    .values({
      board_id: boardId,
      author_id: authorId,
      type: post.type,
      title: post.title,
      content: post.content,
      ...media,
      like_count: likes,
      comment_count: countComments(post.comments),
      view_count: post.views,
      hot_score: hotScore(likes, createdAt),
      search_tokens: postTokens(post.title, post.content),
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Inserts comments and their replies, depth first; returns how many were inserted. */
async function insertComments(
  trx: Transaction<Database>,
  postId: number,
  parentId: number | null,
  comments: readonly DemoComment[],
  since: Date,
  now: Date,
  userId: (key: DemoUserKey) => number,
): Promise<number> {
  let inserted = 0;
  for (const comment of comments) {
    const createdAt = new Date(since.getTime() + comment.after * MINUTE);
    assertPast(createdAt, now, comment.text);
    const replies = comment.replies ?? [];
    const likes = likesOf(comment.likedBy ?? [], userId, createdAt, now);
    const { id } = await trx
      .insertInto('comments')
      .values({
        post_id: postId,
        author_id: userId(comment.by),
        parent_id: parentId,
        content: comment.text,
        search_tokens: documentTokens(comment.text),
        like_count: likes.length,
        reply_count: replies.length,
        created_at: createdAt,
        updated_at: createdAt,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (likes.length > 0) {
      await trx
        .insertInto('comment_likes')
        .values(likes.map((like) => ({ comment_id: id, ...like })))
        .execute();
    }
    inserted += 1 + (await insertComments(trx, postId, id, replies, createdAt, now, userId));
  }
  return inserted;
}

async function insertPostLikes(trx: Transaction<Database>, postId: number, likes: Like[]) {
  if (likes.length === 0) return;
  await trx
    .insertInto('post_likes')
    .values(likes.map((like) => ({ post_id: postId, ...like })))
    .execute();
}

async function insertSubscriptions(
  trx: Transaction<Database>,
  boardId: (name: DemoBoardName) => number,
  userId: (key: DemoUserKey) => number,
  now: Date,
) {
  const rows = DEMO_USERS.flatMap((user) =>
    user.subscriptions.map((board, i) => ({
      board_id: boardId(board),
      user_id: userId(user.key),
      // A day after joining, then a few days apart.
      created_at: new Date(now.getTime() - user.joinedDaysAgo * DAY + (1 + 3 * i) * DAY),
    })),
  );
  if (rows.length > 0) await trx.insertInto('board_subscriptions').values(rows).execute();
}

/** The likes of a post or comment, spread evenly between its creation and `now`. */
function likesOf(
  likedBy: readonly DemoUserKey[],
  userId: (key: DemoUserKey) => number,
  createdAt: Date,
  now: Date,
): Like[] {
  const span = now.getTime() - createdAt.getTime();
  return likedBy.map((key, i) => ({
    user_id: userId(key),
    created_at: new Date(createdAt.getTime() + (span * (i + 1)) / (likedBy.length + 1)),
  }));
}

function assertPast(at: Date, now: Date, what: string) {
  if (at.getTime() > now.getTime()) {
    throw new Error(`데모 콘텐츠의 시각이 현재보다 늦습니다: ${what.slice(0, 30)}`);
  }
}
