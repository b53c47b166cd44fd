import * as ko from '../../../lib/i18n/ko';
import { useRecordBadge } from '../api/badges';
import { percentOf } from '../utils/format';

/**
 * "적중 68% · 25건" beside a nickname in a stock's discussion, for members with at least 10
 * settled predictions; nothing otherwise.
 */
export function RecordBadge({ userId }: { userId: number }) {
  const badge = useRecordBadge(userId).data;
  if (!badge) return null;
  const rate = percentOf(badge.hitRate);
  return (
    <span
      className="relative z-10 rounded-full bg-brand-soft px-1.5 py-px text-[11px] font-semibold text-brand tabular-nums"
      aria-label={ko.predictions.badgeLabel(rate, badge.settled)}
      title={ko.predictions.badgeLabel(rate, badge.settled)}
      data-testid="record-badge"
    >
      {ko.predictions.badge(rate, badge.settled)}
    </span>
  );
}
