import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { ProfileUser } from '../utils/profile-user';
import { OwnerActions } from './owner-actions';
import { ProfileFollows } from './profile-follows';

/** Avatar, name (or 사용자 {id}), e-mail for the owner, join date and the owner's account actions. */
export function ProfileHeader({
  user,
  isOwner,
  actions,
}: {
  user: ProfileUser;
  isOwner: boolean;
  /** Shown to others on the member's header, e.g. report and block. */
  actions?: ReactNode;
}) {
  const name = user.nickname ?? ko.profile.unnamed(user.id);
  const joined = formatDate(user.createdAt);
  useDocumentTitle(isOwner ? ko.profile.title : name);

  return (
    <section
      aria-labelledby="profile-name"
      className="rounded-xl border border-line bg-surface p-5"
    >
      <div className="flex items-center gap-4">
        <Avatar
          name={user.nickname}
          imageUrl={user.profileImage}
          size={64}
          className="size-16 text-2xl"
        />
        <div className="min-w-0 flex-1">
          <h1 id="profile-name" className="truncate text-xl font-bold tracking-tight md:text-2xl">
            {name}
          </h1>
          {isOwner && user.email && (
            <p className="mt-0.5 truncate text-sm text-fg-muted">{user.email}</p>
          )}
          {joined && <p className="mt-0.5 text-sm text-fg-muted">{ko.profile.joined(joined)}</p>}
        </div>
      </div>
      <ProfileFollows userId={user.id} name={name} isOwner={isOwner} />
      {isOwner ? <OwnerActions /> : actions}
    </section>
  );
}

export function ProfileHeaderSkeleton() {
  return (
    <LoadingRegion
      label={ko.common.loading}
      className="flex items-center gap-4 rounded-xl border border-line bg-surface p-5"
    >
      <Skeleton className="size-16 shrink-0 rounded-full" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-7 w-36" />
        <Skeleton className="h-4 w-48" />
      </div>
    </LoadingRegion>
  );
}
