import { forbidden } from '../../lib/errors';
import type { Viewer } from '../../plugins/auth';

const dateFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A member an operator restricted may not write until the restriction ends. */
export function assertCanWrite(viewer: Viewer, now: Date) {
  if (viewer.restrictedUntil && viewer.restrictedUntil > now) {
    throw forbidden(
      `운영 정책에 따라 ${dateFormat.format(viewer.restrictedUntil)}까지 글쓰기가 제한된 계정입니다.`,
    );
  }
}
