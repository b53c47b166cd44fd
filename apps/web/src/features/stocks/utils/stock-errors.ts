import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';

/** SPEC.md §8 'Dashboard': a time-out, the network, a missing endpoint, the server, or generic. */
export function dashboardErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isTimeout) return ko.stock.errors.timeout;
    if (error.isNetwork) return ko.stock.errors.network;
    if (error.status === 404) return ko.stock.errors.notFound;
    if (error.status >= 500) return ko.stock.errors.server;
  }
  return ko.stock.errors.generic;
}

/** SPEC.md §8: a failed search says so; the network and time-out keep their own words. */
export function searchErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.isTimeout || error.isNetwork)) {
    return dashboardErrorMessage(error);
  }
  return ko.stock.errors.search;
}

/** SPEC.md §8: the detail modal's one message, with the network and time-out in their own words. */
export function stockInfoErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.isTimeout || error.isNetwork)) {
    return dashboardErrorMessage(error);
  }
  return ko.stock.errors.info;
}
