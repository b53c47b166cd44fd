import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { moderationLog, type ModerationEntry } from '../audit/moderation-log';
import { blocksRepository } from './blocks.repository';
import { reportTargetsRepository } from './report-targets.repository';
import { reportsRepository } from './reports.repository';
import { restrictionsRepository } from './restrictions.repository';

/**
 * What the moderation service stores, by concern: reports (reports.repository.ts, their targets
 * in report-targets.repository.ts), members'
 * restrictions and roles (restrictions.repository.ts), blocks (blocks.repository.ts) and the
 * operator log (modules/audit).
 */
export function moderationRepository(db: Kysely<Database>) {
  const log = moderationLog(db);
  return {
    ...reportsRepository(db),
    ...reportTargetsRepository(db),
    ...restrictionsRepository(db),
    ...blocksRepository(db),
    /** Writes one moderation log entry. */
    log(entry: ModerationEntry) {
      return log.record(entry);
    },
  };
}

export type ModerationRepository = ReturnType<typeof moderationRepository>;
export type AdminUserRow = NonNullable<Awaited<ReturnType<ModerationRepository['adminUser']>>>;
export type ReportGroupsResult = Awaited<ReturnType<ModerationRepository['reportGroups']>>;
export type ReportTargets = Awaited<ReturnType<ModerationRepository['targets']>>;
