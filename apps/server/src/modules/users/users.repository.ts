import { sql, type Kysely } from 'kysely';
import type { Database, NewUser, Role } from '../../db/schema';

/** True for a PostgreSQL unique-violation error (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

export function usersRepository(db: Kysely<Database>) {
  const live = () => db.selectFrom('users').selectAll().where('deleted_at', 'is', null);
  return {
    findById(id: number) {
      return live().where('id', '=', id).executeTakeFirst();
    },
    findByEmail(email: string) {
      return live()
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
    },
    findByGoogleSub(sub: string) {
      return live().where('google_sub', '=', sub).executeTakeFirst();
    },
    findByNickname(nickname: string) {
      return live()
        .where(sql`lower(nickname)`, '=', nickname.toLowerCase())
        .executeTakeFirst();
    },
    async nicknameTaken(nickname: string, exceptUserId?: number) {
      let query = db
        .selectFrom('users')
        .select('id')
        .where(sql`lower(nickname)`, '=', nickname.toLowerCase());
      if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
      return (await query.executeTakeFirst()) !== undefined;
    },
    create(user: NewUser) {
      return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
    },
    setNickname(id: number, nickname: string) {
      return db
        .updateTable('users')
        .set({ nickname, updated_at: new Date() })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },
    linkGoogle(id: number, sub: string, profileImage: string | null) {
      return db
        .updateTable('users')
        .set((eb) => ({
          google_sub: sub,
          profile_image: eb.fn.coalesce('profile_image', eb.val(profileImage)),
          updated_at: new Date(),
        }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** Changes the role; a role change revokes the member's older tokens. */
    setRole(id: number, role: Role, nickname?: string) {
      return db
        .updateTable('users')
        .set((eb) => ({
          role,
          token_version: eb('token_version', '+', 1),
          ...(nickname ? { nickname } : {}),
          updated_at: new Date(),
        }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /**
     * Deletes an account: personal data goes, the row stays so that posts and comments keep their
     * author id (shown as 탈퇴한 사용자), and every token is revoked.
     */
    softDelete(id: number) {
      return db
        .updateTable('users')
        .set((eb) => ({
          deleted_at: new Date(),
          email: null,
          password_hash: null,
          google_sub: null,
          nickname: null,
          profile_image: null,
          token_version: eb('token_version', '+', 1),
          updated_at: new Date(),
        }))
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },
    likeHistory(userId: number) {
      return db
        .selectFrom('post_likes as pl')
        .innerJoin('posts as p', 'p.id', 'pl.post_id')
        .select(['pl.post_id'])
        .where('pl.user_id', '=', userId)
        .where('p.deleted_at', 'is', null)
        .orderBy('pl.created_at', 'desc')
        .limit(1000)
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
