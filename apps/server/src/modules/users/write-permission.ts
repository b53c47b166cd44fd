import { AppError } from '../../lib/errors';
import type { Viewer } from '../../plugins/auth';

const dateFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The 403 a restricted member gets, naming the end of the restriction (Korea time). */
export const restrictedMessage = (until: Date, action: 'write' | 'report' = 'write') =>
  action === 'report'
    ? `운영 정책에 따라 ${dateFormat.format(until)}까지 이용이 제한된 계정이라 신고할 수 없습니다.`
    : `운영 정책에 따라 ${dateFormat.format(until)}까지 글쓰기가 제한된 계정입니다.`;

/**
 * A member an operator restricted may not write until the restriction ends: posts, comments,
 * likes, edits and nickname changes (routes check it before the write limits, services again
 * before writing).
 */
export function assertCanWrite(viewer: Viewer, now: Date, action: 'write' | 'report' = 'write') {
  if (viewer.restrictedUntil && viewer.restrictedUntil > now) {
    throw new AppError(403, 'RESTRICTED', restrictedMessage(viewer.restrictedUntil, action));
  }
}
