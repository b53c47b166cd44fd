import { clsx } from 'clsx';
import type { ReactNode } from 'react';

interface FeedColumnProps {
  children: ReactNode;
  /** Dashboards need more room than the 720 px reading column. */
  wide?: boolean;
  className?: string;
}

/** The centred reading column (about 720 px) every list and detail page uses. */
export function FeedColumn({ children, wide = false, className }: FeedColumnProps) {
  return (
    <div
      className={clsx(
        'mx-auto w-full space-y-5 px-4 py-5 md:py-6',
        wide ? 'max-w-[960px]' : 'max-w-[720px]',
        className,
      )}
    >
      {children}
    </div>
  );
}
