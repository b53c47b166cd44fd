import { Bell, CheckCheck, LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorBlock } from '../../components/ui/error-block';
import { FeedColumn } from '../../components/ui/feed-column';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import {
  useMarkRead,
  useNotificationsPage,
  useUnreadCount,
} from '../../features/notifications/api/notifications';
import { NotificationItem } from '../../features/notifications/components/notification-item';
import * as ko from '../../lib/i18n/ko';
import { openModal } from '../../lib/modal-store';
import { getToken, useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';

const t = ko.notifications;

/** /notifications: every notification of the signed-in member, newest first, page by page. */
export default function NotificationsRoute() {
  const { signedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const list = useNotificationsPage(page, undefined, signedIn);
  const unread = useUnreadCount(signedIn);
  const markRead = useMarkRead();
  useDocumentTitle(t.title);

  useEffect(() => {
    if (!getToken()) openModal('login');
  }, []);

  if (!signedIn) {
    return (
      <FeedColumn>
        <PageHeader title={t.title} icon={<Bell />} />
        <EmptyState
          icon={<Bell />}
          title={t.loginPrompt}
          action={
            <Button variant="primary" onClick={() => openModal('login')}>
              <LogIn aria-hidden="true" className="size-4" />
              {ko.shell.login}
            </Button>
          }
        />
      </FeedColumn>
    );
  }

  const data = list.data;
  const goTo = (next: number) => {
    setParams(next === 0 ? {} : { page: String(next + 1) });
    window.scrollTo({ top: 0 });
  };

  return (
    <FeedColumn>
      <PageHeader
        title={t.title}
        icon={<Bell />}
        actions={
          <Button
            size="sm"
            disabled={(unread.data ?? 0) === 0 || markRead.isPending}
            onClick={() =>
              markRead.mutate(
                { all: true },
                {
                  onSuccess: () => showToast(t.markedAllRead),
                  onError: () => showToast(t.markError, 'error'),
                },
              )
            }
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            {t.markAllRead}
          </Button>
        }
      />
      {list.isPending ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : list.isError ? (
        <ErrorBlock
          message={t.loadError}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : !data || data.content.length === 0 ? (
        <EmptyState icon={<Bell />} title={t.empty} description={t.emptyHint} />
      ) : (
        <>
          <ul className="divide-y divide-line rounded-xl border border-line bg-surface p-1">
            {data.content.map((n) => (
              <li key={n.id}>
                <NotificationItem
                  notification={n}
                  onOpen={(item) => {
                    if (!item.read) markRead.mutate({ ids: [item.id] });
                  }}
                />
              </li>
            ))}
          </ul>
          {data.totalPages > 1 ? (
            <nav aria-label={t.pagination} className="mt-4 flex items-center justify-center gap-3">
              <Button size="sm" disabled={page === 0} onClick={() => goTo(page - 1)}>
                {t.previous}
              </Button>
              <span className="text-sm text-fg-muted">{t.pageOf(page + 1, data.totalPages)}</span>
              <Button size="sm" disabled={data.last} onClick={() => goTo(page + 1)}>
                {t.next}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </FeedColumn>
  );
}
