import type { AdminUserFilter } from '@myeolgong/contract/moderation';
import type { UserBadge } from '@myeolgong/contract/users';
import { sql, type Kysely } from 'kysely';
import type { Database, Role } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/pagination';
import { moderationLog, type ModerationEntry } from '../audit/moderation-log';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Members in the operator area: finding them, restricting them, changing roles, logged. */
export function restrictionsRepository(db: Kysely<Database>) {
  const log = moderationLog(db);

  const adminColumns = [
    'u.id',
    'u.email',
    'u.nickname',
    'u.role',
    'u.badge',
    'u.created_at',
    'u.restricted_until',
    sql<number>`(SELECT count(*) FROM posts p WHERE p.author_id = u.id AND p.deleted_at IS NULL)`.as(
      'post_count',
    ),
    sql<number>`(SELECT count(*) FROM comments c WHERE c.author_id = u.id AND c.deleted_at IS NULL)`.as(
      'comment_count',
    ),
    sql<number>`(SELECT count(*) FROM reports r WHERE r.target_user_id = u.id)`.as('report_count'),
  ] as const;

  /** Live members with what the operator area shows of them. */
  const selectAdminUsers = () =>
    db.selectFrom('users as u').where('u.deleted_at', 'is', null).select(adminColumns);

  return {
    /** Members for the operator area: by nickname, e-mail or id, with activity counts. */
    async listUsers(
      filter: { query?: string | undefined; only?: AdminUserFilter | undefined },
      page: PageRequest,
      now: Date,
    ) {
      let q = db.selectFrom('users as u').where('u.deleted_at', 'is', null);
      const text = filter.query?.trim();
      if (text) {
        const pattern = `%${escapeLike(text.toLowerCase())}%`;
        q = q.where((eb) =>
          eb.or([
            eb(sql`lower(u.nickname)`, 'like', pattern),
            eb(sql`lower(u.email)`, 'like', pattern),
            ...(/^\d{1,15}$/.test(text) ? [eb('u.id', '=', Number(text))] : []),
          ]),
        );
      }
      if (filter.only === 'restricted') q = q.where('u.restricted_until', '>', now);
      if (filter.only === 'operators') q = q.where('u.role', 'in', ['ADMIN', 'SUPER_ADMIN']);
      const [rows, total] = await Promise.all([
        q
          .select(adminColumns)
          .orderBy('u.id', 'desc')
          .limit(page.size)
          .offset(offsetOf(page))
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /** Sets or lifts (null) a member's restriction and logs it, in one transaction. */
    setRestriction(userId: number, until: Date | null, entry: ModerationEntry) {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ restricted_until: until, updated_at: new Date() })
          .where('id', '=', userId)
          .execute();
        await log.record(entry, trx);
      });
    },

    /** Changes a member's role (revoking their older tokens) and logs it, in one transaction. */
    setRole(userId: number, role: Role, entry: ModerationEntry) {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set((eb) => ({
            role,
            token_version: eb('token_version', '+', 1),
            updated_at: new Date(),
          }))
          .where('id', '=', userId)
          .execute();
        await log.record(entry, trx);
      });
    },

    /** Grants or takes back a member's badge and logs it, in one transaction. */
    setBadge(userId: number, badge: UserBadge | null, entry: ModerationEntry) {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ badge, updated_at: new Date() })
          .where('id', '=', userId)
          .execute();
        await log.record(entry, trx);
      });
    },

    /** One live member's row for the operator area, with its counts. */
    adminUser(id: number) {
      return selectAdminUsers().where('u.id', '=', id).executeTakeFirst();
    },
  };
}
