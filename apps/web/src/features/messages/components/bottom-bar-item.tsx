import { Mail } from 'lucide-react';
import { NavLink } from 'react-router';
import * as ko from '../../../lib/i18n/ko';
import { useSession } from '../../../lib/session';
import { useMessageUnreadCount } from '../api/messages';
import { UnreadBadge } from './unread-badge';

/**
 * The phone's bottom-bar 쪽지 item for a signed-in member, with the unread count (the same query
 * as the top bar's badge, which keeps the live subscription).
 */
export default function BottomBarMessagesItem({
  className,
}: {
  className: (active: boolean) => string;
}) {
  const { signedIn } = useSession();
  const unread = useMessageUnreadCount(signedIn);
  return (
    <NavLink to="/messages" className={({ isActive }) => className(isActive)}>
      <span className="relative">
        <Mail aria-hidden="true" className="size-5" />
        <UnreadBadge
          count={unread.data ?? 0}
          testId="messages-badge-mobile"
          className="-right-2.5 -top-1"
        />
      </span>
      {ko.messages.title}
    </NavLink>
  );
}
