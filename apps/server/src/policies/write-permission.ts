import { formatKoreanDateTime } from '@myeolgong/contract/korean-time';
import { AppError } from '../lib/errors';
import { isAdmin, type Viewer } from '../lib/viewer';

/** What a restricted member tried: each refusal names it and the end of the restriction. */
export type RestrictedAction =
  | 'write'
  | 'post'
  | 'comment'
  | 'like'
  | 'stance'
  | 'follow'
  | 'prediction'
  | 'nickname'
  | 'upload'
  | 'report'
  | 'message';

const refusal: Record<RestrictedAction, string> = {
  write: '글쓰기가 제한된 계정입니다.',
  post: '글을 쓸 수 없습니다.',
  comment: '댓글을 쓸 수 없습니다.',
  like: '좋아요를 누를 수 없습니다.',
  stance: '매수·매도 의견을 남길 수 없습니다.',
  follow: '팔로우할 수 없습니다.',
  prediction: '예측을 남길 수 없습니다.',
  nickname: '닉네임을 바꿀 수 없습니다.',
  upload: '파일을 올릴 수 없습니다.',
  report: '신고할 수 없습니다.',
  message: '쪽지를 보낼 수 없습니다.',
};

/**
 * The 403 a restricted member gets, naming the end of the restriction in Korea time the way the
 * web writes it ("2026년 12월 2일 자정까지 댓글을 쓸 수 없습니다.").
 */
const restrictedMessage = (until: Date, action: RestrictedAction = 'write') =>
  `운영 정책에 따라 ${formatKoreanDateTime(until, { withYear: true, until: true })}까지 ${refusal[action]}`;

/**
 * A member an operator restricted may not write until the restriction ends: posts, comments,
 * likes, edits and nickname changes (routes check it before the write limits, services again
 * before writing).
 */
export function assertCanWrite(viewer: Viewer, now: Date, action: RestrictedAction = 'write') {
  if (viewer.restrictedUntil && viewer.restrictedUntil > now) {
    throw new AppError(403, 'RESTRICTED', restrictedMessage(viewer.restrictedUntil, action));
  }
}

/**
 * Operators are not held to the write rate limits (writeGuard): a restriction still stops them,
 * the limits do not.
 */
export const skipsWriteLimits = (viewer: Viewer) => isAdmin(viewer);
