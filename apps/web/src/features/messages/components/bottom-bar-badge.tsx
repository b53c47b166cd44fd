import { useSession } from '../../../lib/session';
import { useMessageUnreadCount } from '../api/messages';
import { UnreadBadge } from './unread-badge';

/** The unread 쪽지 count on the phone's bottom bar (the same query as the top bar's badge). */
export default function BottomBarMessagesBadge() {
  const { signedIn } = useSession();
  const unread = useMessageUnreadCount(signedIn);
  return (
    <UnreadBadge
      count={signedIn ? (unread.data ?? 0) : 0}
      testId="messages-badge-mobile"
      className="-right-2.5 -top-1"
    />
  );
}
