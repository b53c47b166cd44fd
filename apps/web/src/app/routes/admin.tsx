import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { FeedColumn } from '../../components/ui/feed-column';
import { PageHeader } from '../../components/ui/page-header';
import { PeopleTab } from '../../features/ai/components/people-tab';
import { AdminArea } from '../../features/moderation/components/admin-area';
import { isOperator } from '../../features/moderation/utils/operator';
import * as ko from '../../lib/i18n/ko';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

const t = ko.admin;

/** /admin: the operators' area; everyone else is told they have no permission. */
export default function AdminRoute() {
  const { user } = useSession();
  if (!isOperator(user?.role)) return <NoPermission />;
  return (
    <FeedColumn className="space-y-5">
      <PageHeader
        title={t.title}
        description={t.description}
        icon={<ShieldCheck aria-hidden="true" className="mt-1 size-6 text-brand" />}
      />
      <AdminArea extraTabs={[{ value: 'people', label: ko.people.tab, content: <PeopleTab /> }]} />
    </FeedColumn>
  );
}

function NoPermission() {
  useDocumentTitle(t.noPermissionTitle);
  return (
    <FeedColumn className="flex min-h-[60vh] flex-col items-center justify-center gap-2 text-center">
      <ShieldAlert aria-hidden="true" className="size-12 text-fg-muted" />
      <p className="text-sm font-semibold text-brand tabular-nums">403</p>
      <h1 className="text-2xl font-bold tracking-tight">{t.noPermissionTitle}</h1>
      <p className="max-w-sm text-sm text-fg-muted">{t.noPermissionBody}</p>
      <Link to="/home" className={buttonClass('primary', 'md', 'mt-2')}>
        {ko.common.goHome}
      </Link>
    </FeedColumn>
  );
}
