import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import * as ko from '../../../lib/i18n/ko';
import { useSession } from '../../../lib/session';
import { useMessageUnreadCount } from '../api/messages';
import { useMessageStream } from '../hooks/use-message-stream';
import { badgeText, UnreadBadge } from './unread-badge';

const t = ko.messages;

/**
 * The top bar's 쪽지 link (desktop and phone) with the unread badge; it also keeps the member's
 * live `/user/queue/messages` subscription for every messages screen and badge of the tab.
 */
export default function MessagesButton() {
  const { signedIn, user } = useSession();
  useMessageStream(signedIn ? (user?.id ?? null) : null);
  const unread = useMessageUnreadCount(signedIn);
  const count = unread.data ?? 0;
  return (
    <Link
      to="/messages"
      aria-label={count > 0 ? t.linkWithCount(badgeText(count)) : t.title}
      data-testid="messages-link"
      className="relative inline-flex size-9 items-center justify-center rounded-full text-fg-muted hover:bg-surface-muted hover:text-fg"
    >
      <Mail aria-hidden="true" className="size-5" />
      <UnreadBadge count={count} testId="messages-badge" className="-right-0.5 -top-0.5" />
    </Link>
  );
}
