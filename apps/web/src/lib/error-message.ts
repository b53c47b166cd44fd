import { ApiError } from './http';
import * as ko from './i18n/ko';

/** The Korean sentence to show for a failed call; a screen may name what was not found. */
export function errorMessage(error: unknown, notFound?: string): string {
  if (error instanceof ApiError) {
    if (error.status === 404 && notFound) return notFound;
    if (error.status >= 500) return ko.errors.server;
    return error.message;
  }
  return ko.errors.unknown;
}
