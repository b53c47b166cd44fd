import { clsx } from 'clsx';
import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import * as ko from '../../lib/i18n/ko';
import { useDocumentTitle } from '../../lib/use-document-title';

function describe(error: unknown): { status?: number; message: string } {
  if (isRouteErrorResponse(error)) {
    return { status: error.status, message: error.statusText || ko.errors.appErrorBody };
  }
  if (error instanceof Error && error.message) return { message: error.message };
  return { message: ko.errors.appErrorBody };
}

/** The router's error screen; `fullPage` when even the app shell failed to render. */
export function AppErrorScreen({ fullPage = false }: { fullPage?: boolean }) {
  const { status, message } = describe(useRouteError());
  useDocumentTitle(ko.errors.appErrorTitle);
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
      <h1 className="text-2xl font-bold tracking-tight">{ko.errors.appErrorTitle}</h1>
      <p className="max-w-md text-sm break-words text-fg-muted">{message}</p>
      <div className="mt-2 flex gap-2">
        <Button onClick={() => window.location.reload()}>{ko.errors.reload}</Button>
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
