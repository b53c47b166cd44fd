import { LogOut, Moon, Sun, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  Dropdown,
  DropdownButton,
  DropdownLink,
  DropdownSeparator,
} from '../../components/ui/dropdown';
import { ko } from '../../lib/i18n/ko';
import type { CachedUser } from '../../lib/session';
import { useTheme } from '../../lib/theme';
import { useLogout } from './use-logout';

export function UserMenu({ user }: { user: CachedUser | null }) {
  const { dark, toggle } = useTheme();
  const logout = useLogout();
  const navigate = useNavigate();
  const name = user?.nickname ?? ko.shell.memberFallback;

  return (
    <Dropdown
      label={ko.shell.userMenu}
      triggerClassName="inline-flex size-9 items-center justify-center overflow-hidden rounded-full border border-line bg-brand-soft text-brand"
      trigger={
        user?.profileImage ? (
          <img
            src={user.profileImage}
            alt=""
            width={36}
            height={36}
            className="size-full object-cover"
          />
        ) : (
          <UserRound aria-hidden="true" className="size-5" />
        )
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
