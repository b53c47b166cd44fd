import { clsx } from 'clsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { formatCount } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { useSession } from '../../../lib/session';
import { type FollowSide, useFollows } from '../api/get-follows';
import { useUser } from '../api/get-user';
import { FollowButton } from './follow-button';

const t = ko.follows;

/**
 * A profile's 팔로워 and 팔로잉 counts, each opening its list below, and the 팔로우 button on
 * someone else's page (CONTRACT.md 'Following members').
 */
export function ProfileFollows({
  userId,
  name,
  isOwner,
}: {
  userId: number;
  name: string;
  isOwner: boolean;
}) {
  const profile = useUser(userId).data;
  const { signedIn } = useSession();
  const [open, setOpen] = useState<FollowSide | null>(null);
  const sides: { side: FollowSide; label: string; count: number | undefined }[] = [
    { side: 'followers', label: t.followers, count: profile?.followers },
    { side: 'following', label: t.followingList, count: profile?.following },
  ];
  return (
    <div className="mt-4 space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        {sides.map(({ side, label, count }) => (
          <button
            key={side}
            type="button"
            aria-expanded={open === side}
            onClick={() => setOpen((current) => (current === side ? null : side))}
            className={clsx(
              'inline-flex h-8 items-center gap-1 rounded-full border px-3 text-sm',
              open === side ? 'border-fg text-fg' : 'border-line text-fg-muted hover:text-fg',
            )}
            data-testid={`profile-${side}`}
          >
            {label}
            <span className="font-semibold text-fg tabular-nums">
              {count === undefined ? '–' : formatCount(count)}
            </span>
          </button>
        ))}
        {!isOwner && (
          <span className="ml-auto">
            <FollowButton
              userId={userId}
              name={name}
              followedByMe={signedIn && profile?.followedByMe === true}
            />
          </span>
        )}
      </div>
      {open && <FollowList userId={userId} name={name} side={open} />}
    </div>
  );
}

function FollowList({ userId, name, side }: { userId: number; name: string; side: FollowSide }) {
  const list = useFollows(userId, side);
  const members = list.data?.pages.flatMap((page) => page.content) ?? [];
  const label = side === 'followers' ? t.followers : t.followingList;
  return (
    <section aria-label={t.listTitle(label, name)} className="rounded-lg border border-line p-3">
      {list.isPending ? (
        <p className="text-sm text-fg-muted">{ko.common.loading}</p>
      ) : list.isError ? (
        <p className="text-sm text-fg-muted">{t.loadError}</p>
      ) : members.length === 0 ? (
        <p className="text-sm text-fg-muted">
          {side === 'followers' ? t.emptyFollowers : t.emptyFollowing}
        </p>
      ) : (
        <ul className="space-y-1">
          {members.map((m) => (
            <li key={m.id}>
              <Link
                to={`/profile/${m.id}`}
                className="flex items-center gap-2 rounded-md px-1.5 py-1 text-sm hover:bg-surface-muted"
              >
                <Avatar
                  name={m.nickname}
                  imageUrl={m.profileImage}
                  size={24}
                  className="size-6 text-xs"
                />
                <span className="truncate">{m.nickname ?? t.unnamed(m.id)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2 w-full"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t.more}
        </Button>
      )}
    </section>
  );
}
