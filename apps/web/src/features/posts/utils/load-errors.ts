import { postMessages } from '@myeolgong/contract/posts';
import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';

/** SPEC.md §8 'Board page error block': cannot connect, board not found or server error. */
export function feedErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isTimeout || error.isNetwork) return ko.errors.network;
    if (error.status === 404) return ko.errors.boardNotFound;
    if (error.status >= 500) return ko.errors.server;
    return error.message;
  }
  return ko.errors.unknown;
}

const GENERIC_SERVER_MESSAGES = new Set<string>([ko.errors.server]);

/** SPEC.md §8 'Post load': each failure in its own words, 'error loading post' when unknown. */
export function postLoadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return error instanceof Error && error.message ? error.message : ko.posts.loadError;
  }
  if (error.isTimeout) return ko.errors.timeout;
  if (error.isNetwork) return ko.errors.network;
  if (error.status === 404) return postMessages.notFound;
  if (error.status >= 500) {
    if (error.message.includes('찾을 수 없')) return postMessages.notFound;
    return error.message && !GENERIC_SERVER_MESSAGES.has(error.message)
      ? ko.posts.serverError(error.message)
      : ko.errors.server;
  }
  return error.message || ko.posts.loadError;
}
