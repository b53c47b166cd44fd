import { LogIn, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { FeedColumn } from '../../components/ui/feed-column';
import { PageHeader } from '../../components/ui/page-header';
import { useSite } from '../../features/site/api/get-site';
import { AccountSecurity } from '../../features/auth/components/account-security';
import { BlockListSection } from '../../features/moderation/components/block-list-section';
import { NotificationSettingsSection } from '../../features/notifications/components/notification-settings-section';
import { RestrictionNotice } from '../../features/moderation/components/restriction-notice';
import { ProfileHeaderSkeleton } from '../../features/users/components/profile-header';
import { ProfileView } from '../../features/users/components/profile-view';
import * as ko from '../../lib/i18n/ko';
import { openModal } from '../../lib/modal-store';
import { getToken, useSession } from '../../lib/session';
import { profilePredictions } from '../profile-predictions';

/** /profile: the signed-in member's own page; a visitor is asked to sign in. */
export default function ProfileRoute() {
  const { signedIn, user } = useSession();
  const site = useSite();

  useEffect(() => {
    // SPEC.md §6: the profile needs a login. Only on arrival: signing out here must not re-ask.
    if (!getToken()) openModal('login');
  }, []);

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
      {!user || user.id === null ? (
        <ProfileHeaderSkeleton />
      ) : (
        <ProfileView
          user={{
            id: user.id,
            nickname: user.nickname,
            email: user.email,
            profileImage: user.profileImage,
            createdAt: user.createdAt,
          }}
          isOwner
          predictions={profilePredictions}
        />
      )}
      <RestrictionNotice className="mt-5" />
      <div className="mt-5">
        <AccountSecurity canConfirmEmail={site.data?.emailConfirmation === true} />
      </div>
      <div className="mt-5">
        <BlockListSection />
      </div>
      <div className="mt-5">
        <NotificationSettingsSection />
      </div>
    </FeedColumn>
  );
}
