import { LogIn, LogOut, SquarePen, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../components/ui/dialog';
import * as ko from '../../lib/i18n/ko';
import { openModal } from '../../lib/modal-store';
import { useSession } from '../../lib/session';
import { NavSections, navLinkClass } from './nav-sections';
import { ShellNavLink } from './shell-nav-link';
import { useLogout } from '../../lib/use-logout';
import { useWritePath } from './write-link';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The phone menu: the side navigation plus the account actions the top bar has no room for. */
export function MobileMenu({ open, onOpenChange }: MobileMenuProps) {
  const { signedIn } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const writePath = useWritePath();
  const close = () => onOpenChange(false);
  const actionClass = navLinkClass({ isActive: false }) + ' w-full';

  const account = (
    <div className="py-2">
      <ul className="space-y-0.5">
        {signedIn ? (
          <>
            <li>
              <ShellNavLink to={writePath} className={navLinkClass} onNavigate={close}>
                <SquarePen aria-hidden="true" className="size-4.5" />
                {ko.shell.writePost}
              </ShellNavLink>
            </li>
            <li>
              <ShellNavLink to="/profile" end className={navLinkClass} onNavigate={close}>
                <UserRound aria-hidden="true" className="size-4.5" />
                {ko.shell.profile}
              </ShellNavLink>
            </li>
            <li>
              <button
                type="button"
                className={actionClass}
                onClick={() => {
                  close();
                  logout();
                  void navigate('/home');
                }}
              >
                <LogOut aria-hidden="true" className="size-4.5" />
                {ko.shell.logout}
              </button>
            </li>
          </>
        ) : (
          <li>
            <button
              type="button"
              className={actionClass}
              onClick={() => {
                close();
                openModal('login');
              }}
            >
              <LogIn aria-hidden="true" className="size-4.5" />
              {ko.shell.login}
            </button>
          </li>
        )}
      </ul>
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={ko.shell.menuTitle} placement="left">
      <nav aria-label={ko.shell.mainNav}>
        <NavSections onNavigate={close} header={account} />
      </nav>
    </Dialog>
  );
}
