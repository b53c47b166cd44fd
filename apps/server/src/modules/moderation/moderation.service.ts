import type {
  AdminUserFilter,
  BoardUpdateBody,
  MoveBody,
  ReportBody,
  ResolveBody,
  RestrictBody,
  RoleBody,
  BadgeBody,
} from '@myeolgong/contract/moderation';
import {
  BLOCKS_MAX,
  moderationMessages as m,
  RESTRICTION_MAX_DAYS,
  type ModerationAction,
  type ReportStatus,
} from '@myeolgong/contract/moderation-rules';
import { AppError, badRequest, forbidden, notFound, validationFailed } from '../../lib/errors';
import { toPaged, type PageRequest } from '../../lib/pagination';
import type { Viewer } from '../../lib/viewer';
import { canBlock, canChangeRoles, canModerate, outranks } from '../../policies/user';
import type { BoardsRepository } from '../boards/boards.repository';
import type { BoardsService } from '../boards/boards.service';
import type { CommentsService } from '../comments/comments.service';
import type { PostsService } from '../posts/posts.service';
import type { LogFilter, ModerationLog } from '../audit/moderation-log';
import {
  presentAdminUser,
  presentBlockedUser,
  presentLogEntry,
  presentReportGroups,
  shorten,
} from './moderation.presenter';
import type { ModerationRepository } from './moderation.repository';

const DAY = 24 * 60 * 60 * 1000;

/** 로 after a vowel or ㄹ, 으로 after any other final consonant. */
function withRo(word: string): string {
  const code = (word.at(-1) ?? '').charCodeAt(0) - 0xac00;
  if (code < 0 || code > 11171) return '(으)로';
  const final = code % 28;
  return final === 0 || final === 8 ? '로' : '으로';
}

const conflictState = (message: string) => new AppError(409, 'CONFLICT', message);

export function requireOperator(viewer: Viewer) {
  if (!canModerate(viewer)) throw forbidden(m.operatorOnly);
}

export function moderationService(deps: {
  moderation: ModerationRepository;
  log: Pick<ModerationLog, 'list'>;
  /** Deletions go the way a member's own do (counts, 종목토론, 토론 많은 종목). */
  posts: Pick<PostsService, 'erase'>;
  comments: Pick<CommentsService, 'erase'>;
  boards: Pick<BoardsRepository, 'findByName' | 'findById'>;
  boardsService: Pick<BoardsService, 'update'>;
  reportHideThreshold: number;
  /** Drops what the server remembers of a member's account (plugins/auth.ts) after a change. */
  forgetMember: (userId: number) => Promise<void>;
  /** A post or comment was hidden or shown again: 토론 많은 종목 counts only what readers see. */
  visibilityChanged: () => Promise<void>;
  now?: () => Date;
}) {
  const { moderation } = deps;
  const now = deps.now ?? (() => new Date());

  /** A future end date within the longest restriction; 400 otherwise. */
  function restrictionEnd(until: string | undefined): Date {
    if (!until) throw validationFailed(m.untilRequired, { until: m.untilRequired });
    const date = new Date(until);
    if (Number.isNaN(date.getTime()) || date <= now()) {
      throw validationFailed(m.untilInPast, { until: m.untilInPast });
    }
    if (date.getTime() - now().getTime() > RESTRICTION_MAX_DAYS * DAY) {
      throw validationFailed(m.untilTooFar, { until: m.untilTooFar });
    }
    return date;
  }

  /** The live member `actor` may act on: not oneself, and only of a lower rank. */
  async function memberBelow(userId: number, actor: Viewer) {
    const target = await moderation.adminUser(userId);
    if (!target) throw notFound(m.userNotFound);
    if (target.id === actor.id) throw badRequest(m.cannotActOnSelf);
    if (!outranks(actor, target)) throw forbidden(m.cannotActOnOperator);
    return target;
  }

  async function deleteContent(
    type: 'POST' | 'COMMENT',
    id: number,
    actor: Viewer,
    reason: string,
    owner: { user_id: number; summary: string },
  ) {
    const deleted =
      type === 'POST' ? await deps.posts.erase(id) : Boolean(await deps.comments.erase(id));
    if (!deleted) return false;
    await moderation.log({
      actorId: actor.id,
      action: type === 'POST' ? 'POST_DELETE' : 'COMMENT_DELETE',
      targetType: type,
      targetId: id,
      reason,
      details: { authorId: owner.user_id, summary: shorten(owner.summary, 60) },
    });
    return true;
  }

  /** An operator deletes a post or comment; its open reports close as actioned. */
  async function deleteReported(
    type: 'POST' | 'COMMENT',
    id: number,
    reason: string,
    viewer: Viewer,
  ) {
    requireOperator(viewer);
    const notFoundMessage = type === 'POST' ? m.postNotFound : m.commentNotFound;
    const owner = await moderation.targetOwner(type, id);
    if (!owner || owner.deleted_at !== null) throw notFound(notFoundMessage);
    if (!(await deleteContent(type, id, viewer, reason, owner))) throw notFound(notFoundMessage);
    await moderation.closeReports(type, id, 'ACTIONED', {
      actorId: viewer.id,
      action: 'REPORT_ACTION',
      targetType: type,
      targetId: id,
      reason,
      details: { resolution: 'DELETE' },
    });
    return {
      success: true as const,
      message: type === 'POST' ? '게시글을 삭제했습니다.' : '댓글을 삭제했습니다.',
    };
  }

  async function restrictMember(userId: number, until: Date, actor: Viewer, reason: string) {
    const target = await memberBelow(userId, actor);
    await moderation.setRestriction(userId, until, {
      actorId: actor.id,
      action: 'USER_RESTRICT',
      targetType: 'USER',
      targetId: userId,
      reason,
      details: {
        until: until.toISOString(),
        nickname: target.nickname,
        previousUntil: target.restricted_until?.toISOString() ?? null,
      },
    });
    await deps.forgetMember(userId);
  }

  async function adminUser(id: number) {
    const row = await moderation.adminUser(id);
    if (!row) throw notFound(m.userNotFound);
    return presentAdminUser(row);
  }

  return {
    // Reports (any member)

    async report(body: ReportBody, viewer: Viewer) {
      if (body.reason === 'OTHER' && body.details === '') {
        throw validationFailed(m.reportDetailsRequired, { details: m.reportDetailsRequired });
      }
      const outcome = await moderation.createReport(
        { reporterId: viewer.id, ...body },
        deps.reportHideThreshold,
      );
      if (outcome.kind === 'missing') throw notFound(m.reportTargetNotFound);
      if (outcome.kind === 'own') throw badRequest(m.reportOwn);
      if (outcome.kind === 'duplicate') throw conflictState(m.reportDuplicate);
      if (outcome.hidden) await deps.visibilityChanged();
      return { success: true as const, id: outcome.id, message: m.reported };
    },

    // Blocks (any member)

    async blocks(viewer: Viewer) {
      return (await moderation.listBlocks(viewer.id)).map(presentBlockedUser);
    },

    /** Blocks a member; `created` is false when the block already stood. */
    async block(userId: number, viewer: Viewer) {
      if (!canBlock(viewer, userId)) throw badRequest(m.blockSelf);
      if (!(await moderation.liveUserExists(userId))) throw notFound(m.blockUserNotFound);
      if ((await moderation.countBlocks(viewer.id)) >= BLOCKS_MAX) {
        const existing = await moderation.listBlocks(viewer.id);
        if (!existing.some((b) => b.blocked_id === userId)) throw badRequest(m.blockLimit);
      }
      const created = await moderation.block(viewer.id, userId);
      return { created, result: { success: true as const, message: m.blocked } };
    },

    async unblock(userId: number, viewer: Viewer) {
      await moderation.unblock(viewer.id, userId);
      return { success: true as const, message: m.unblocked };
    },

    // Operators

    async reportQueue(status: ReportStatus, page: PageRequest, viewer: Viewer) {
      requireOperator(viewer);
      const result = await moderation.reportGroups(status, page);
      const idsOf = (type: string) =>
        result.groups.filter((g) => g.target_type === type).map((g) => g.target_id);
      const targets = await moderation.targets(
        idsOf('POST'),
        idsOf('COMMENT'),
        idsOf('USER'),
        idsOf('MESSAGE'),
      );
      return toPaged(presentReportGroups(status, result, targets), result.total, page);
    },

    async resolve(body: ResolveBody, viewer: Viewer) {
      requireOperator(viewer);
      const { targetType, targetId, action, reason } = body;
      if ((await moderation.countOpenReports(targetType, targetId)) === 0) {
        throw notFound(m.noOpenReports);
      }
      const owner = await moderation.targetOwner(targetType, targetId);
      if (!owner) throw notFound(m.reportTargetNotFound);
      const entry = {
        actorId: viewer.id,
        targetType,
        targetId,
        reason,
      };
      let closed: number;
      if (action === 'DISMISS') {
        closed = await moderation.closeReports(targetType, targetId, 'DISMISSED', {
          ...entry,
          action: 'REPORT_DISMISS',
        });
        // A dismissed report shows a hidden post or comment again.
        if (closed > 0 && (targetType === 'POST' || targetType === 'COMMENT'))
          await deps.visibilityChanged();
      } else {
        if (action === 'DELETE' && targetType === 'USER') throw badRequest(m.deleteNeedsContent);
        // Everything is checked before anything changes.
        const until = action === 'RESTRICT' ? restrictionEnd(body.until) : null;
        if (until) await memberBelow(owner.user_id, viewer);
        if (targetType === 'MESSAGE') {
          // Removed for both members; the log entry of the decision below records it.
          await moderation.removeMessage(targetId);
        } else if (targetType !== 'USER') {
          await deleteContent(targetType, targetId, viewer, reason, owner);
        }
        if (until) await restrictMember(owner.user_id, until, viewer, reason);
        closed = await moderation.closeReports(targetType, targetId, 'ACTIONED', {
          ...entry,
          action: 'REPORT_ACTION',
          details: { resolution: action },
        });
      }
      return { success: true as const, resolved: closed, message: m.resolved };
    },

    async log(filter: LogFilter, page: PageRequest, viewer: Viewer) {
      requireOperator(viewer);
      const { rows, total } = await deps.log.list(filter, page);
      return toPaged(rows.map(presentLogEntry), total, page);
    },

    async users(
      filter: { query?: string | undefined; only?: AdminUserFilter | undefined },
      page: PageRequest,
      viewer: Viewer,
    ) {
      requireOperator(viewer);
      const { rows, total } = await moderation.listUsers(filter, page, now());
      return toPaged(rows.map(presentAdminUser), total, page);
    },

    async restrict(userId: number, body: RestrictBody, viewer: Viewer) {
      requireOperator(viewer);
      const until = restrictionEnd(body.until);
      await restrictMember(userId, until, viewer, body.reason);
      return adminUser(userId);
    },

    async unrestrict(userId: number, reason: string, viewer: Viewer) {
      requireOperator(viewer);
      const target = await memberBelow(userId, viewer);
      if (!target.restricted_until || target.restricted_until <= now()) {
        throw conflictState(m.notRestricted);
      }
      await moderation.setRestriction(userId, null, {
        actorId: viewer.id,
        action: 'USER_UNRESTRICT',
        targetType: 'USER',
        targetId: userId,
        reason,
        details: {
          nickname: target.nickname,
          previousUntil: target.restricted_until.toISOString(),
        },
      });
      await deps.forgetMember(userId);
      return adminUser(userId);
    },

    async setRole(userId: number, body: RoleBody, viewer: Viewer) {
      if (!canChangeRoles(viewer)) throw forbidden(m.superAdminOnly);
      const target = await memberBelow(userId, viewer);
      if (target.role === body.role) throw conflictState(m.roleUnchanged);
      const action: ModerationAction = body.role === 'ADMIN' ? 'ROLE_GRANT' : 'ROLE_REVOKE';
      await moderation.setRole(userId, body.role, {
        actorId: viewer.id,
        action,
        targetType: 'USER',
        targetId: userId,
        reason: body.reason,
        details: { nickname: target.nickname, from: target.role, to: body.role },
      });
      await deps.forgetMember(userId);
      return adminUser(userId);
    },

    /** The 운영자 badge: what staff show instead of a staff-like nickname (policies/nickname.ts). */
    async setBadge(userId: number, body: BadgeBody, viewer: Viewer) {
      requireOperator(viewer);
      const target = await memberBelow(userId, viewer);
      if (target.badge === body.badge) throw conflictState(m.badgeUnchanged);
      await moderation.setBadge(userId, body.badge, {
        actorId: viewer.id,
        action: body.badge ? 'BADGE_GRANT' : 'BADGE_REVOKE',
        targetType: 'USER',
        targetId: userId,
        reason: body.reason,
        details: { nickname: target.nickname, from: target.badge, to: body.badge },
      });
      await deps.forgetMember(userId);
      return adminUser(userId);
    },

    deletePost(id: number, reason: string, viewer: Viewer) {
      return deleteReported('POST', id, reason, viewer);
    },

    deleteComment(id: number, reason: string, viewer: Viewer) {
      return deleteReported('COMMENT', id, reason, viewer);
    },

    async movePost(id: number, body: MoveBody, viewer: Viewer) {
      requireOperator(viewer);
      const board = /^\d+$/.test(body.boardName)
        ? await deps.boards.findById(Number(body.boardName))
        : await deps.boards.findByName(body.boardName);
      if (!board) throw validationFailed(m.boardUnknown, { boardName: m.boardUnknown });
      const moved = await moderation.movePost(id, board.id, {
        actorId: viewer.id,
        action: 'POST_MOVE',
        targetType: 'POST',
        targetId: id,
        reason: body.reason,
      });
      if (moved === null) throw notFound(m.postNotFound);
      if (moved === 'same') throw validationFailed(m.sameBoard, { boardName: m.sameBoard });
      return {
        success: true as const,
        message: `게시글을 ${board.display_name}${withRo(board.display_name)} 옮겼습니다.`,
      };
    },

    async updateBoard(id: number, body: BoardUpdateBody, viewer: Viewer) {
      requireOperator(viewer);
      return deps.boardsService.update(id, body, viewer);
    },
  };
}
