import { groupDigits } from './korean-number';
// Kept free of zod: the web app imports these constants (report dialog, operator area).

/** What a member can report. */
export const reportTargetTypes = ['POST', 'COMMENT', 'USER', 'MESSAGE'] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];

/** The short list of report reasons; OTHER needs a few words of detail. */
export const reportReasons = [
  'SPAM',
  'ABUSE',
  'HATE',
  'SEXUAL',
  'ILLEGAL',
  'PRIVACY',
  /** 리딩방·유사투자자문 (CONTRACT.md 'Clean stock talk'). */
  'INVESTMENT_SCAM',
  'OTHER',
] as const;
export type ReportReason = (typeof reportReasons)[number];

/** OPEN until an operator resolves it: DISMISSED (nothing wrong) or ACTIONED (deleted, restricted). */
export const reportStatuses = ['OPEN', 'DISMISSED', 'ACTIONED'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/**
 * How an operator resolves the open reports of one target: DISMISS (un-hides it), DELETE (the
 * post or comment), RESTRICT (deletes a reported post or comment and restricts its author until
 * a date; for a reported member, restricts the member).
 */
export const reportActions = ['DISMISS', 'DELETE', 'RESTRICT'] as const;
export type ReportAction = (typeof reportActions)[number];

/** Every operator action the moderation log records. */
export const moderationActions = [
  'POST_DELETE',
  'POST_EDIT',
  'POST_MOVE',
  'POST_NOTICE',
  'COMMENT_DELETE',
  'COMMENT_EDIT',
  'USER_RESTRICT',
  'USER_UNRESTRICT',
  'ROLE_GRANT',
  'ROLE_REVOKE',
  'BADGE_GRANT',
  'BADGE_REVOKE',
  'BOARD_CREATE',
  'BOARD_UPDATE',
  'REPORT_DISMISS',
  'REPORT_ACTION',
  /** A post or comment held for review (policies/solicitation.ts) published by an operator. */
  'HELD_RELEASE',
  'PERSON_CREATE',
  'PERSON_UPDATE',
  'PERSON_DELETE',
  'PERSON_IMPORT',
] as const;
export type ModerationAction = (typeof moderationActions)[number];

export const moderationTargetTypes = [
  'POST',
  'COMMENT',
  'USER',
  'BOARD',
  'PERSON',
  'MESSAGE',
] as const;
export type ModerationTargetType = (typeof moderationTargetTypes)[number];

export const REPORT_DETAILS_MAX = 500;
export const MODERATION_REASON_MAX = 500;
/** How many members one member may block. */
export const BLOCKS_MAX = 1000;
/** The longest restriction an operator can set, in days (about ten years). */
export const RESTRICTION_MAX_DAYS = 3660;

/** The server's Korean messages for reports, blocks and operator actions. */
export const moderationMessages = {
  operatorOnly: '운영자만 사용할 수 있는 기능입니다.',
  superAdminOnly: '최고 관리자만 관리자 권한을 부여하거나 회수할 수 있습니다.',
  reportTargetNotFound: '신고할 대상을 찾을 수 없습니다. 삭제되었거나 존재하지 않습니다.',
  reportDuplicate: '이미 신고한 대상입니다.',
  reportOwn: '자신의 글이나 댓글, 계정은 신고할 수 없습니다.',
  reportDetailsRequired: '기타 사유를 선택한 경우 내용을 입력해주세요.',
  reportDetailsTooLong: `신고 내용은 ${REPORT_DETAILS_MAX}자 이내로 입력해주세요.`,
  reported: '신고가 접수되었습니다. 운영자가 검토합니다.',
  noOpenReports: '처리할 신고가 없습니다.',
  deleteNeedsContent: '회원 신고는 삭제할 수 없습니다. 기각하거나 제한하세요.',
  resolved: '신고를 처리했습니다.',
  blockSelf: '자기 자신은 차단할 수 없습니다.',
  blockUserNotFound: '사용자를 찾을 수 없습니다.',
  blockLimit: `차단은 최대 ${groupDigits(BLOCKS_MAX)}명까지 할 수 있습니다.`,
  blocked: '사용자를 차단했습니다.',
  unblocked: '차단을 해제했습니다.',
  untilRequired: '제한 종료 일시를 입력해주세요.',
  untilInPast: '제한 종료 일시는 지금 이후여야 합니다.',
  untilTooFar: `제한 기간은 최대 ${groupDigits(RESTRICTION_MAX_DAYS)}일입니다.`,
  userNotFound: '사용자를 찾을 수 없습니다.',
  cannotActOnSelf: '자기 자신에게는 할 수 없는 조치입니다.',
  cannotActOnOperator: '같거나 높은 권한의 운영자에게는 할 수 없는 조치입니다.',
  notRestricted: '제한된 회원이 아닙니다.',
  roleUnchanged: '이미 그 권한을 가진 회원입니다.',
  badgeUnchanged: '이미 그 배지 상태인 회원입니다.',
  postNotFound: '게시글을 찾을 수 없습니다. 삭제되었거나 존재하지 않는 게시글입니다.',
  commentNotFound: '댓글을 찾을 수 없습니다.',
  boardUnknown: '존재하지 않는 게시판입니다.',
  sameBoard: '이미 그 게시판에 있는 게시글입니다.',
  boardNotFound: '요청하신 게시판을 찾을 수 없습니다.',
  reasonTooLong: `사유는 ${MODERATION_REASON_MAX}자 이내로 입력해주세요.`,
} as const;
