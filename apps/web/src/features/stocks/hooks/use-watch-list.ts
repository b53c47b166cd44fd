import { WATCHLIST_MAX } from '@myeolgong/contract/watchlist';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStore } from '../../../lib/create-store';
import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { useSession } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage-keys';
import { showToast } from '../../../lib/toast';
import {
  patchWatchlist,
  restoreWatchlist,
  startMerge,
  unwatchStock,
  useAccountWatchlist,
  watchlistQueryKey,
  watchStock,
} from '../api/watchlist';
import {
  clearWatchList,
  readWatchList,
  syncWatchList,
  toggleWatched,
  WATCH_LIST_MAX,
  watchList,
} from '../utils/watch-list';

/**
 * The watch list (codes in the order added): the account's 관심종목 when signed in, else the list
 * kept in this browser, which moves into the account at sign-in. Kept in step with other tabs.
 */
export function useWatchList() {
  const { token } = useSession();
  const client = useQueryClient();
  const local = useStore(watchList);
  const account = useAccountWatchlist(token);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === storageKeys.stockWatchList) syncWatchList();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (token === null) return;
    // The account's list is read again once this browser's list moved into it.
    void startMerge(token, readWatchList(), clearWatchList)?.then(async () => {
      // A read that started before the merge (no data yet) would be reused as is: drop it first.
      await client.cancelQueries({ queryKey: watchlistQueryKey });
      await client.invalidateQueries({ queryKey: watchlistQueryKey });
    });
  }, [token, client]);

  const codes = token === null ? local : (account.data ?? []).map((stock) => stock.stockCode);

  const toggleAccount = async (stock: { stockCode: string; stockName: string }) => {
    const watched = codes.includes(stock.stockCode);
    const previous = patchWatchlist(client, token, stock, !watched);
    try {
      await (watched ? unwatchStock(stock.stockCode) : watchStock(stock.stockCode));
      showToast(
        watched ? ko.stock.watchRemoved(stock.stockName) : ko.stock.watchAdded(stock.stockName),
      );
    } catch (error) {
      restoreWatchlist(client, token, previous);
      showToast(
        error instanceof ApiError && error.code === 'LIMIT_EXCEEDED'
          ? ko.stock.watchListFull(WATCHLIST_MAX)
          : error instanceof ApiError
            ? error.message
            : ko.stock.watchSaveFailed,
        'error',
      );
    } finally {
      void client.invalidateQueries({ queryKey: watchlistQueryKey });
    }
  };

  return {
    codes,
    isWatched: (code: string) => codes.includes(code),
    /** Adds or removes the stock and says which it did. */
    toggle: (stock: { stockCode: string; stockName: string }) => {
      if (token !== null) {
        void toggleAccount(stock);
        return;
      }
      const result = toggleWatched(stock.stockCode);
      if (result === 'full') showToast(ko.stock.watchListFull(WATCH_LIST_MAX), 'error');
      else if (result === 'added') showToast(ko.stock.watchAdded(stock.stockName));
      else showToast(ko.stock.watchRemoved(stock.stockName));
    },
  };
}
