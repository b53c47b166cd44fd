import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function boardsRepository(db: Kysely<Database>) {
  return {
    /** Every board, built-in ones first. */
    list() {
      return db.selectFrom('boards').selectAll().orderBy('id').execute();
    },
    /** A board by its URL name, case-insensitively. */
    findByName(name: string) {
      return db
        .selectFrom('boards')
        .selectAll()
        .where(sql`lower(name)`, '=', name.toLowerCase())
        .executeTakeFirst();
    },
  };
}

export type BoardsRepository = ReturnType<typeof boardsRepository>;
