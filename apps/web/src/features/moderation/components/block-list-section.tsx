import { ShieldOff } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useSetBlocked } from '../api/block-user';
import { useBlocks } from '../api/get-blocks';

const t = ko.moderation;

/** The own profile's block list, each with an unblock button. */
export function BlockListSection() {
  const { signedIn } = useSession();
  const blocks = useBlocks(signedIn);
  const setBlocked = useSetBlocked();
  if (!signedIn) return null;

  return (
    <section
      aria-labelledby="block-list-title"
      className="rounded-xl border border-line bg-surface p-5"
    >
      <h2 id="block-list-title" className="flex items-center gap-2 font-bold">
        <ShieldOff aria-hidden="true" className="size-4.5 text-fg-muted" />
        {t.blockList}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t.blockListHint}</p>
      {blocks.isPending ? (
        <Skeleton className="mt-3 h-12" />
      ) : (blocks.data ?? []).length === 0 ? (
        <p className="mt-3 text-sm text-fg-muted">{t.blockListEmpty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {(blocks.data ?? []).map((b) => {
            const name = b.nickname ?? ko.profile.unnamed(b.userId);
            return (
              <li key={b.userId} className="flex items-center gap-3 py-2.5">
                <Avatar name={b.nickname} imageUrl={b.profileImage} size={32} />
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/profile/${b.userId}`}
                    className="block truncate text-sm font-semibold hover:underline"
                  >
                    {name}
                  </Link>
                  <p className="text-xs text-fg-muted">
                    {t.blockedAt(formatDate(b.blockedAt) ?? '')}
                  </p>
                </div>
                <Button
                  size="sm"
                  disabled={setBlocked.isPending}
                  aria-label={`${name} ${t.unblock}`}
                  onClick={() =>
                    setBlocked.mutate(
                      { userId: b.userId, blocked: false },
                      { onSuccess: () => showToast(t.unblocked) },
                    )
                  }
                >
                  {t.unblock}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
