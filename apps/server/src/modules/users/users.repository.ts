import { sql, type Kysely } from 'kysely';
import type { UserBadge } from '@myeolgong/contract/users';
import type { Database, NewUser, Role } from '../../db/schema';

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
    /**
     * Links a Google identity whose verified e-mail is this account's. An account whose address
     * was never proven (`takeOver`) could have been registered by anyone with that address: its
     * password goes and its tokens stop working before the owner of the address gets it.
     */
    linkGoogle(id: number, sub: string, profileImage: string | null, takeOver: boolean) {
      return db
        .updateTable('users')
        .set((eb) => ({
          google_sub: sub,
          profile_image: eb.fn.coalesce('profile_image', eb.val(profileImage)),
          email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(new Date())),
          ...(takeOver ? { password_hash: null, token_version: eb('token_version', '+', 1) } : {}),
          updated_at: new Date(),
        }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /**
     * Records the required agreements (keeping the time each was first given) and sets or
     * withdraws the marketing one (keeping its first time while it stays given).
     */
    setAgreements(id: number, marketing: boolean, at: Date) {
      return db
        .updateTable('users')
        .set((eb) => ({
          terms_agreed_at: eb.fn.coalesce('terms_agreed_at', eb.val(at)),
          privacy_agreed_at: eb.fn.coalesce('privacy_agreed_at', eb.val(at)),
          age14_confirmed_at: eb.fn.coalesce('age14_confirmed_at', eb.val(at)),
          marketing_agreed_at: marketing ? eb.fn.coalesce('marketing_agreed_at', eb.val(at)) : null,
          updated_at: new Date(),
        }))
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },
    /** Grants or takes back a badge (the admin screen). */
    setBadge(id: number, badge: UserBadge | null) {
      return db
        .updateTable('users')
        .set({ badge, updated_at: new Date() })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },
    /** Marks the address proven (a confirmation link, a verified Google e-mail). */
    confirmEmail(id: number, email: string) {
      return db
        .updateTable('users')
        .set((eb) => ({
          email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(new Date())),
          updated_at: new Date(),
        }))
        .where('id', '=', id)
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },
    /** Sets a new password and revokes every token issued before (the new version's come after). */
    setPassword(id: number, passwordHash: string) {
      return db
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          token_version: eb('token_version', '+', 1),
          updated_at: new Date(),
        }))
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },
    /** Revokes every token of the member (signs out every device). */
    revokeTokens(id: number) {
      return db
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: new Date() }))
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },
    /**
     * The first operator of ADMIN_EMAIL/ADMIN_PASSWORD: role SUPER_ADMIN, the address counted as
     * proven, and (when given) a new password, which also revokes older tokens.
     */
    makeFirstOperator(id: number, passwordHash: string | null, nickname: string | null) {
      return db
        .updateTable('users')
        .set((eb) => ({
          role: 'SUPER_ADMIN' as const,
          email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(new Date())),
          ...(passwordHash ? { password_hash: passwordHash } : {}),
          ...(nickname ? { nickname } : {}),
          token_version: eb('token_version', '+', 1),
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
