import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, FilesTable } from '../../db/schema';

export type FileRow = Selectable<FilesTable>;

/** Any constant shared by every instance: one sweep of unused uploads at a time (migrate.ts has another). */
const UPLOAD_CLEANUP_LOCK_KEY = 7_230_402;
export type NewFile = Insertable<FilesTable>;

export function filesRepository(db: Kysely<Database>) {
  return {
    /** Records stored uploads, all or none. */
    insert(rows: NewFile[]): Promise<FileRow[]> {
      return db.insertInto('files').values(rows).returningAll().execute();
    },

    /** The upload a storage key belongs to, as its main object or as one of its variants. */
    findByKey(key: string): Promise<FileRow | undefined> {
      return db
        .selectFrom('files')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('storage_key', '=', key),
            eb(sql<string>`${key}`, '=', eb.fn.any('variant_keys')),
          ]),
        )
        .executeTakeFirst();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('files').where('id', '=', id).execute();
    },

    /** Bytes and files a member uploaded since `since` (the daily quota). */
    async usedSince(ownerId: number, since: Date): Promise<{ bytes: number; files: number }> {
      const row = await db
        .selectFrom('files')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<string>('size'), sql<string>`0`).as('bytes'),
          eb.fn.countAll<string>().as('files'),
        ])
        .where('owner_id', '=', ownerId)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return { bytes: Number(row.bytes), files: Number(row.files) };
    },

    /**
     * Deletes up to `limit` uploads created before `before` that no post uses (post_uploads,
     * migration 0011) and no board shows as icon or banner, and hands their rows to
     * `removeObjects` inside the same transaction: if removing the stored objects fails, the rows
     * come back and the next sweep tries again. Under a transaction-scoped advisory lock, so that
     * of several instances only one sweeps at a time; null when another holds it.
     */
    removeUnattached(
      before: Date,
      limit: number,
      removeObjects: (
        rows: Pick<FileRow, 'id' | 'storage_key' | 'variant_keys'>[],
      ) => Promise<void>,
    ): Promise<number | null> {
      return db.transaction().execute(async (trx) => {
        const lock = await sql<{ locked: boolean }>`
          SELECT pg_try_advisory_xact_lock(${UPLOAD_CLEANUP_LOCK_KEY}) AS locked`.execute(trx);
        if (!lock.rows[0]?.locked) return null;
        const uploadId = sql<string>`left(f.name, 28)`;
        const rows = await trx
          .deleteFrom('files')
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('files as f')
              .select('f.id')
              .where('f.created_at', '<', before)
              .where(({ not, exists, selectFrom }) =>
                not(
                  exists(
                    selectFrom('post_uploads as pu')
                      .select(sql`1`.as('one'))
                      .where('pu.upload_id', '=', uploadId),
                  ),
                ),
              )
              .where(({ not, exists, selectFrom }) =>
                not(
                  exists(
                    selectFrom('boards as b')
                      .select(sql`1`.as('one'))
                      .where((b) =>
                        b.or([
                          b('b.icon_url', 'like', sql<string>`'%' || ${uploadId} || '%'`),
                          b('b.banner_url', 'like', sql<string>`'%' || ${uploadId} || '%'`),
                        ]),
                      ),
                  ),
                ),
              )
              .orderBy('f.created_at')
              .limit(limit),
          )
          .returning(['id', 'storage_key', 'variant_keys'])
          .execute();
        await removeObjects(rows);
        return rows.length;
      });
    },
  };
}

export type FilesRepository = ReturnType<typeof filesRepository>;
