import { sql, type Kysely, type Transaction } from 'kysely';
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

/** One open editor's save: its key and the save's rising number (headers Draft-Key, Draft-Revision). */
export interface EditorSave {
  key: string;
  revision: number;
}

/**
 * Writes `draft` over draft `id` unless the draft's last save came from the same editor and is
 * newer (an older save arriving late); a save from another editor (the draft resumed elsewhere)
 * takes the draft over. Undefined when nothing was written.
 */
function newer(
  db: Kysely<Database> | Transaction<Database>,
  id: number,
  userId: number,
  draft: DraftWrite,
  save: EditorSave,
) {
  return db
    .updateTable('drafts')
    .set({
      ...draft,
      editor_key: save.key,
      editor_revision: save.revision,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('editor_key', 'is', null),
        eb('editor_key', '<>', save.key),
        eb('editor_revision', '<', save.revision),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
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
     * row, so two saves at once cannot pass the limit. Null when full. With the editor's save
     * (migration 0022) a create repeated by the same editor writes into the draft its key made
     * (when newer than what it holds) instead of adding one; `created` says which happened.
     */
    create(userId: number, draft: DraftWrite, max: number, save: EditorSave | null) {
      return db.transaction().execute(async (trx) => {
        await sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`.execute(trx);
        if (save) {
          const made = await trx
            .selectFrom('drafts')
            .selectAll()
            .where('user_id', '=', userId)
            .where('editor_key', '=', save.key)
            .executeTakeFirst();
          if (made) {
            const row = await newer(trx, made.id, userId, draft, save);
            return { row: row ?? made, created: false };
          }
        }
        const { n } = await trx
          .selectFrom('drafts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= max) return null;
        const row = await trx
          .insertInto('drafts')
          .values({
            ...draft,
            user_id: userId,
            editor_key: save?.key ?? null,
            editor_revision: save?.revision ?? 0,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { row, created: true };
      });
    },

    /**
     * Overwrites the member's draft; with the editor's save unless that editor's newer save is
     * already there (see `newer`). Undefined when the member has no such draft.
     */
    async update(id: number, userId: number, draft: DraftWrite, save: EditorSave | null) {
      if (!save) {
        return db
          .updateTable('drafts')
          .set({ ...draft, updated_at: new Date() })
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .returningAll()
          .executeTakeFirst();
      }
      return (await newer(db, id, userId, draft, save)) ?? this.find(id, userId);
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
