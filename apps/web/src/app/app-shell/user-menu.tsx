import { clsx } from 'clsx';
import { LogOut, Moon, ShieldCheck, Sun, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import {
  Dropdown,
  DropdownButton,
  DropdownLink,
  DropdownSeparator,
} from '../../components/ui/dropdown';
import { isOperator } from '../../features/moderation/utils/operator';
import * as ko from '../../lib/i18n/ko';
import type { CachedUser } from '../../lib/session';
import { useTheme } from '../../lib/theme';
import { useLogout } from '../../lib/use-logout';

export function UserMenu({ user }: { user: CachedUser | null }) {
  const { dark, toggle } = useTheme();
  const logout = useLogout();
  const navigate = useNavigate();
  const name = user?.nickname ?? ko.shell.memberFallback;

  return (
    <Dropdown
      label={user?.nickname ? ko.shell.userMenuFor(user.nickname) : ko.shell.userMenu}
      triggerClassName={(open) =>
        clsx(
          'inline-flex h-9 max-w-44 items-center gap-2 rounded-full border border-line p-0.5 text-sm font-medium hover:bg-surface-muted md:pr-3',
          open && 'bg-surface-muted',
        )
      }
      trigger={
        <>
          <Avatar
            name={user?.nickname ?? user?.email ?? null}
            imageUrl={user?.profileImage}
            size={32}
            className="size-8 text-sm"
          />
          {user?.nickname && <span className="truncate max-md:hidden">{user.nickname}</span>}
        </>
      }
    >
      <div className="px-3 py-2 text-xs text-fg-muted">
        <p className="truncate font-semibold text-fg">{name}</p>
        {user?.email && <p className="truncate">{user.email}</p>}
      </div>
      <DropdownSeparator />
      <DropdownLink to="/profile">
        <UserRound aria-hidden="true" />
        {ko.shell.profile}
      </DropdownLink>
      {isOperator(user?.role) && (
        <DropdownLink to="/admin">
          <ShieldCheck aria-hidden="true" />
          {ko.nav.admin}
        </DropdownLink>
      )}
      <DropdownButton onSelect={toggle}>
        {dark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
        {dark ? ko.shell.toLightMode : ko.shell.toDarkMode}
      </DropdownButton>
      <DropdownSeparator />
      <DropdownButton
        onSelect={() => {
          logout();
          void navigate('/home');
        }}
      >
        <LogOut aria-hidden="true" />
        {ko.shell.logout}
      </DropdownButton>
    </Dropdown>
  );
}
