import { Ban, Flag, Mail, ShieldCheck } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import * as ko from '../../../lib/i18n/ko';
import { requireLogin } from '../../../lib/require-login';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useSetBlocked } from '../api/block-user';
import { useBlocks } from '../api/get-blocks';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';

const ReportDialog = lazyWithRetry(() =>
  import('./report-dialog').then((module) => ({ default: module.ReportDialog })),
);
const BlockConfirm = lazyWithRetry(() =>
  import('./block-confirm').then((module) => ({ default: module.BlockConfirm })),
);

const t = ko.moderation;

/** On someone else's profile: write the member a 쪽지, report them, block or unblock them. */
export function ProfileSafetyActions({ userId, name }: { userId: number; name: string }) {
  const { signedIn } = useSession();
  const blocks = useBlocks(signedIn);
  const setBlocked = useSetBlocked();
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const [used, setUsed] = useState(false);
  const blocked = (blocks.data ?? []).some((b) => b.userId === userId);

  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-line pt-4">
      {blocked && (
        <p role="status" className="rounded-lg bg-surface-muted px-3 py-2 text-sm text-fg-muted">
          {t.blockedProfile}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {!blocked && (
          <Link to={`/messages/${userId}`} className={buttonClass('primary', 'sm')}>
            <Mail aria-hidden="true" className="size-4" />
            {t.sendMessage}
          </Link>
        )}
        <Button
          size="sm"
          onClick={() => {
            if (!requireLogin()) return;
            setUsed(true);
            setReporting(true);
          }}
        >
          <Flag aria-hidden="true" className="size-4" />
          {t.report}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className={blocked ? undefined : 'text-danger'}
          disabled={setBlocked.isPending}
          onClick={() => {
            if (!requireLogin()) return;
            if (blocked) {
              setBlocked.mutate(
                { userId, blocked: false },
                { onSuccess: () => showToast(t.unblocked) },
              );
              return;
            }
            setUsed(true);
            setBlocking(true);
          }}
        >
          {blocked ? (
            <ShieldCheck aria-hidden="true" className="size-4" />
          ) : (
            <Ban aria-hidden="true" className="size-4" />
          )}
          {blocked ? t.unblock : t.block}
        </Button>
      </div>
      {used && (
        <Suspense fallback={null}>
          <ReportDialog
            open={reporting}
            onOpenChange={setReporting}
            targetType="USER"
            targetId={userId}
          />
          <BlockConfirm open={blocking} onOpenChange={setBlocking} userId={userId} name={name} />
        </Suspense>
      )}
    </div>
  );
}
