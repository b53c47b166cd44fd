import { useParams } from 'react-router';
import { FeedColumn } from '../../components/ui/feed-column';
import { ProfileSafetyActions } from '../../features/moderation/components/profile-safety-actions';
import { UserProfile } from '../../features/users/components/user-profile';
import * as ko from '../../lib/i18n/ko';
import { profilePredictions } from '../profile-predictions';

/** /profile/{userId or nickname} and /user/{id}. */
export default function UserRoute() {
  const params = useParams();
  const key = params.userId ?? params.id ?? '';
  return (
    <FeedColumn>
      <UserProfile
        key={key}
        userKey={key}
        predictions={profilePredictions}
        actions={(user) => (
          <ProfileSafetyActions
            userId={user.id}
            name={user.nickname ?? ko.profile.unnamed(user.id)}
          />
        )}
      />
    </FeedColumn>
  );
}
