import { useParams } from 'react-router';
import { FeedColumn } from '../../components/ui/feed-column';
import { ProfileView } from '../../features/users/components/profile-view';
import { useSession } from '../../lib/session';

/** /profile/{userId} and /user/{id}: another member's page (their profile call arrives with accounts). */
export default function UserRoute() {
  const params = useParams();
  const key = params.userId ?? params.id ?? '';
  const { user } = useSession();
  const isOwner = user !== null && (String(user.id) === key || user.nickname === key);
  return (
    <FeedColumn>
      <ProfileView
        key={key}
        name={isOwner ? user.nickname : null}
        detail={isOwner ? user.email : null}
        imageUrl={isOwner ? user.profileImage : null}
        isOwner={isOwner}
      />
    </FeedColumn>
  );
}
