import { Compass } from 'lucide-react';
import { FeedColumn } from '../../components/ui/feed-column';
import { WayOutLinks } from '../../components/ui/way-out-links';
import * as ko from '../../lib/i18n/ko';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function NotFoundRoute() {
  useDocumentTitle(ko.notFound.title);
  return (
    <FeedColumn className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <Compass aria-hidden="true" className="size-12 text-fg-muted" />
      <p className="text-sm font-semibold text-brand tabular-nums">404</p>
      <h1 className="text-2xl font-bold tracking-tight">{ko.notFound.title}</h1>
      <p className="max-w-sm text-sm text-fg-muted">{ko.notFound.body}</p>
      <WayOutLinks className="mt-2" />
    </FeedColumn>
  );
}
