import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What the operators' report queue shows of its targets, one query per kind of target. */
export function reportTargetsRepository(db: Kysely<Database>) {
  return {
    /** What the queue shows of each reported post, comment, member and message. */
    async targets(
      postIds: number[],
      commentIds: number[],
      userIds: number[],
      messageIds: number[] = [],
    ) {
      const none = Promise.resolve([]);
      const [posts, comments, users, messages] = await Promise.all([
        postIds.length === 0
          ? none
          : db
              .selectFrom('posts as p')
              .innerJoin('users as u', 'u.id', 'p.author_id')
              .select([
                'p.id',
                'p.title',
                'p.author_id',
                'u.nickname as author_nickname',
                'p.hidden_at',
                'p.deleted_at',
              ])
              .where('p.id', 'in', postIds)
              .execute(),
        commentIds.length === 0
          ? none
          : db
              .selectFrom('comments as c')
              .innerJoin('users as u', 'u.id', 'c.author_id')
              .select([
                'c.id',
                'c.content',
                'c.post_id',
                'c.author_id',
                'u.nickname as author_nickname',
                'c.hidden_at',
                'c.deleted_at',
              ])
              .where('c.id', 'in', commentIds)
              .execute(),
        userIds.length === 0
          ? none
          : db
              .selectFrom('users')
              .select(['id', 'nickname', 'deleted_at'])
              .where('id', 'in', userIds)
              .execute(),
        // The whole text of a reported message: the operator reads what was reported.
        messageIds.length === 0
          ? none
          : db
              .selectFrom('messages as m')
              .innerJoin('users as u', 'u.id', 'm.sender_id')
              .select([
                'm.id',
                'm.content',
                'm.sender_id',
                'u.nickname as sender_nickname',
                'm.removed_at',
              ])
              .where('m.id', 'in', messageIds)
              .execute(),
      ]);
      return { posts, comments, users, messages };
    },
  };
}
