import { Suspense } from 'react';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { useSession } from '../../../lib/session';

// Nearly every member is not restricted: the notice's code loads only for one who is or was.
const Body = lazyWithRetry(() =>
  import('./restriction-notice-body').then((module) => ({ default: module.RestrictionNoticeBody })),
);

/** Shown above the forms a restricted member cannot use, naming when the restriction ends. */
export function RestrictionNotice({ className }: { className?: string }) {
  const { user } = useSession();
  // The body tells a restriction still in force from one that ended (and shows nothing then).
  if (!user?.restrictedUntil) return null;
  return (
    <Suspense fallback={null}>
      <Body {...(className === undefined ? {} : { className })} />
    </Suspense>
  );
}
