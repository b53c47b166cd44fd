import { clsx } from 'clsx';
import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBlock } from '../../../components/ui/error-block';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatListTime } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { useConversations } from '../api/messages';
import { badgeText } from './unread-badge';

const t = ko.messages;

/** The member's conversations, the latest first, each with its unread count. */
export function ConversationList({
  viewerId,
  activeUserId,
}: {
  viewerId: number;
  activeUserId: number | null;
}) {
  const list = useConversations(true);
  const items = list.data?.pages.flatMap((page) => page.content) ?? [];

  if (list.isPending) {
    return (
      <div className="flex flex-col gap-2 p-2">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <ErrorBlock
        message={t.loadError}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<MessagesSquare />}
        title={t.emptyConversations}
        description={t.emptyConversationsHint}
      />
    );
  }
  return (
    <nav aria-label={t.conversations}>
      <ul className="flex flex-col" data-testid="conversation-list">
        {items.map(({ user, lastMessage, unread }) => {
          const active = user.id === activeUserId;
          const preview =
            lastMessage.from.id === viewerId ? t.fromYou(lastMessage.content) : lastMessage.content;
          return (
            <li key={user.id}>
              <Link
                to={`/messages/${user.id}`}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'flex items-center gap-3 rounded-lg px-3 py-2.5 hover:bg-surface-muted',
                  active && 'bg-surface-muted',
                )}
              >
                <Avatar name={user.nickname} imageUrl={user.profileImage} size={40} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="flex items-center gap-2">
                    <span className="truncate text-sm font-semibold">{user.nickname}</span>
                    <span className="ml-auto shrink-0 text-xs text-fg-muted">
                      {formatListTime(lastMessage.createdAt)}
                    </span>
                  </span>
                  <span className="flex items-center gap-2">
                    <span
                      className={clsx(
                        'truncate text-sm',
                        unread > 0 ? 'font-medium text-fg' : 'text-fg-muted',
                      )}
                    >
                      {preview}
                    </span>
                    {unread > 0 ? (
                      <span
                        data-testid="conversation-unread"
                        className="ml-auto shrink-0 rounded-full bg-brand px-1.5 text-xs font-bold leading-5 text-on-brand"
                      >
                        <span className="sr-only">{t.unread(unread)}</span>
                        <span aria-hidden="true">{badgeText(unread)}</span>
                      </span>
                    ) : null}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {list.hasNextPage ? (
        <div className="flex justify-center p-2">
          <Button
            size="sm"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t.loadMore}
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
