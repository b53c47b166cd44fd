import { sql, type Kysely } from 'kysely';
import type { Database, PostType } from '../../db/schema';

export interface DraftWrite {
  board_name: string | null;
  category: string | null;
  type: PostType;
  title: string;
  content: string;
  url: string | null;
  image_url: string | null;
  video_url: string | null;
  images: string[];
}

/** Drafts (임시저장, migration 0014): every query names the owner, so nobody reads another's. */
export function draftsRepository(db: Kysely<Database>) {
  const mine = (userId: number) =>
    db.selectFrom('drafts').selectAll().where('user_id', '=', userId);

  return {
    list(userId: number) {
      return mine(userId).orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
    },

    find(id: number, userId: number) {
      return mine(userId).where('id', '=', id).executeTakeFirst();
    },

    /**
     * Adds a draft unless the member has `max` already: counted under a lock on the member's
     * row, so two saves at once cannot pass the limit. Null when full.
     */
    create(userId: number, draft: DraftWrite, max: number) {
      return db.transaction().execute(async (trx) => {
        await sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`.execute(trx);
        const { n } = await trx
          .selectFrom('drafts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= max) return null;
        return trx
          .insertInto('drafts')
          .values({ ...draft, user_id: userId })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    update(id: number, userId: number, draft: DraftWrite) {
      return db
        .updateTable('drafts')
        .set({ ...draft, updated_at: new Date() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
    },

    /** Deletes the member's draft; false when they have no such draft. */
    async remove(id: number, userId: number) {
      const gone = await db
        .deleteFrom('drafts')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning('id')
        .executeTakeFirst();
      return Boolean(gone);
    },
  };
}

export type DraftsRepository = ReturnType<typeof draftsRepository>;
export type DraftRow = NonNullable<Awaited<ReturnType<DraftsRepository['find']>>>;
