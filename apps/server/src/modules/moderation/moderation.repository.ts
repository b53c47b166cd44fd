import type {
  ReportReason,
  ReportStatus,
  ReportTargetType,
} from '@myeolgong/contract/moderation-rules';
import { sql, type Kysely } from 'kysely';
import type { Database, Role } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/pagination';
import { bumpComments } from '../comments/comments.repository';
import { bumpBoard } from '../posts/posts.repository';
import { moderationLog, type ModerationEntry } from '../audit/moderation-log';

export type ReportOutcome =
  | { kind: 'created'; id: number; hidden: boolean }
  | { kind: 'missing' }
  | { kind: 'own' }
  | { kind: 'duplicate' };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function moderationRepository(db: Kysely<Database>) {
  const log = moderationLog(db);

  const adminColumns = [
    'u.id',
    'u.email',
    'u.nickname',
    'u.role',
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
    /** Writes one moderation log entry. */
    log(entry: ModerationEntry) {
      return log.record(entry);
    },

    /**
     * Files a report, once per member and target. For a post or comment the target row is locked
     * first, so concurrent reports count one after another and the one that reaches `threshold`
     * open reports hides it, exactly once.
     */
    createReport(
      input: {
        reporterId: number;
        targetType: ReportTargetType;
        targetId: number;
        reason: ReportReason;
        details: string;
      },
      threshold: number,
    ): Promise<ReportOutcome> {
      return db.transaction().execute(async (trx) => {
        const { targetType, targetId } = input;
        const target =
          targetType === 'POST'
            ? await trx
                .selectFrom('posts')
                .select('author_id as user_id')
                .where('id', '=', targetId)
                .where('deleted_at', 'is', null)
                .forUpdate()
                .executeTakeFirst()
            : targetType === 'COMMENT'
              ? await trx
                  .selectFrom('comments')
                  .select('author_id as user_id')
                  .where('id', '=', targetId)
                  .where('deleted_at', 'is', null)
                  .forUpdate()
                  .executeTakeFirst()
              : await trx
                  .selectFrom('users')
                  .select('id as user_id')
                  .where('id', '=', targetId)
                  .where('deleted_at', 'is', null)
                  .executeTakeFirst();
        if (!target) return { kind: 'missing' };
        if (target.user_id === input.reporterId) return { kind: 'own' };
        const created = await trx
          .insertInto('reports')
          .values({
            reporter_id: input.reporterId,
            target_type: targetType,
            target_id: targetId,
            target_user_id: target.user_id,
            reason: input.reason,
            details: input.details,
          })
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!created) return { kind: 'duplicate' };
        if (targetType === 'USER') return { kind: 'created', id: created.id, hidden: false };
        // Only members in good standing count towards hiding (CONTRACT.md 'Reports'): an account
        // at least a day old when it reported, and not restricted now. Fresh throw-away accounts
        // file reports that operators see, but they cannot hide anything on their own.
        const open = await trx
          .selectFrom('reports as r')
          .innerJoin('users as u', 'u.id', 'r.reporter_id')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('r.target_type', '=', targetType)
          .where('r.target_id', '=', targetId)
          .where('r.status', '=', 'OPEN')
          .where('u.deleted_at', 'is', null)
          .where(sql<boolean>`u.created_at <= r.created_at - interval '24 hours'`)
          .where((eb) =>
            eb.or([
              eb('u.restricted_until', 'is', null),
              eb('u.restricted_until', '<=', sql<Date>`now()`),
            ]),
          )
          .executeTakeFirstOrThrow();
        let hidden = false;
        if (Number(open.n) >= threshold && targetType === 'POST') {
          // Off its board's count while hidden: totals match what visitors can list.
          const changed = await trx
            .updateTable('posts')
            .set({ hidden_at: new Date() })
            .where('id', '=', targetId)
            .where('hidden_at', 'is', null)
            .returning('board_id')
            .executeTakeFirst();
          if (changed) await bumpBoard(trx, changed.board_id, -1);
          hidden = Boolean(changed);
        } else if (Number(open.n) >= threshold) {
          // Off its post's comment count while hidden (docs/decisions/025).
          const changed = await trx
            .updateTable('comments')
            .set({ hidden_at: new Date() })
            .where('id', '=', targetId)
            .where('hidden_at', 'is', null)
            .returning(['post_id', 'deleted_at'])
            .executeTakeFirst();
          if (changed && changed.deleted_at === null) await bumpComments(trx, changed.post_id, -1);
          hidden = Boolean(changed);
        }
        return { kind: 'created', id: created.id, hidden };
      });
    },

    /** One page of report groups (one per target) in `status`, the most recently reported first. */
    async reportGroups(status: ReportStatus, page: PageRequest) {
      const groups = await db
        .selectFrom('reports')
        .select((eb) => [
          'target_type',
          'target_id',
          eb.fn.countAll<number>().as('report_count'),
          eb.fn.min('created_at').as('first_at'),
          eb.fn.max('created_at').as('last_at'),
        ])
        .where('status', '=', status)
        .groupBy(['target_type', 'target_id'])
        .orderBy(sql`max(created_at)`, 'desc')
        .orderBy('target_type')
        .orderBy('target_id', 'desc')
        .limit(page.size)
        .offset(offsetOf(page))
        .execute();
      const total = await db
        .selectFrom(
          db
            .selectFrom('reports')
            .select('target_type')
            .where('status', '=', status)
            .groupBy(['target_type', 'target_id'])
            .as('g'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      if (groups.length === 0) return { groups, reasons: [], details: [], total: Number(total.n) };
      const keys = sql.join(
        groups.map((g) => sql`(${g.target_type}, ${g.target_id}::bigint)`),
        sql`, `,
      );
      const [reasons, details] = await Promise.all([
        db
          .selectFrom('reports')
          .select((eb) => ['target_type', 'target_id', 'reason', eb.fn.countAll<number>().as('n')])
          .where('status', '=', status)
          .where(sql<boolean>`(target_type, target_id) IN (${keys})`)
          .groupBy(['target_type', 'target_id', 'reason'])
          .execute(),
        db
          .selectFrom(
            db
              .selectFrom('reports')
              .select([
                'target_type',
                'target_id',
                'details',
                'created_at',
                sql<number>`row_number() OVER (PARTITION BY target_type, target_id ORDER BY created_at DESC, id DESC)`.as(
                  'rank',
                ),
              ])
              .where('status', '=', status)
              .where('details', '!=', '')
              .where(sql<boolean>`(target_type, target_id) IN (${keys})`)
              .as('d'),
          )
          .selectAll()
          .where('rank', '<=', 5)
          .orderBy('created_at', 'desc')
          .execute(),
      ]);
      return { groups, reasons, details, total: Number(total.n) };
    },

    /** What the queue shows of each reported post, comment and member. */
    async targets(postIds: number[], commentIds: number[], userIds: number[]) {
      const none = Promise.resolve([]);
      const [posts, comments, users] = await Promise.all([
        postIds.length === 0
          ? none
          : db
              .selectFrom('posts as p')
              .innerJoin('users as u', 'u.id', 'p.author_id')
              .select([
                'p.id',
                'p.title',
                'p.author_id',
                'u.nickname as author_nickname',
                'p.hidden_at',
                'p.deleted_at',
              ])
              .where('p.id', 'in', postIds)
              .execute(),
        commentIds.length === 0
          ? none
          : db
              .selectFrom('comments as c')
              .innerJoin('users as u', 'u.id', 'c.author_id')
              .select([
                'c.id',
                'c.content',
                'c.post_id',
                'c.author_id',
                'u.nickname as author_nickname',
                'c.hidden_at',
                'c.deleted_at',
              ])
              .where('c.id', 'in', commentIds)
              .execute(),
        userIds.length === 0
          ? none
          : db
              .selectFrom('users')
              .select(['id', 'nickname', 'deleted_at'])
              .where('id', 'in', userIds)
              .execute(),
      ]);
      return { posts, comments, users };
    },

    /** The author of a post or comment (live or not), or the member itself; null when unknown. */
    async targetOwner(targetType: ReportTargetType, targetId: number) {
      if (targetType === 'POST') {
        return db
          .selectFrom('posts')
          .select(['author_id as user_id', 'deleted_at', 'title as summary'])
          .where('id', '=', targetId)
          .executeTakeFirst();
      }
      if (targetType === 'COMMENT') {
        return db
          .selectFrom('comments')
          .select(['author_id as user_id', 'deleted_at', 'content as summary'])
          .where('id', '=', targetId)
          .executeTakeFirst();
      }
      return db
        .selectFrom('users')
        .select(['id as user_id', 'deleted_at', sql<string>`coalesce(nickname, '')`.as('summary')])
        .where('id', '=', targetId)
        .executeTakeFirst();
    },

    countOpenReports(targetType: ReportTargetType, targetId: number) {
      return db
        .selectFrom('reports')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('target_type', '=', targetType)
        .where('target_id', '=', targetId)
        .where('status', '=', 'OPEN')
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    },

    /**
     * Closes the open reports of a target as `status`, un-hides the target when dismissed, and
     * logs the decision, in one transaction. Returns how many reports it closed.
     */
    closeReports(
      targetType: ReportTargetType,
      targetId: number,
      status: 'DISMISSED' | 'ACTIONED',
      entry: ModerationEntry,
    ) {
      return db.transaction().execute(async (trx) => {
        const closed = await trx
          .updateTable('reports')
          .set({ status, resolved_by: entry.actorId, resolved_at: new Date() })
          .where('target_type', '=', targetType)
          .where('target_id', '=', targetId)
          .where('status', '=', 'OPEN')
          .returning('id')
          .execute();
        if (closed.length === 0) return 0;
        if (status === 'DISMISSED' && targetType === 'POST') {
          // Shown again, so counted again (unless it was deleted meanwhile).
          const shown = await trx
            .updateTable('posts')
            .set({ hidden_at: null })
            .where('id', '=', targetId)
            .where('hidden_at', 'is not', null)
            .returning(['board_id', 'deleted_at'])
            .executeTakeFirst();
          if (shown && shown.deleted_at === null) await bumpBoard(trx, shown.board_id, 1);
        } else if (status === 'DISMISSED' && targetType === 'COMMENT') {
          const shown = await trx
            .updateTable('comments')
            .set({ hidden_at: null })
            .where('id', '=', targetId)
            .where('hidden_at', 'is not', null)
            .returning(['post_id', 'deleted_at'])
            .executeTakeFirst();
          if (shown && shown.deleted_at === null) await bumpComments(trx, shown.post_id, 1);
        }
        await log.record({ ...entry, details: { ...entry.details, reports: closed.length } }, trx);
        return closed.length;
      });
    },

    /**
     * Moves a live post to another board; both boards' post counts move in the same transaction
     * as the post and the log entry (a post hidden pending review is on neither count). Null when
     * the post is gone; 'same' when it is already there.
     */
    movePost(postId: number, toBoardId: number, entry: Omit<ModerationEntry, 'details'>) {
      return db.transaction().execute(async (trx) => {
        const post = await trx
          .selectFrom('posts')
          .select(['board_id', 'author_id', 'hidden_at'])
          .where('id', '=', postId)
          .where('deleted_at', 'is', null)
          .forUpdate()
          .executeTakeFirst();
        if (!post) return null;
        if (post.board_id === toBoardId) return 'same' as const;
        await trx
          .updateTable('posts')
          .set({ board_id: toBoardId, updated_at: new Date() })
          .where('id', '=', postId)
          .execute();
        if (post.hidden_at === null) {
          await bumpBoard(trx, post.board_id, -1);
          await bumpBoard(trx, toBoardId, 1);
        }
        await log.record(
          {
            ...entry,
            details: { authorId: post.author_id, fromBoardId: post.board_id, toBoardId },
          },
          trx,
        );
        return { fromBoardId: post.board_id, toBoardId };
      });
    },

    /** Members for the operator area: by nickname, e-mail or id, with activity counts. */
    async listUsers(
      filter: { query?: string | undefined; only?: 'restricted' | 'operators' | undefined },
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

    /** One live member's row for the operator area, with its counts. */
    adminUser(id: number) {
      return selectAdminUsers().where('u.id', '=', id).executeTakeFirst();
    },

    // Blocks

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

export type ModerationRepository = ReturnType<typeof moderationRepository>;
export type AdminUserRow = NonNullable<Awaited<ReturnType<ModerationRepository['adminUser']>>>;
export type ReportGroupsResult = Awaited<ReturnType<ModerationRepository['reportGroups']>>;
export type ReportTargets = Awaited<ReturnType<ModerationRepository['targets']>>;
