import type {
  ReportReason,
  ReportStatus,
  ReportTargetType,
} from '@myeolgong/contract/moderation-rules';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/pagination';
import { moderationLog, type ModerationEntry } from '../audit/moderation-log';
import { bumpComments } from '../comments/comments.repository';
import { bumpBoard } from '../posts/posts.repository';

export type ReportOutcome =
  | { kind: 'created'; id: number; hidden: boolean }
  | { kind: 'missing' }
  | { kind: 'own' }
  | { kind: 'duplicate' };

/** Reports: filing, the queue, closing them (hiding, restoring, moving the target), logged. */
export function reportsRepository(db: Kysely<Database>) {
  const log = moderationLog(db);
  return {
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
              : targetType === 'MESSAGE'
                ? // Only its two members know a message: for anyone else it does not exist.
                  await trx
                    .selectFrom('messages')
                    .select('sender_id as user_id')
                    .where('id', '=', targetId)
                    .where('removed_at', 'is', null)
                    .where((eb) =>
                      eb.or([
                        eb('sender_id', '=', input.reporterId),
                        eb('recipient_id', '=', input.reporterId),
                      ]),
                    )
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
        // A member or a private message is never hidden by reports, only by an operator.
        if (targetType === 'USER' || targetType === 'MESSAGE') {
          return { kind: 'created', id: created.id, hidden: false };
        }
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
      if (targetType === 'MESSAGE') {
        return db
          .selectFrom('messages')
          .select(['sender_id as user_id', 'removed_at as deleted_at', 'content as summary'])
          .where('id', '=', targetId)
          .executeTakeFirst();
      }
      return db
        .selectFrom('users')
        .select(['id as user_id', 'deleted_at', sql<string>`coalesce(nickname, '')`.as('summary')])
        .where('id', '=', targetId)
        .executeTakeFirst();
    },

    /** An operator removes a reported message for both its members; false when already gone. */
    async removeMessage(id: number) {
      const row = await db
        .updateTable('messages')
        .set({ removed_at: new Date() })
        .where('id', '=', id)
        .where('removed_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return Boolean(row);
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
            // A post or comment held for review stays held: only the held queue releases it.
            .where('held_reason', 'is', null)
            .returning(['board_id', 'deleted_at'])
            .executeTakeFirst();
          if (shown && shown.deleted_at === null) await bumpBoard(trx, shown.board_id, 1);
        } else if (status === 'DISMISSED' && targetType === 'COMMENT') {
          const shown = await trx
            .updateTable('comments')
            .set({ hidden_at: null })
            .where('id', '=', targetId)
            .where('hidden_at', 'is not', null)
            // A post or comment held for review stays held: only the held queue releases it.
            .where('held_reason', 'is', null)
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
  };
}
