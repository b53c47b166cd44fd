import { USER_SEARCH_MAX } from '@myeolgong/contract/notifications';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /api/users/search?nickname=: members whose nickname starts with the text (any case), the
 * shortest first, for @ suggestions. Leaves out deleted accounts and members the viewer blocks.
 * Walks users_nickname_prefix_idx (0009).
 */
export function userSearch(db: Kysely<Database>) {
  return async (prefix: string, viewerId: number | null) => {
    let q = db
      .selectFrom('users as u')
      .select(['u.id', 'u.nickname', 'u.profile_image'])
      .where(sql<boolean>`lower(u.nickname) LIKE ${`${likeLiteral(prefix.toLowerCase())}%`}`)
      .where('u.deleted_at', 'is', null)
      .where('u.nickname', 'is not', null);
    if (viewerId !== null) {
      q = q.where(
        sql<boolean>`NOT EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.blocker_id = ${viewerId} AND ub.blocked_id = u.id)`,
      );
    }
    const rows = await q
      .orderBy(sql`char_length(u.nickname)`)
      .orderBy(sql`lower(u.nickname)`)
      .limit(USER_SEARCH_MAX)
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      nickname: r.nickname!,
      profileImage: r.profile_image,
    }));
  };
}

export type UserSearch = ReturnType<typeof userSearch>;
