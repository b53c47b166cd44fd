import { clsx } from 'clsx';
import * as ko from '../../../lib/i18n/ko';

/** The unread count as a badge shows it. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** The small count on the 쪽지 icons (top bar, phone's bottom bar); nothing when zero. */
export function UnreadBadge({
  count,
  testId,
  className,
}: {
  count: number;
  testId: string;
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      data-testid={testId}
      aria-hidden="true"
      title={ko.messages.unreadTitle(count)}
      className={clsx(
        'absolute min-w-[1.125rem] rounded-full bg-brand px-1 text-center text-[0.6875rem] font-bold leading-[1.125rem] text-on-brand ring-2 ring-surface',
        className,
      )}
    >
      {badgeText(count)}
    </span>
  );
}
