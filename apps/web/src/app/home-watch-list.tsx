import { Suspense } from 'react';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { useSession } from '../lib/session';
import { readLocal, storageKeys } from '../lib/storage-keys';

const WatchListRail = lazyWithRetry(() => import('../features/stocks/components/watch-list-rail'));

/** Whether this browser keeps a watch list of its own (what features/stocks stores, unparsed). */
function hasLocalWatchList(): boolean {
  const stored = readLocal(storageKeys.stockWatchList);
  return stored !== null && stored.replace(/\s/g, '') !== '[]';
}

/**
 * The home page's 관심종목 (features/stocks): for a member, or a visitor who starred stocks in
 * this browser. Its code downloads only then, so a first visit's JavaScript does not grow.
 */
export function HomeWatchList({ className }: { className?: string }) {
  const { signedIn } = useSession();
  // At build time and on the server there is neither a session nor a local list: nothing shows.
  if (!signedIn && !hasLocalWatchList()) return null;
  return (
    <Suspense fallback={null}>
      <WatchListRail className={className} />
    </Suspense>
  );
}
