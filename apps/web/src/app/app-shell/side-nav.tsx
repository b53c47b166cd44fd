import { clsx } from 'clsx';
import * as ko from '../../lib/i18n/ko';
import { NavSections } from './nav-sections';

/** The desktop navigation column; hidden by CSS on phones so nothing jumps while scripts load. */
export function SideNav({ open, siteName }: { open: boolean; siteName: string }) {
  return (
    <nav
      id="side-nav"
      aria-label={ko.shell.mainNav}
      className={clsx(
        'sticky top-14 h-[calc(100dvh-3.5rem)] w-60 shrink-0 overflow-y-auto border-r border-line bg-surface px-3 py-2',
        open ? 'hidden md:block' : 'hidden',
      )}
    >
      <NavSections />
      <p className="px-3 pt-3 pb-4 text-xs text-fg-muted">{ko.site.copyright(siteName)}</p>
    </nav>
  );
}
