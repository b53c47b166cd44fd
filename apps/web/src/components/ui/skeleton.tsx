import type { ReactNode } from 'react';
import { clsx } from 'clsx';

/** A grey block the size of the content it stands for, so nothing moves when data arrives. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={clsx('animate-pulse rounded-md bg-surface-muted', className)}
    />
  );
}

/** Announces loading once for a group of skeletons. */
export function LoadingRegion({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
