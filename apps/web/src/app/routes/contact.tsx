import ContactPage from '../../features/static-pages/components/contact-page';
import { useSite } from '../../features/site/api/get-site';
import * as ko from '../../lib/i18n/ko';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function ContactRoute() {
  const site = useSite();
  useDocumentTitle(ko.pages.contact);
  return (
    <ContactPage
      siteName={site.data?.siteName ?? ko.site.fallbackName}
      contactEmail={site.data?.contactEmail ?? ''}
    />
  );
}
