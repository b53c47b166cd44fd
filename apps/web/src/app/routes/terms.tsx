import TermsPage from '../../features/static-pages/components/terms-page';
import { useSite } from '../../features/site/api/get-site';
import * as ko from '../../lib/i18n/ko';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function TermsRoute() {
  const site = useSite();
  useDocumentTitle(ko.pages.terms);
  return (
    <TermsPage
      siteName={site.data?.siteName ?? ko.site.fallbackName}
      contactEmail={site.data?.contactEmail ?? ''}
    />
  );
}
