import type {
  AdminUser,
  BlockedUser,
  ModerationLogEntry,
  ReportGroup,
} from '@myeolgong/contract/moderation';
import type { ReportStatus, ReportTargetType } from '@myeolgong/contract/moderation-rules';
import { deletedAuthorName, unnamedAuthor } from '@myeolgong/contract/posts';
import type { LogRow } from '../audit/moderation-log';
import type { AdminUserRow, ReportGroupsResult, ReportTargets } from './moderation.repository';

const SUMMARY_MAX = 120;

/** The first characters of a text on one line, for lists. */
export function shorten(text: string, max = SUMMARY_MAX): string {
  const line = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...line];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : line;
}

const nameOf = (id: number, nickname: string | null) => nickname ?? unnamedAuthor(id);

export function presentReportGroups(
  status: ReportStatus,
  { groups, reasons, details }: ReportGroupsResult,
  targets: ReportTargets,
): ReportGroup[] {
  const key = (type: string, id: number) => `${type}:${id}`;
  const reasonsBy = new Map<string, Record<string, number>>();
  for (const r of reasons) {
    const k = key(r.target_type, r.target_id);
    reasonsBy.set(k, { ...reasonsBy.get(k), [r.reason]: Number(r.n) });
  }
  const detailsBy = new Map<string, string[]>();
  for (const d of details) {
    const k = key(d.target_type, d.target_id);
    detailsBy.set(k, [...(detailsBy.get(k) ?? []), d.details]);
  }
  const posts = new Map(targets.posts.map((p) => [p.id, p]));
  const comments = new Map(targets.comments.map((c) => [c.id, c]));
  const users = new Map(targets.users.map((u) => [u.id, u]));
  const messages = new Map(targets.messages.map((msg) => [msg.id, msg]));

  const targetOf = (type: ReportTargetType, id: number): ReportGroup['target'] => {
    if (type === 'POST') {
      const p = posts.get(id);
      return {
        summary: p ? shorten(p.title) : '',
        postId: id,
        authorId: p?.author_id ?? null,
        authorNickname: p ? nameOf(p.author_id, p.author_nickname) : null,
        hidden: p?.hidden_at != null,
        deleted: !p || p.deleted_at !== null,
      };
    }
    if (type === 'COMMENT') {
      const c = comments.get(id);
      return {
        summary: c ? shorten(c.content) : '',
        postId: c?.post_id ?? null,
        authorId: c?.author_id ?? null,
        authorNickname: c ? nameOf(c.author_id, c.author_nickname) : null,
        hidden: c?.hidden_at != null,
        deleted: !c || c.deleted_at !== null,
      };
    }
    if (type === 'MESSAGE') {
      // The whole message (at most 1,000 characters): operators read exactly what was reported.
      const msg = messages.get(id);
      return {
        summary: msg?.content ?? '',
        postId: null,
        authorId: msg?.sender_id ?? null,
        authorNickname: msg ? nameOf(msg.sender_id, msg.sender_nickname) : null,
        hidden: false,
        deleted: !msg || msg.removed_at !== null,
      };
    }
    const u = users.get(id);
    const deleted = !u || u.deleted_at !== null;
    const name = deleted ? deletedAuthorName : nameOf(id, u.nickname);
    return {
      summary: name,
      postId: null,
      authorId: id,
      authorNickname: name,
      hidden: false,
      deleted,
    };
  };

  return groups.map((g) => ({
    targetType: g.target_type,
    targetId: g.target_id,
    target: targetOf(g.target_type, g.target_id),
    reportCount: Number(g.report_count),
    reasons: reasonsBy.get(key(g.target_type, g.target_id)) ?? {},
    details: detailsBy.get(key(g.target_type, g.target_id)) ?? [],
    status,
    firstReportedAt: new Date(g.first_at).toISOString(),
    lastReportedAt: new Date(g.last_at).toISOString(),
  }));
}

/** What a log entry's target is called now, and the post it lives on (null: it no longer exists). */
function logTargetOf(row: LogRow): Pick<ModerationLogEntry, 'targetLabel' | 'targetPostId'> {
  switch (row.target_type) {
    case 'POST':
      return {
        targetLabel: row.target_post_title === null ? null : shorten(row.target_post_title),
        targetPostId: row.target_post_title === null ? null : row.target_id,
      };
    case 'COMMENT':
      return {
        targetLabel:
          row.target_comment_content === null ? null : shorten(row.target_comment_content),
        targetPostId: row.target_comment_post_id,
      };
    case 'USER':
      return {
        targetLabel:
          row.target_user_id === null
            ? null
            : row.target_user_deleted_at !== null
              ? deletedAuthorName
              : nameOf(row.target_user_id, row.target_user_nickname),
        targetPostId: null,
      };
    case 'BOARD':
      return { targetLabel: row.target_board_name, targetPostId: null };
    case 'PERSON':
      return { targetLabel: row.target_person_name, targetPostId: null };
    case 'MESSAGE':
      // A private message is not quoted in the log: the report queue shows it to operators.
      return { targetLabel: '쪽지', targetPostId: null };
  }
}

export function presentLogEntry(row: LogRow): ModerationLogEntry {
  return {
    ...logTargetOf(row),
    id: row.id,
    actor: { id: row.actor_id, nickname: nameOf(row.actor_id, row.actor_nickname) },
    action: row.action as ModerationLogEntry['action'],
    targetType: row.target_type,
    targetId: row.target_id,
    reason: row.reason,
    details: row.details,
    createdAt: row.created_at.toISOString(),
  };
}

export function presentAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    role: row.role,
    badge: row.badge,
    createdAt: row.created_at.toISOString(),
    restrictedUntil: row.restricted_until?.toISOString() ?? null,
    postCount: Number(row.post_count),
    commentCount: Number(row.comment_count),
    reportCount: Number(row.report_count),
  };
}

export function presentBlockedUser(row: {
  blocked_id: number;
  nickname: string | null;
  profile_image: string | null;
  created_at: Date;
}): BlockedUser {
  return {
    userId: row.blocked_id,
    nickname: row.nickname,
    profileImage: row.profile_image,
    blockedAt: row.created_at.toISOString(),
  };
}
