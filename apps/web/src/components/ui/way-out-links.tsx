import { clsx } from 'clsx';
import { Home, LayoutList, Search } from 'lucide-react';
import { Link } from 'react-router';
import * as ko from '../../lib/i18n/ko';
import { buttonClass } from './button';

/** Where to go from a page that is not there: home, the board list, search. */
export function WayOutLinks({ className }: { className?: string }) {
  return (
    <nav
      aria-label={ko.notFound.wayOut}
      className={clsx('flex flex-wrap justify-center gap-2', className)}
    >
      <Link to="/home" className={buttonClass('primary', 'md')}>
        <Home aria-hidden="true" className="size-4" />
        {ko.common.goHome}
      </Link>
      <Link to="/boards" className={buttonClass('secondary', 'md')}>
        <LayoutList aria-hidden="true" className="size-4" />
        {ko.notFound.boards}
      </Link>
      <Link to="/search" className={buttonClass('secondary', 'md')}>
        <Search aria-hidden="true" className="size-4" />
        {ko.notFound.search}
      </Link>
    </nav>
  );
}
