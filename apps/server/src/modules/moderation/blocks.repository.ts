import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Blocks between members: a member's list, its size, blocking and unblocking. */
export function blocksRepository(db: Kysely<Database>) {
  return {
    listBlocks(blockerId: number) {
      return db
        .selectFrom('user_blocks as b')
        .innerJoin('users as u', 'u.id', 'b.blocked_id')
        .select(['b.blocked_id', 'u.nickname', 'u.profile_image', 'b.created_at'])
        .where('b.blocker_id', '=', blockerId)
        .orderBy('b.created_at', 'desc')
        .orderBy('b.blocked_id', 'desc')
        .execute();
    },

    async countBlocks(blockerId: number) {
      const row = await db
        .selectFrom('user_blocks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('blocker_id', '=', blockerId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** True when the block is new; blocking twice changes nothing. */
    async block(blockerId: number, blockedId: number) {
      const row = await db
        .insertInto('user_blocks')
        .values({ blocker_id: blockerId, blocked_id: blockedId })
        .onConflict((oc) => oc.doNothing())
        .returning('blocked_id')
        .executeTakeFirst();
      return Boolean(row);
    },

    async unblock(blockerId: number, blockedId: number) {
      const row = await db
        .deleteFrom('user_blocks')
        .where('blocker_id', '=', blockerId)
        .where('blocked_id', '=', blockedId)
        .returning('blocked_id')
        .executeTakeFirst();
      return Boolean(row);
    },

    liveUserExists(id: number) {
      return db
        .selectFrom('users')
        .select('id')
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
        .then(Boolean);
    },
  };
}
