import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, FilesTable } from '../../db/schema';

export type FileRow = Selectable<FilesTable>;
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
  };
}

export type FilesRepository = ReturnType<typeof filesRepository>;
