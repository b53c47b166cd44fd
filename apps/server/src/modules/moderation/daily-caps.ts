import { sql, type Kysely } from 'kysely';
import type { DailyWrites } from '@myeolgong/contract/clean-talk';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { nextSeoulDayStart, seoulDayStart } from '../../lib/seoul-day';
import type { Viewer } from '../../lib/viewer';
import { skipsWriteLimits } from '../../policies/write-permission';

export type CappedKind = 'posts' | 'comments';

const noun: Record<CappedKind, string> = { posts: '글', comments: '댓글' };

/**
 * Daily caps (CONTRACT.md 'Clean stock talk'): DAILY_POSTS posts and DAILY_COMMENTS comments per
 * member per Asia/Seoul day, 0 for none. Counted from the rows themselves (the member's posts or
 * comments created since midnight in Seoul, through the author index), so a restart, a second
 * instance or Redis being away changes nothing. A post or comment the member deleted no longer
 * counts (the cap keeps a day's visible writing in bounds); held ones do. Two writes racing at the
 * last place may both pass: a cap, not a quota to the unit.
 */
export function dailyCaps(
  db: Kysely<Database>,
  limits: Record<CappedKind, number>,
  now: () => Date = () => new Date(),
) {
  async function used(kind: CappedKind, authorId: number, since: Date): Promise<number> {
    const row = await db
      .selectFrom(kind)
      .select(sql<string>`count(*)`.as('n'))
      .where('author_id', '=', authorId)
      .where('created_at', '>=', since)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const limitFor = (kind: CappedKind, viewer: Viewer) =>
    limits[kind] === 0 || skipsWriteLimits(viewer) ? null : limits[kind];

  return {
    /** 429 with Retry-After (seconds to midnight in Seoul) once the member reached the cap. */
    async check(kind: CappedKind, viewer: Viewer) {
      const limit = limitFor(kind, viewer);
      if (limit === null) return;
      const at = now();
      if ((await used(kind, viewer.id, seoulDayStart(at))) < limit) return;
      const opens = nextSeoulDayStart(at);
      const seconds = Math.max(1, Math.ceil((opens.getTime() - at.getTime()) / 1000));
      const day = new Date(opens.getTime() + 9 * 3_600_000);
      throw new AppError(
        429,
        'LIMIT_EXCEEDED',
        `${noun[kind]}은 하루 ${limit}개까지 쓸 수 있습니다. ${day.getUTCMonth() + 1}월 ${day.getUTCDate()}일 0시(한국 시간)부터 다시 쓸 수 있습니다.`,
        undefined,
        { 'retry-after': String(seconds) },
      );
    },

    /** GET /api/users/me/daily-writes. */
    async status(viewer: Viewer): Promise<DailyWrites> {
      const at = now();
      const since = seoulDayStart(at);
      const [posts, comments] = await Promise.all(
        (['posts', 'comments'] as const).map(async (kind) => {
          const limit = limitFor(kind, viewer);
          const n = await used(kind, viewer.id, since);
          return { limit, used: n, remaining: limit === null ? null : Math.max(0, limit - n) };
        }),
      );
      return { posts: posts!, comments: comments!, resetsAt: nextSeoulDayStart(at).toISOString() };
    },
  };
}

export type DailyCaps = ReturnType<typeof dailyCaps>;
