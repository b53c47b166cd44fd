import type { ModerationLogEntry } from '@myeolgong/contract/moderation';
import { ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBlock } from '../../../components/ui/error-block';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatListTime } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { useModerationLog } from '../api/get-moderation-log';

const t = ko.admin;

/** Every operator action, newest first: who, what, on which target, why, when. */
export function LogTab() {
  const log = useModerationLog();
  const entries = log.data?.pages.flatMap((page) => page.content) ?? [];
  if (log.isPending) return <Skeleton className="h-40" />;
  if (log.isError) return <ErrorBlock message={t.loadError} onRetry={() => void log.refetch()} />;
  if (entries.length === 0) return <EmptyState icon={<ScrollText />} title={t.logEmpty} />;
  return (
    <div className="flex flex-col gap-3">
      <ol className="divide-y divide-line rounded-xl border border-line bg-surface">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-1 px-4 py-3 text-sm">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold">{t.actions[entry.action]}</span>
              <LogTarget entry={entry} />
              <time dateTime={entry.createdAt} className="ml-auto text-xs text-fg-muted">
                {formatListTime(entry.createdAt)}
              </time>
            </div>
            <p className="text-xs text-fg-muted">
              {entry.actor.nickname} · {entry.reason || t.noReason}
            </p>
          </li>
        ))}
      </ol>
      {log.hasNextPage && (
        <Button
          className="self-center"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {t.loadMore}
        </Button>
      )}
    </div>
  );
}

/** The target by name (a post's title, a comment's first words, a nickname…), linked where it lives. */
function LogTarget({ entry }: { entry: ModerationLogEntry }) {
  const type = t.logTargetTypes[entry.targetType];
  if (entry.targetLabel === null) {
    return <span className="text-fg-muted">{t.logTargetGone(type, entry.targetId)}</span>;
  }
  const label = t.logTargetNamed(type, entry.targetLabel);
  const href =
    entry.targetPostId !== null
      ? `/post/${entry.targetPostId}`
      : entry.targetType === 'USER'
        ? `/profile/${entry.targetId}`
        : null;
  return href === null ? (
    <span className="min-w-0 break-words text-fg-muted">{label}</span>
  ) : (
    <Link
      to={href}
      className="min-w-0 break-words text-fg-muted underline-offset-2 hover:underline"
    >
      {label}
    </Link>
  );
}
