import { useParams } from 'react-router';
import { FeedColumn } from '../../components/ui/feed-column';
import { UserProfile } from '../../features/users/components/user-profile';

/** /profile/{userId or nickname} and /user/{id}. */
export default function UserRoute() {
  const params = useParams();
  const key = params.userId ?? params.id ?? '';
  return (
    <FeedColumn>
      <UserProfile key={key} userKey={key} />
    </FeedColumn>
  );
}
