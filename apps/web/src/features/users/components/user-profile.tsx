import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ErrorBlock } from '../../../components/ui/error-block';
import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUser } from '../api/get-user';
import { useUserByNickname } from '../api/get-user-by-nickname';
import { ProfileHeaderSkeleton } from './profile-header';
import { type ProfilePredictionSlots, ProfileView } from './profile-view';

/** A numeric key is a user id; anything else is a nickname (SPEC.md §2 /profile/{userId}). */
function parseKey(key: string): { id: number | null; nickname: string | null } {
  if (/^\d+$/.test(key)) {
    const id = Number(key);
    if (Number.isSafeInteger(id) && id > 0) return { id, nickname: null };
  }
  return { id: null, nickname: key };
}

/** /profile/{userId or nickname} and /user/{id}: anyone's page, the owner's actions when it is you. */
export function UserProfile({
  userKey,
  actions,
  predictions,
}: {
  userKey: string;
  /** Actions for a visitor on someone else's page (report, block). */
  actions?: (user: { id: number; nickname: string | null }) => ReactNode;
  /** The 예측 tab (composed by the page). */
  predictions?: ProfilePredictionSlots;
}) {
  const { id, nickname } = parseKey(userKey);
  const byId = useUser(id);
  const byNickname = useUserByNickname(nickname);
  const query = id !== null ? byId : byNickname;
  const { user: me } = useSession();

  // The owner renamed themselves on a page addressed by the old nickname: follow the new one.
  const loaded = query.data;
  if (
    nickname !== null &&
    loaded &&
    me?.id === loaded.id &&
    me.nickname &&
    me.nickname !== nickname
  ) {
    return <Navigate to={`/profile/${encodeURIComponent(me.nickname)}`} replace />;
  }

  if (query.isPending) return <ProfileHeaderSkeleton />;
  if (query.isError)
    return <ProfileError error={query.error} onRetry={() => void query.refetch()} />;

  const user = query.data;
  const isOwner = me?.id === user.id;
  return (
    <ProfileView
      user={{
        id: user.id,
        nickname: user.nickname,
        email: user.email,
        profileImage: user.profileImage,
        createdAt: user.createdAt,
      }}
      isOwner={isOwner}
      actions={isOwner ? undefined : actions?.(user)}
      predictions={predictions}
    />
  );
}

function ProfileError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const notFound = error instanceof ApiError && error.status === 404;
  const message = notFound ? ko.profile.notFound : ko.errors.userLoad;
  useDocumentTitle(message);
  return (
    <>
      <h1 className="sr-only">{ko.profile.userTitle}</h1>
      <ErrorBlock message={message} onRetry={notFound ? undefined : onRetry} wayOut={notFound} />
    </>
  );
}
