import type { Notification } from '@myeolgong/contract/notifications';
import { clsx } from 'clsx';
import { ChartLine, MessagesSquare, ShieldAlert, Target } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { formatRelativeTime } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';

const t = ko.notifications;

const isStockNews = (n: Notification) =>
  n.type === 'STOCK_MOVE' || n.type === 'STOCK_BUZZ' || n.type === 'PREDICTION_SETTLED';

/**
 * Where a notification leads: a stock's page for 종목 소식, the exact comment (scrolled to and
 * highlighted), else the post.
 */
export function notificationHref(n: Notification): string | null {
  if (isStockNews(n)) return n.stockCode ? `/stock/${n.stockCode}` : null;
  if (n.type === 'MODERATION' || n.postId === null) return null;
  return n.commentId === null ? `/post/${n.postId}` : `/post/${n.postId}#comment-${n.commentId}`;
}

export function notificationHeadline(n: Notification): string {
  if (n.type === 'MODERATION') return t.MODERATION;
  if (n.type === 'STOCK_MOVE' || n.type === 'STOCK_BUZZ')
    return t[n.type](n.stockName ?? t.stockFallback);
  if (n.type === 'PREDICTION_SETTLED') return t[n.type](n.stockName ?? t.predictionFallback);
  const who = n.actor?.nickname ?? t.someone;
  if (n.type === 'POST_LIKES' || n.type === 'COMMENT_LIKES') return t[n.type](who, n.count);
  return t[n.type](who);
}

/** One notification: who did what, the excerpt and the post's title, unread marked. */
export function NotificationItem({
  notification: n,
  onOpen,
  compact = false,
}: {
  notification: Notification;
  /** Called when the member follows the link (marks it read). */
  onOpen: (n: Notification) => void;
  compact?: boolean;
}) {
  const href = notificationHref(n);
  const body = (
    <>
      {n.type === 'MODERATION' ? (
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-surface-muted text-fg-muted">
          <ShieldAlert aria-hidden="true" className="size-4" />
        </span>
      ) : isStockNews(n) ? (
        <span
          className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-soft text-brand"
          data-stock-news={n.type}
        >
          {n.type === 'STOCK_MOVE' ? (
            <ChartLine aria-hidden="true" className="size-4" />
          ) : n.type === 'PREDICTION_SETTLED' ? (
            <Target aria-hidden="true" className="size-4" />
          ) : (
            <MessagesSquare aria-hidden="true" className="size-4" />
          )}
        </span>
      ) : (
        <Avatar name={n.actor?.nickname ?? null} imageUrl={n.actor?.profileImage} size={32} />
      )}
      <span className="min-w-0 flex-1">
        <span className={clsx('block text-sm', !n.read && 'font-semibold')}>
          {notificationHeadline(n)}
        </span>
        {n.text ? (
          <span
            className={clsx(
              'mt-0.5 block text-sm text-fg-muted',
              compact ? 'line-clamp-1' : 'line-clamp-2',
            )}
          >
            {n.text}
          </span>
        ) : null}
        <span className="mt-0.5 block text-xs text-fg-muted">
          {n.postTitle && n.type !== 'MODERATION' ? (
            <span className="mr-1.5">{n.postTitle}</span>
          ) : null}
          <time dateTime={n.createdAt}>{formatRelativeTime(n.createdAt)}</time>
        </span>
      </span>
      {!n.read ? (
        <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand">
          <span className="sr-only">{t.unread}</span>
        </span>
      ) : null}
    </>
  );
  const className = clsx(
    'flex w-full items-start gap-3 rounded-lg px-3 py-2.5 text-left',
    !n.read && 'bg-brand-soft/60',
    href && 'hover:bg-surface-muted focus-visible:bg-surface-muted',
  );
  return href ? (
    <Link
      to={href}
      className={className}
      data-notification-item=""
      data-notification-id={n.id}
      onClick={() => onOpen(n)}
    >
      {body}
    </Link>
  ) : (
    <div className={className} data-notification-id={n.id}>
      {body}
    </div>
  );
}
