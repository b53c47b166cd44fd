import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent, ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { appEvents, emitAppEvent } from '../../lib/events';
import { isFeedPath } from './nav-items';

interface ShellNavLinkProps {
  to: string;
  className: string | ((state: { isActive: boolean }) => string);
  children: ReactNode;
  /** Runs on every click, e.g. to close the phone menu. */
  onNavigate?: () => void;
  end?: boolean;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A navigation link that, clicked on the page it points to, refreshes that page (SPEC.md §2). */
export function ShellNavLink({ to, className, children, onNavigate, end }: ShellNavLinkProps) {
  const location = useLocation();
  const queryClient = useQueryClient();

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (!isPlainClick(event) || location.pathname.toLowerCase() !== to.toLowerCase()) return;
    event.preventDefault();
    if (isFeedPath(to)) {
      emitAppEvent(appEvents.boardRefreshRequested);
      void queryClient.invalidateQueries();
    } else {
      window.location.reload();
    }
  };

  return (
    <NavLink to={to} end={end} onClick={onClick} className={className}>
      {children}
    </NavLink>
  );
}
