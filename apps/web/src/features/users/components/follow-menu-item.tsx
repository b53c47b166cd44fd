import { UserCheck, UserPlus } from 'lucide-react';
import { DropdownButton } from '../../../components/ui/dropdown';
import * as ko from '../../../lib/i18n/ko';
import { requireLogin } from '../../../lib/require-login';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useSetFollowing } from '../api/follow-user';
import { useUser } from '../api/get-user';

const t = ko.follows;

/** 팔로우 / 팔로우 취소 of a post's author, in the post's ⋯ menu (composed by app/post-menu.tsx). */
export function FollowMenuItem({ authorId, name }: { authorId: number; name: string }) {
  const { signedIn } = useSession();
  const profile = useUser(signedIn ? authorId : null).data;
  const following = signedIn && profile?.followedByMe === true;
  const setFollowing = useSetFollowing(authorId);
  return (
    <DropdownButton
      onSelect={() => {
        if (!requireLogin()) return;
        const next = !following;
        setFollowing.mutate(next, {
          onSuccess: () => showToast(next ? t.followed(name) : t.unfollowed(name)),
          onError: (error) =>
            showToast(error instanceof Error && error.message ? error.message : t.error, 'error'),
        });
      }}
    >
      {following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {following ? t.unfollow : t.follow}
    </DropdownButton>
  );
}
