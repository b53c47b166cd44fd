import { clsx } from 'clsx';
import { Bot, Flame, House, UserRound } from 'lucide-react';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { Dropdown, DropdownLink } from '../../components/ui/dropdown';
import * as ko from '../../lib/i18n/ko';
import { aiNavItems } from './nav-items';
import { ShellNavLink } from './shell-nav-link';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { useSession } from '../../lib/session';

// 쪽지 with its unread count is a member's item: its code loads with the session, not with every
// visitor's first screen.
const MessagesItem = lazyWithRetry(
  () => import('../../features/messages/components/bottom-bar-item'),
);

const itemClass = (active: boolean) =>
  clsx(
    'flex h-full flex-1 flex-col items-center justify-center gap-0.5 text-[0.6875rem] font-medium',
    active ? 'text-brand' : 'text-fg-muted hover:text-fg',
  );

/** The phone's fixed bottom navigation (SPEC.md §2); main content pads itself to clear it. */
export function BottomBar() {
  const { pathname } = useLocation();
  const { signedIn } = useSession();
  // The AI tools only: /stock sits in the AI menu but is not an AI tool.
  const aiActive =
    pathname === '/' ||
    aiNavItems.some((item) => item.to !== '/stock' && pathname.toLowerCase() === item.to);

  return (
    <nav
      aria-label={ko.shell.mobileNav}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="flex h-16">
        <li className="flex flex-1">
          <ShellNavLink to="/home" className={({ isActive }) => itemClass(isActive)}>
            <House aria-hidden="true" className="size-5" />
            {ko.nav.home}
          </ShellNavLink>
        </li>
        <li className="flex flex-1">
          <ShellNavLink to="/popular" className={({ isActive }) => itemClass(isActive)}>
            <Flame aria-hidden="true" className="size-5" />
            {ko.nav.popular}
          </ShellNavLink>
        </li>
        <li className="flex flex-1">
          <Dropdown
            label={ko.shell.aiMenu}
            side="top"
            align="center"
            className="flex flex-1"
            triggerClassName={(open) => itemClass(aiActive || open)}
            trigger={
              <>
                <Bot aria-hidden="true" className="size-5" />
                {ko.shell.ai}
              </>
            }
          >
            {aiNavItems.map(({ to, label, icon: Icon }) => (
              <DropdownLink key={to} to={to}>
                <Icon aria-hidden="true" />
                {label}
              </DropdownLink>
            ))}
          </Dropdown>
        </li>
        {signedIn ? (
          <li className="flex flex-1">
            <Suspense fallback={null}>
              <MessagesItem className={itemClass} />
            </Suspense>
          </li>
        ) : null}
        <li className="flex flex-1">
          {/* Only one's own page: /profile/{someone} is another member's. */}
          <ShellNavLink to="/profile" end className={({ isActive }) => itemClass(isActive)}>
            <UserRound aria-hidden="true" className="size-5" />
            {ko.shell.profile}
          </ShellNavLink>
        </li>
      </ul>
    </nav>
  );
}
