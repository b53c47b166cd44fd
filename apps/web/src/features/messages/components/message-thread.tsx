import type { Message, MessageMember } from '@myeolgong/contract/messages';
import { clsx } from 'clsx';
import { ArrowLeft, Flag, MoreHorizontal, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Dropdown, DropdownButton } from '../../../components/ui/dropdown';
import { ErrorBlock } from '../../../components/ui/error-block';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime, formatListTime } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { showToast } from '../../../lib/toast';
import { useDeleteMessage, useMarkThreadRead, useThread } from '../api/messages';
import { MessageComposer } from './message-composer';

const t = ko.messages;

interface MessageThreadProps {
  viewerId: number;
  /** The other member (null while their profile loads). */
  other: MessageMember | null;
  otherId: number;
  /** Opens the report dialog for a received message (features/moderation, composed by the page). */
  onReport: (messageId: number) => void;
}

/**
 * One conversation: the messages, oldest at the top and the newest at the bottom (the view stays
 * at the bottom as messages arrive), older pages on demand, the composer under them. Received
 * messages are marked read while the thread is open, new live ones too.
 */
export function MessageThread({ viewerId, other, otherId, onReport }: MessageThreadProps) {
  const thread = useThread(otherId, true);
  const markRead = useMarkThreadRead();
  const remove = useDeleteMessage(otherId);
  const [deleting, setDeleting] = useState<number | null>(null);
  const messages = thread.data?.pages.flat() ?? [];
  const newestUnread = messages.find((m) => m.from.id === otherId && m.readAt === null)?.id;
  const markedUpTo = useRef(0);
  const { mutate: mark } = markRead;

  useEffect(() => {
    if (newestUnread === undefined || newestUnread <= markedUpTo.current) return;
    markedUpTo.current = newestUnread;
    mark(otherId);
  }, [newestUnread, otherId, mark]);

  const name = other?.nickname ?? '';
  return (
    <section
      aria-label={other ? t.threadWith(name) : t.title}
      className="flex h-full min-h-0 flex-col"
    >
      <header className="flex items-center gap-2 border-b border-line px-3 py-2">
        <Link
          to="/messages"
          aria-label={t.back}
          className="inline-flex size-9 items-center justify-center rounded-full text-fg-muted hover:bg-surface-muted hover:text-fg md:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        {other ? (
          <>
            <Avatar name={other.nickname} imageUrl={other.profileImage} size={32} />
            <h2 className="min-w-0 truncate text-base font-bold">{t.threadWith(name)}</h2>
            <Link
              to={`/profile/${otherId}`}
              className="ml-auto shrink-0 text-sm font-medium text-brand hover:underline"
            >
              {t.profileLink}
            </Link>
          </>
        ) : (
          <Skeleton className="h-6 w-40" />
        )}
      </header>
      <div className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto px-3 py-2">
        {thread.isPending ? (
          <div className="flex flex-col gap-2">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="ml-auto h-10 w-1/2" />
          </div>
        ) : thread.isError ? (
          <ErrorBlock
            message={t.loadError}
            onRetry={() => void thread.refetch()}
            retrying={thread.isFetching}
          />
        ) : messages.length === 0 ? (
          <p className="py-10 text-center text-sm text-fg-muted">{t.emptyThread}</p>
        ) : (
          <>
            <ol
              role="log"
              aria-live="polite"
              aria-label={t.conversations}
              data-testid="message-thread"
              className="flex flex-col gap-2"
            >
              {[...messages].reverse().map((message) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  mine={message.from.id === viewerId}
                  onDelete={() => setDeleting(message.id)}
                  onReport={() => onReport(message.id)}
                />
              ))}
            </ol>
            {thread.hasNextPage ? (
              <div className="flex justify-center pb-2">
                <Button
                  size="sm"
                  disabled={thread.isFetchingNextPage}
                  onClick={() => void thread.fetchNextPage()}
                >
                  {t.loadOlder}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
      <MessageComposer viewerId={viewerId} toUserId={otherId} />
      <LazyConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t.deleteForMe}
        description={t.deleteConfirm}
        confirmLabel={t.deleteForMe}
        busy={remove.isPending}
        onConfirm={() => {
          if (deleting === null) return;
          remove.mutate(deleting, {
            onSuccess: () => {
              setDeleting(null);
              showToast(t.deleted);
            },
            onError: () => showToast(t.deleteError, 'error'),
          });
        }}
      />
    </section>
  );
}

function MessageBubble({
  message,
  mine,
  onDelete,
  onReport,
}: {
  message: Message;
  mine: boolean;
  onDelete: () => void;
  onReport: () => void;
}) {
  return (
    <li
      data-testid="message"
      data-mine={mine ? 'true' : 'false'}
      className={clsx('group flex items-end gap-1', mine ? 'flex-row-reverse' : 'flex-row')}
    >
      <div
        className={clsx(
          'max-w-[80%] rounded-2xl px-3 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap',
          mine ? 'rounded-br-sm bg-brand text-on-brand' : 'rounded-bl-sm bg-surface-muted text-fg',
        )}
      >
        <span className="sr-only">{mine ? `${t.you}: ` : `${message.from.nickname}: `}</span>
        {message.content}
      </div>
      <div
        className={clsx(
          'flex shrink-0 flex-col gap-0.5 text-[0.6875rem] text-fg-muted',
          mine ? 'items-end' : 'items-start',
        )}
      >
        <Dropdown
          label={t.messageActions}
          align={mine ? 'end' : 'start'}
          side="top"
          trigger={<MoreHorizontal aria-hidden="true" className="size-4" />}
          triggerClassName="inline-flex size-7 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg"
        >
          <DropdownButton onSelect={onDelete}>
            <Trash2 aria-hidden="true" />
            {t.deleteForMe}
          </DropdownButton>
          {!mine && (
            <DropdownButton onSelect={onReport}>
              <Flag aria-hidden="true" />
              {t.report}
            </DropdownButton>
          )}
        </Dropdown>
        {mine && message.readAt !== null ? <span>{t.read}</span> : null}
        <time dateTime={message.createdAt} title={formatDateTime(message.createdAt) ?? undefined}>
          {formatListTime(message.createdAt)}
        </time>
      </div>
    </li>
  );
}
