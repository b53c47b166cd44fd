import { LogIn, UserRound } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { FeedColumn } from '../../components/ui/feed-column';
import { PageHeader } from '../../components/ui/page-header';
import { ProfileView } from '../../features/users/components/profile-view';
import { ko } from '../../lib/i18n/ko';
import { openModal } from '../../lib/modal-store';
import { useSession } from '../../lib/session';

/** /profile: the signed-in member's own page, or an invitation to sign in. */
export default function ProfileRoute() {
  const { signedIn, user } = useSession();
  if (!signedIn) {
    return (
      <FeedColumn>
        <PageHeader title={ko.profile.title} />
        <EmptyState
          icon={<UserRound />}
          title={ko.profile.loginPrompt}
          description={ko.profile.loginPromptHint}
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
  return (
    <FeedColumn>
      <ProfileView
        name={user?.nickname ?? ko.shell.memberFallback}
        detail={user?.email}
        imageUrl={user?.profileImage}
        isOwner
      />
    </FeedColumn>
  );
}
