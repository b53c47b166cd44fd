import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/pagination';

/**
 * Which notifications a member is shown: those about content still there and visible to them
 * (not deleted, not hidden pending review unless it is their own), and none from a member they
 * block now. MODERATION ones always show (they are about the member's own content or account).
 */
const shown = sql<boolean>`(
  n.type = 'MODERATION' OR (
    NOT EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.blocker_id = n.user_id AND ub.blocked_id = n.actor_id)
    AND (n.post_id IS NULL OR EXISTS (
      SELECT 1 FROM posts sp WHERE sp.id = n.post_id AND sp.deleted_at IS NULL
         AND (sp.hidden_at IS NULL OR sp.author_id = n.user_id)))
    AND (n.comment_id IS NULL OR EXISTS (
      SELECT 1 FROM comments sc WHERE sc.id = n.comment_id AND sc.deleted_at IS NULL
         AND (sc.hidden_at IS NULL OR sc.author_id = n.user_id)))
  ))`;

export function notificationsRepository(db: Kysely<Database>) {
  const select = () =>
    db
      .selectFrom('notifications as n')
      .leftJoin('users as a', 'a.id', 'n.actor_id')
      .leftJoin('posts as p', 'p.id', 'n.post_id')
      .select([
        'n.id',
        'n.user_id',
        'n.type',
        'n.read_at',
        'n.created_at',
        'n.actor_id',
        'n.post_id',
        'n.comment_id',
        'n.text',
        'n.count',
        'n.stock_code',
        'n.stock_name',
        'a.nickname as actor_nickname',
        'a.profile_image as actor_profile_image',
        sql<boolean>`a.deleted_at IS NOT NULL`.as('actor_deleted'),
        'p.title as post_title',
      ])
      .where(shown);

  return {
    /**
     * Groups up to `maxRows` queued likes and unlikes into their notifications (migration 0019,
     * decision 028: the like no longer upserts the group itself, which made every like of a post
     * wait for the previous one), in one transaction, one folder at a time across instances
     * (migration 0027). How many it applied, or null when another session is folding right now.
     * Only the notifications worker calls it (notifications.plugin.ts): every read here is a plain
     * read (issue 43), so it may be repeated, cached or served by a replica.
     */
    async foldQueuedLikes(maxRows: number): Promise<number | null> {
      const { rows } = await sql<{
        n: number | null;
      }>`SELECT fold_like_notifications(${maxRows}::int4) AS n`.execute(db);
      const n = rows[0]?.n;
      return n === null || n === undefined ? null : Number(n);
    },

    /** One page of a member's notifications, newest first. */
    async page(userId: number, page: PageRequest) {
      const [rows, total] = await Promise.all([
        select()
          .where('n.user_id', '=', userId)
          .orderBy('n.created_at', 'desc')
          .orderBy('n.id', 'desc')
          .limit(page.size)
          .offset(offsetOf(page))
          .execute(),
        db
          .selectFrom('notifications as n')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('n.user_id', '=', userId)
          .where(shown)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    async unreadCount(userId: number) {
      const row = await db
        .selectFrom('notifications as n')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('n.user_id', '=', userId)
        .where('n.read_at', 'is', null)
        .where(shown)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * The unread counts of several members at once (the outbox's messages carry their
     * recipient's), by the same rule as `unreadCount`; a member with none is left out.
     */
    async unreadCounts(userIds: readonly number[]): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('notifications as n')
        .select(['n.user_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('n.user_id', 'in', [...userIds])
        .where('n.read_at', 'is', null)
        .where(shown)
        .groupBy('n.user_id')
        .execute();
      return new Map(rows.map((row) => [Number(row.user_id), Number(row.n)]));
    },

    /**
     * Marks the member's own notifications read: the given ids (others' ids change nothing), or
     * all of those written so far (likes still in the queue become notifications afterwards).
     */
    async markRead(userId: number, ids: number[] | 'all') {
      let q = db
        .updateTable('notifications')
        .set({ read_at: new Date() })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null);
      if (ids !== 'all') q = q.where('id', 'in', ids);
      await q.execute();
    },

    async disabledTypes(userId: number) {
      const row = await db
        .selectFrom('notification_settings')
        .select('disabled')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.disabled ?? [];
    },

    async setDisabledTypes(userId: number, disabled: string[]) {
      await db
        .insertInto('notification_settings')
        .values({ user_id: userId, disabled })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ disabled }))
        .execute();
    },

    /**
     * The live channel's outbox: claims up to `limit` notifications not yet published (FOR UPDATE
     * SKIP LOCKED, so two instances never claim the same change) and returns them as the list
     * shows them; claimed rows the recipient would not be shown are claimed and dropped. Rows
     * older than `maxAgeMs` (written while no instance was publishing) are claimed, not returned.
     */
    async claimUnpushed(limit: number, maxAgeMs: number) {
      const claimed = await sql<{ id: number; created_at: Date }>`
        UPDATE notifications SET pushed_at = now()
         WHERE id IN (SELECT id FROM notifications WHERE pushed_at IS NULL
                       ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, created_at`.execute(db);
      const cutoff = Date.now() - maxAgeMs;
      const ids = claimed.rows
        .filter((r) => new Date(r.created_at).getTime() >= cutoff)
        .map((r) => Number(r.id));
      const rows =
        ids.length === 0
          ? []
          : await select().where('n.id', 'in', ids).orderBy('n.id', 'asc').execute();
      return { claimed: claimed.rows.length, rows };
    },

    /**
     * The given notifications as the list shows them, those the recipient would be shown now
     * (the `shown` rule) and still unread: what a Web Push sends (modules/push).
     */
    unreadShownByIds(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return select()
        .where('n.id', 'in', [...ids])
        .where('n.read_at', 'is', null)
        .execute();
    },

    /** Removes read notifications created more than `days` ago; returns how many went. */
    async prune(days: number) {
      const result = await db
        .deleteFrom('notifications')
        .where('read_at', 'is not', null)
        .where('created_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
export type NotificationRow = Awaited<ReturnType<NotificationsRepository['page']>>['rows'][number];
