import { Megaphone, Menu, PanelLeft, SquarePen } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { SearchBox } from '../../features/search/components/search-box';
import * as ko from '../../lib/i18n/ko';
import { openModal } from '../../lib/modal-store';
import { useSession } from '../../lib/session';
import { useWritePath } from './write-link';
import { lazyWithRetry } from '../../lib/lazy-with-retry';

// Only members have a bell: its code loads after sign-in, not with every first screen.
const NotificationBell = lazyWithRetry(
  () => import('../../features/notifications/components/notification-bell'),
);
// The 쪽지 link with its unread badge and live subscription: members only, loaded after sign-in.
const MessagesButton = lazyWithRetry(
  () => import('../../features/messages/components/messages-button'),
);
// Likewise the member menu (with the avatar): a visitor's first screen shows the login button.
const UserMenu = lazyWithRetry(() =>
  import('./user-menu').then((module) => ({ default: module.UserMenu })),
);

interface TopBarProps {
  siteName: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onOpenMenu: () => void;
}

export function TopBar({ siteName, sidebarOpen, onToggleSidebar, onOpenMenu }: TopBarProps) {
  const { signedIn, user } = useSession();
  const writePath = useWritePath();

  return (
    <header className="sticky top-0 z-40 h-14 border-b border-line bg-surface/95 backdrop-blur">
      <div className="flex h-full items-center gap-2 px-2 md:gap-3 md:px-3">
        <Button
          variant="ghost"
          size="icon"
          className="max-md:hidden"
          aria-label={ko.shell.toggleSidebar}
          aria-expanded={sidebarOpen}
          aria-controls="side-nav"
          onClick={onToggleSidebar}
        >
          <PanelLeft aria-hidden="true" className="size-5" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={ko.shell.openMenu}
          onClick={onOpenMenu}
        >
          <Menu aria-hidden="true" className="size-5" />
        </Button>
        <Link
          to="/home"
          aria-label={ko.shell.homeLink(siteName)}
          className="flex shrink-0 items-center gap-2 rounded-lg pr-1 text-lg font-extrabold tracking-tight"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
          <span className="hidden sm:inline">{siteName}</span>
        </Link>
        <SearchBox className="mx-auto w-full min-w-0 max-w-xl flex-1" />
        <div className="flex shrink-0 items-center gap-1.5 md:gap-2">
          <Button
            variant="ghost"
            size="sm"
            className="h-9 max-lg:hidden"
            onClick={() => openModal('adInquiry')}
          >
            <Megaphone aria-hidden="true" className="size-4" />
            {ko.shell.adInquiry}
          </Button>
          <Link to={writePath} className={buttonClass('secondary', 'sm', 'h-9 max-md:hidden')}>
            <SquarePen aria-hidden="true" className="size-4" />
            {ko.shell.writePost}
          </Link>
          {signedIn ? (
            <Suspense fallback={<span className="size-9" />}>
              <MessagesButton />
            </Suspense>
          ) : null}
          {signedIn ? (
            <Suspense fallback={<span className="size-9" />}>
              <NotificationBell />
            </Suspense>
          ) : null}
          {signedIn ? (
            <Suspense fallback={<span className="size-9 rounded-full border border-line" />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <Button
              variant="primary"
              size="sm"
              className="h-9"
              data-visitor-only
              onClick={() => openModal('login')}
            >
              {ko.shell.login}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
