import { useEffect } from 'react';
import { useStore } from '../../../lib/create-store';
import * as ko from '../../../lib/i18n/ko';
import { storageKeys } from '../../../lib/storage-keys';
import { showToast } from '../../../lib/toast';
import { syncWatchList, toggleWatched, WATCH_LIST_MAX, watchList } from '../utils/watch-list';

/** The local watch list (codes in the order added), kept in step with other tabs. */
export function useWatchList() {
  const codes = useStore(watchList);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === storageKeys.stockWatchList) syncWatchList();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return {
    codes,
    isWatched: (code: string) => codes.includes(code),
    /** Adds or removes the stock and says which it did. */
    toggle: (stock: { stockCode: string; stockName: string }) => {
      const result = toggleWatched(stock.stockCode);
      if (result === 'full') showToast(ko.stock.watchListFull(WATCH_LIST_MAX), 'error');
      else if (result === 'added') showToast(ko.stock.watchAdded(stock.stockName));
      else showToast(ko.stock.watchRemoved(stock.stockName));
    },
  };
}
