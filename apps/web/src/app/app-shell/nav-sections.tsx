import { builtInBoards } from '@myeolgong/contract/built-in-boards';
import { clsx } from 'clsx';
import { Megaphone, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { BoardIcon } from '../../features/boards/components/board-icon';
import { isOperator } from '../../features/moderation/utils/operator';
import { useBoards } from '../../features/boards/api/get-boards';
import * as ko from '../../lib/i18n/ko';
import { openModal } from '../../lib/modal-store';
import { useSession } from '../../lib/session';
import { aiNavItems, infoNavItems, mainNavItems } from './nav-items';
import { ShellNavLink } from './shell-nav-link';
import { ThemeToggle } from './theme-toggle';

/** SPEC.md §9: the navigation lists the built-in boards only (id 3 or less). */
const SIDEBAR_MAX_BOARD_ID = 3;

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex h-9 items-center gap-3 rounded-lg px-3 text-sm transition-colors',
    isActive ? 'bg-brand-soft font-semibold text-brand' : 'text-fg hover:bg-surface-muted',
  );

const infoLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex h-8 items-center gap-3 rounded-lg px-3 text-sm transition-colors',
    isActive
      ? 'bg-brand-soft font-semibold text-brand'
      : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
  );

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="py-2">
      <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-fg-muted">{title}</h2>
      <ul className="space-y-0.5">{children}</ul>
    </div>
  );
}

function useSidebarBoards() {
  const boards = useBoards();
  const fromServer = boards.data
    ?.filter((board) => board.id <= SIDEBAR_MAX_BOARD_ID)
    .sort((a, b) => a.id - b.id);
  if (fromServer && fromServer.length > 0) return fromServer;
  return builtInBoards.map((board) => ({ ...board, iconUrl: null }));
}

interface NavSectionsProps {
  /** Called after any item is chosen, so a phone menu can close. */
  onNavigate?: () => void;
  /** Extra items at the top, e.g. the phone menu's account actions. */
  header?: ReactNode;
}

/** The navigation groups shared by the desktop side bar and the phone menu. */
export function NavSections({ onNavigate, header }: NavSectionsProps) {
  const boards = useSidebarBoards();
  const { user } = useSession();
  return (
    <div className="divide-y divide-line">
      <Group title={ko.nav.main}>
        {mainNavItems.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <ShellNavLink to={to} className={navLinkClass} onNavigate={onNavigate}>
              <Icon aria-hidden="true" className="size-4.5" />
              {label}
            </ShellNavLink>
          </li>
        ))}
      </Group>
      {header}
      <Group title={ko.nav.boards}>
        {boards.map((board) => (
          <li key={board.name}>
            <ShellNavLink
              to={`/boards/${board.name}`}
              className={navLinkClass}
              onNavigate={onNavigate}
            >
              <BoardIcon
                name={board.name}
                displayName={board.displayName}
                iconUrl={board.iconUrl}
                size="sm"
              />
              <span className="truncate">{board.displayName}</span>
            </ShellNavLink>
          </li>
        ))}
      </Group>
      {isOperator(user?.role) && (
        <Group title={ko.nav.adminGroup}>
          <li>
            <ShellNavLink to="/admin" className={navLinkClass} onNavigate={onNavigate}>
              <ShieldCheck aria-hidden="true" className="size-4.5" />
              {ko.nav.admin}
            </ShellNavLink>
          </li>
        </Group>
      )}
      <Group title={ko.nav.aiFeatures}>
        {aiNavItems.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <ShellNavLink to={to} className={navLinkClass} onNavigate={onNavigate}>
              <Icon aria-hidden="true" className="size-4.5" />
              {label}
            </ShellNavLink>
          </li>
        ))}
      </Group>
      <Group title={ko.nav.info}>
        {infoNavItems.map(({ to, label }) => (
          <li key={to}>
            <ShellNavLink to={to} className={infoLinkClass} onNavigate={onNavigate}>
              {label}
            </ShellNavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => {
              onNavigate?.();
              openModal('adInquiry');
            }}
            className="flex h-8 w-full items-center gap-3 rounded-lg px-3 text-sm text-fg-muted hover:bg-surface-muted hover:text-fg"
          >
            {ko.nav.adInquiry}
            <Megaphone aria-hidden="true" className="ml-auto size-4" />
          </button>
        </li>
        <li>
          <ThemeToggle className="h-9" />
        </li>
      </Group>
    </div>
  );
}
