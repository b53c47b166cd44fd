import AboutPage from '../../features/static-pages/components/about-page';
import { useSite } from '../../features/site/api/get-site';
import * as ko from '../../lib/i18n/ko';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function AboutRoute() {
  const site = useSite();
  useDocumentTitle(ko.pages.about);
  return (
    <AboutPage
      siteName={site.data?.siteName ?? ko.site.fallbackName}
      contactEmail={site.data?.contactEmail ?? ''}
    />
  );
}
