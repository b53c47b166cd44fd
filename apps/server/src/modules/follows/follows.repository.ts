import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/pagination';

/**
 * 팔로우 rows (migration 0030). The counts on `users` are kept by the table's trigger, blocking
 * ends follows by another, so this file only adds, removes and lists.
 */
export function followsRepository(db: Kysely<Database>, read: Kysely<Database> = db) {
  /** Whether either member blocks the other: `followee` blocks `follower`, or the reverse. */
  const blocked = (follower: number, followee: number) =>
    sql<boolean>`EXISTS (SELECT 1 FROM user_blocks ub
      WHERE (ub.blocker_id = ${followee} AND ub.blocked_id = ${follower})
         OR (ub.blocker_id = ${follower} AND ub.blocked_id = ${followee}))`;

  async function list(side: 'followers' | 'following', userId: number, page: PageRequest) {
    const [mine, other] =
      side === 'followers'
        ? (['f.followee_id', 'f.follower_id'] as const)
        : (['f.follower_id', 'f.followee_id'] as const);
    const [rows, owner] = await Promise.all([
      read
        .selectFrom('follows as f')
        .innerJoin('users as u', 'u.id', other)
        .select(['u.id', 'u.nickname', 'u.profile_image'])
        .where(mine, '=', userId)
        .where('u.deleted_at', 'is', null)
        .orderBy('f.created_at', 'desc')
        .orderBy(other, 'desc')
        .limit(page.size)
        .offset(offsetOf(page))
        .execute(),
      read
        .selectFrom('users')
        .select(['followers_count', 'following_count'])
        .where('id', '=', userId)
        .executeTakeFirst(),
    ]);
    const total =
      side === 'followers' ? (owner?.followers_count ?? 0) : (owner?.following_count ?? 0);
    return { rows, total: Number(total) };
  }

  return {
    /**
     * `follower` follows `followee` unless either blocks the other, in one statement (a block
     * written meanwhile is seen). 'blocked' when refused, else whether the follow is new.
     */
    async follow(follower: number, followee: number): Promise<'blocked' | 'new' | 'already'> {
      const { rows: inserted } = await sql<{ followee_id: number }>`
        INSERT INTO follows (follower_id, followee_id)
        SELECT ${follower}::bigint, ${followee}::bigint WHERE NOT ${blocked(follower, followee)}
        ON CONFLICT DO NOTHING
        RETURNING followee_id`.execute(db);
      if (inserted.length > 0) return 'new';
      const { rows } = await sql<{
        blocked: boolean;
      }>`SELECT ${blocked(follower, followee)} AS blocked`.execute(db);
      return rows[0]?.blocked ? 'blocked' : 'already';
    },

    /** Whether a follow was removed. */
    async unfollow(follower: number, followee: number) {
      const row = await db
        .deleteFrom('follows')
        .where('follower_id', '=', follower)
        .where('followee_id', '=', followee)
        .returning('followee_id')
        .executeTakeFirst();
      return Boolean(row);
    },

    /** Whether `follower` follows `followee` (a profile's `followedByMe`). */
    async isFollowing(follower: number, followee: number) {
      const row = await read
        .selectFrom('follows')
        .select('followee_id')
        .where('follower_id', '=', follower)
        .where('followee_id', '=', followee)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The members who follow `userId`, newest follow first; the total is the kept count. */
    followers: (userId: number, page: PageRequest) => list('followers', userId, page),
    /** The members `userId` follows, newest follow first. */
    following: (userId: number, page: PageRequest) => list('following', userId, page),

    liveUserExists(id: number) {
      return read
        .selectFrom('users')
        .select('id')
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
        .then(Boolean);
    },
  };
}

export type FollowsRepository = ReturnType<typeof followsRepository>;
