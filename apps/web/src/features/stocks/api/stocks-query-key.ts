import { STOCK_LIST_DEFAULT_LIMIT } from '@myeolgong/contract/stocks';
import { pausable } from '../../../lib/live-updates';

/** Every cached quote, list, index and chart of the stocks feature sits under this key. */
export const stocksQueryKey = ['stocks'] as const;

/** The dashboard's lists and indices (not charts): what the refresh button and the timer reload. */
export const dashboardQueryKey = [...stocksQueryKey, 'dashboard'] as const;

/** SPEC.md §4/§9: the dashboard reloads its lists every 30 s while it is open. */
const DASHBOARD_REFRESH_MS = 30_000;

/** SPEC.md §9: stock lists hold 10 stocks. */
export const STOCK_LIST_SIZE = STOCK_LIST_DEFAULT_LIMIT;

/**
 * Polled every 30 s (not while live updates are paused) and fresh for as long, so switching tabs
 * does not reload.
 */
export const dashboardPolling = {
  refetchInterval: pausable(DASHBOARD_REFRESH_MS),
  staleTime: DASHBOARD_REFRESH_MS,
} as const;
