import { clsx } from 'clsx';
import { CircleAlert, RotateCw } from 'lucide-react';
import * as ko from '../../lib/i18n/ko';
import { Button } from './button';
import { WayOutLinks } from './way-out-links';

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
      {wayOut && <WayOutLinks className="mt-3" />}
    </div>
  );
}
