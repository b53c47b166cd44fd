import { clsx } from 'clsx';
import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import * as ko from '../../lib/i18n/ko';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A page's code that could not be fetched (offline, or a deploy replaced the file). */
const CHUNK_FAILURE =
  /dynamically imported module|module script failed|ChunkLoadError|Loading chunk|Unable to preload CSS/i;

/**
 * What to tell the member, always in Korean: the browser's and the router's own texts are English
 * ("Failed to fetch dynamically imported module", "Not Found"), so they go to the console only.
 */
function describe(error: unknown): { status?: number; message: string; chunk?: boolean } {
  if (isRouteErrorResponse(error)) {
    return {
      status: error.status,
      message: error.status === 404 ? ko.errors.notFoundStatus : ko.errors.appErrorBody,
    };
  }
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  console.error(error);
  // Code that still failed after lib/lazy-with-retry's retries and its one reload.
  if (CHUNK_FAILURE.test(text)) return { message: ko.errors.chunkLoad, chunk: true };
  return { message: ko.errors.appErrorBody };
}

/** The router's error screen; `fullPage` when even the app shell failed to render. */
export function AppErrorScreen({ fullPage = false }: { fullPage?: boolean }) {
  const { status, message, chunk = false } = describe(useRouteError());
  const title = chunk ? ko.errors.chunkLoadTitle : ko.errors.appErrorTitle;
  useDocumentTitle(title);
  return (
    <div
      role="alert"
      className={clsx(
        'mx-auto flex max-w-[720px] flex-col items-center justify-center gap-3 px-4 text-center',
        fullPage ? 'min-h-dvh' : 'min-h-[60vh]',
      )}
    >
      <TriangleAlert aria-hidden="true" className="size-12 text-danger" />
      {status !== undefined && (
        <p className="text-sm font-semibold text-fg-muted tabular-nums">
          {ko.errors.statusLabel(status)}
        </p>
      )}
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="max-w-md text-sm break-words text-fg-muted">{message}</p>
      <div className="mt-2 flex gap-2">
        <Button onClick={() => window.location.reload()}>
          {chunk ? ko.errors.retry : ko.errors.reload}
        </Button>
        {fullPage ? (
          <a href="/home" className={buttonClass('primary')}>
            {ko.common.goHome}
          </a>
        ) : (
          <Link to="/home" className={buttonClass('primary')}>
            {ko.common.goHome}
          </Link>
        )}
      </div>
    </div>
  );
}
