import type { ModerationAction, ModerationTargetType } from '@myeolgong/contract/moderation-rules';
import type { Kysely } from 'kysely';
import type { Database, ModerationDetails } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/pagination';

export interface ModerationEntry {
  actorId: number;
  action: ModerationAction;
  targetType: ModerationTargetType;
  targetId: number;
  reason?: string;
  details?: ModerationDetails;
}

export interface LogFilter {
  action?: ModerationAction | undefined;
  targetType?: ModerationTargetType | undefined;
  targetId?: number | undefined;
  actorId?: number | undefined;
}

/** The moderation log: every operator action, who took it, on what, why and when. */
export function moderationLog(db: Kysely<Database>) {
  return {
    /** Writes one entry, inside the caller's transaction when `executor` is one. */
    async record(entry: ModerationEntry, executor: Kysely<Database> = db) {
      await executor
        .insertInto('moderation_log')
        .values({
          actor_id: entry.actorId,
          action: entry.action,
          target_type: entry.targetType,
          target_id: entry.targetId,
          reason: entry.reason ?? '',
          details: JSON.stringify(entry.details ?? {}),
        })
        .execute();
    },

    /**
     * Newest first, with the acting operator's nickname and what the target is called now (the
     * post's title, the comment's text and post, the member's nickname, the board's or person's
     * name; null when it no longer exists).
     */
    async list(filter: LogFilter, page: PageRequest) {
      let rows = db
        .selectFrom('moderation_log as l')
        .innerJoin('users as u', 'u.id', 'l.actor_id')
        .leftJoin('posts as tp', (j) =>
          j.onRef('tp.id', '=', 'l.target_id').on('l.target_type', '=', 'POST'),
        )
        .leftJoin('comments as tc', (j) =>
          j.onRef('tc.id', '=', 'l.target_id').on('l.target_type', '=', 'COMMENT'),
        )
        .leftJoin('users as tu', (j) =>
          j.onRef('tu.id', '=', 'l.target_id').on('l.target_type', '=', 'USER'),
        )
        .leftJoin('boards as tb', (j) =>
          j.onRef('tb.id', '=', 'l.target_id').on('l.target_type', '=', 'BOARD'),
        )
        .leftJoin('people as tpe', (j) =>
          j.onRef('tpe.id', '=', 'l.target_id').on('l.target_type', '=', 'PERSON'),
        )
        .selectAll('l')
        .select([
          'u.nickname as actor_nickname',
          'tp.title as target_post_title',
          'tc.content as target_comment_content',
          'tc.post_id as target_comment_post_id',
          'tu.id as target_user_id',
          'tu.nickname as target_user_nickname',
          'tu.deleted_at as target_user_deleted_at',
          'tb.display_name as target_board_name',
          'tpe.name as target_person_name',
        ]);
      let count = db
        .selectFrom('moderation_log as l')
        .select((eb) => eb.fn.countAll<number>().as('n'));
      if (filter.action !== undefined) {
        rows = rows.where('l.action', '=', filter.action);
        count = count.where('l.action', '=', filter.action);
      }
      if (filter.targetType !== undefined) {
        rows = rows.where('l.target_type', '=', filter.targetType);
        count = count.where('l.target_type', '=', filter.targetType);
      }
      if (filter.targetId !== undefined) {
        rows = rows.where('l.target_id', '=', filter.targetId);
        count = count.where('l.target_id', '=', filter.targetId);
      }
      if (filter.actorId !== undefined) {
        rows = rows.where('l.actor_id', '=', filter.actorId);
        count = count.where('l.actor_id', '=', filter.actorId);
      }
      const [found, total] = await Promise.all([
        rows
          .orderBy('l.created_at', 'desc')
          .orderBy('l.id', 'desc')
          .limit(page.size)
          .offset(offsetOf(page))
          .execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { rows: found, total: Number(total.n) };
    },
  };
}

export type ModerationLog = ReturnType<typeof moderationLog>;
export type LogRow = Awaited<ReturnType<ModerationLog['list']>>['rows'][number];
