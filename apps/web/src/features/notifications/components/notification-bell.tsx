import type { Notification } from '@myeolgong/contract/notifications';
import { clsx } from 'clsx';
import { Bell, CheckCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import {
  BELL_LIST_SIZE,
  useMarkRead,
  useNotificationsPage,
  useUnreadCount,
} from '../api/notifications';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { NotificationItem } from './notification-item';

const t = ko.notifications;

/** The unread count as the badge shows it. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The top bar's bell (desktop and phone): the unread badge, live from the member's own real-time
 * queue in every open tab, and a panel with the latest notifications and 모두 읽음.
 */
export default function NotificationBell() {
  const { signedIn, user } = useSession();
  const userId = user?.id ?? null;
  useNotificationStream(signedIn, userId);
  const unread = useUnreadCount(signedIn);
  const [open, setOpen] = useState(false);
  const latest = useNotificationsPage(0, BELL_LIST_SIZE, signedIn && open);
  const markRead = useMarkRead();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const count = unread.data ?? 0;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openItem = (n: Notification) => {
    setOpen(false);
    if (!n.read) markRead.mutate({ ids: [n.id] });
  };
  const readAll = () =>
    markRead.mutate(
      { all: true },
      {
        onSuccess: () => showToast(t.markedAllRead),
        onError: () => showToast(t.markError, 'error'),
      },
    );

  const items = latest.data?.content ?? [];
  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={count > 0 ? t.bellWithCount(badgeText(count)) : t.bell}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="notification-bell"
        onClick={() => setOpen((current) => !current)}
        className={clsx(
          'relative inline-flex size-9 items-center justify-center rounded-full text-fg-muted hover:bg-surface-muted hover:text-fg',
          open && 'bg-surface-muted text-fg',
        )}
      >
        <Bell aria-hidden="true" className="size-5" />
        {count > 0 ? (
          <span
            data-testid="notification-badge"
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 min-w-[1.125rem] rounded-full bg-brand px-1 text-center text-[0.6875rem] font-bold leading-[1.125rem] text-on-brand ring-2 ring-surface"
          >
            {badgeText(count)}
          </span>
        ) : null}
      </button>
      <div
        id={panelId}
        hidden={!open}
        role="region"
        aria-label={t.title}
        className="fixed inset-x-2 top-14 z-50 rounded-xl border border-line bg-surface text-fg shadow-lg sm:absolute sm:inset-x-auto sm:right-0 sm:top-[calc(100%+0.375rem)] sm:w-96"
      >
        <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-2">
          <h2 className="text-sm font-bold">{t.title}</h2>
          <button
            type="button"
            className="inline-flex h-8 items-center gap-1 rounded-lg px-2 text-sm font-medium text-brand hover:bg-surface-muted disabled:opacity-50"
            disabled={count === 0 || markRead.isPending}
            onClick={readAll}
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            {t.markAllRead}
          </button>
        </div>
        <div className="max-h-[min(28rem,70vh)] overflow-y-auto p-1">
          {open && latest.isPending ? (
            <div className="flex flex-col gap-2 p-2">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : latest.isError ? (
            <p className="px-3 py-6 text-center text-sm text-fg-muted">{t.loadError}</p>
          ) : items.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-fg-muted">{t.empty}</p>
          ) : (
            <ul>
              {items.map((n) => (
                <li key={n.id}>
                  <NotificationItem notification={n} onOpen={openItem} compact />
                </li>
              ))}
            </ul>
          )}
        </div>
        <Link
          to="/notifications"
          onClick={() => setOpen(false)}
          className="block border-t border-line px-3 py-2.5 text-center text-sm font-medium hover:bg-surface-muted"
        >
          {t.viewAll}
        </Link>
      </div>
    </div>
  );
}
