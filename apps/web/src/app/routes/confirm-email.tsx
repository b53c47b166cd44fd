import { FeedColumn } from '../../components/ui/feed-column';
import { ConfirmEmail } from '../../features/auth/components/confirm-email';
import * as ko from '../../lib/i18n/ko';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /confirm-email?token=…: the page the confirmation e-mail's link opens. */
export default function ConfirmEmailRoute() {
  useDocumentTitle(ko.account.confirmTitle);
  return (
    <FeedColumn className="flex min-h-[50vh] flex-col items-center justify-center text-center">
      <ConfirmEmail />
    </FeedColumn>
  );
}
