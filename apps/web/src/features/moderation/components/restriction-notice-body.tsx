import { ShieldAlert } from 'lucide-react';
import * as ko from '../../../lib/i18n/ko';
import { useSession } from '../../../lib/session';
import { activeRestriction, formatKoreanDateTime } from '../utils/restriction';

/** What RestrictionNotice shows a restricted member (loaded only for one). */
export function RestrictionNoticeBody({ className }: { className?: string }) {
  const { user } = useSession();
  const until = activeRestriction(user?.restrictedUntil);
  if (!until) return null;
  return (
    <div
      role="status"
      className={`flex gap-3 rounded-xl border border-danger/40 bg-danger/10 p-4 text-sm ${className ?? ''}`}
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <div>
        <p className="font-semibold text-fg">{ko.restriction.title}</p>
        <p className="mt-0.5 text-fg-muted">{ko.restriction.until(formatKoreanDateTime(until))}</p>
      </div>
    </div>
  );
}
