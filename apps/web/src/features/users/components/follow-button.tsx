import { UserCheck, UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import * as ko from '../../../lib/i18n/ko';
import { requireLogin } from '../../../lib/require-login';
import { showToast } from '../../../lib/toast';
import { useSetFollowing } from '../api/follow-user';

const t = ko.follows;

/** 팔로우 / 팔로잉 on someone's profile: pressed while following; a visitor is asked to sign in. */
export function FollowButton({
  userId,
  name,
  followedByMe,
}: {
  userId: number;
  name: string;
  followedByMe: boolean;
}) {
  const setFollowing = useSetFollowing(userId);
  const toggle = () => {
    if (!requireLogin()) return;
    const next = !followedByMe;
    setFollowing.mutate(next, {
      onSuccess: () => showToast(next ? t.followed(name) : t.unfollowed(name)),
      onError: (error) =>
        showToast(error instanceof Error && error.message ? error.message : t.error, 'error'),
    });
  };
  return (
    <Button
      variant={followedByMe ? 'secondary' : 'primary'}
      size="sm"
      aria-pressed={followedByMe}
      aria-label={followedByMe ? t.unfollowName(name) : t.followName(name)}
      disabled={setFollowing.isPending}
      onClick={toggle}
      data-testid="follow-button"
    >
      {followedByMe ? (
        <UserCheck aria-hidden="true" className="size-4" />
      ) : (
        <UserPlus aria-hidden="true" className="size-4" />
      )}
      {followedByMe ? t.following : t.follow}
    </Button>
  );
}
