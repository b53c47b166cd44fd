import PrivacyPage from '../../features/static-pages/components/privacy-page';
import { useSite } from '../../features/site/api/get-site';
import * as ko from '../../lib/i18n/ko';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function PrivacyRoute() {
  const site = useSite();
  useDocumentTitle(ko.pages.privacy);
  return (
    <PrivacyPage
      siteName={site.data?.siteName ?? ko.site.fallbackName}
      contactEmail={site.data?.contactEmail ?? ''}
    />
  );
}
