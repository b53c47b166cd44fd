import { clsx } from 'clsx';
import { CircleAlert, RotateCw } from 'lucide-react';
import { Suspense } from 'react';
import * as ko from '../../lib/i18n/ko';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { Button } from './button';

/**
 * Loaded when a page turns out not to be there (the server answered 404, so the network works):
 * its links and icons stay out of the first download of every page that can show an error.
 */
const WayOutLinks = lazyWithPreload(() =>
  import('./way-out-links').then((module) => module.WayOutLinks),
);

interface ErrorBlockProps {
  title?: string;
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
  /** Something is not there (404): offer home, the board list and search. */
  wayOut?: boolean;
}

export function ErrorBlock({
  title,
  message,
  onRetry,
  retrying,
  className,
  wayOut,
}: ErrorBlockProps) {
  return (
    <div
      role="alert"
      className={clsx(
        'flex flex-col items-center gap-2 rounded-xl border border-line bg-surface px-6 py-10 text-center',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-8 text-danger" />
      {title && <p className="font-semibold">{title}</p>}
      <p className="max-w-md text-sm text-fg-muted">{message}</p>
      {onRetry && (
        <Button className="mt-3" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={clsx('size-4', retrying && 'animate-spin')} />
          {ko.common.retry}
        </Button>
      )}
      {wayOut && (
        <Suspense fallback={<div className="mt-3 h-10" />}>
          <WayOutLinks className="mt-3" />
        </Suspense>
      )}
    </div>
  );
}
