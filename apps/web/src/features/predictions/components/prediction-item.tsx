import {
  directionLabels,
  horizonLabels,
  PREDICTION_DELETE_WINDOW_MS,
  type Prediction,
} from '@myeolgong/contract/predictions';
import { groupDigits } from '@myeolgong/contract/korean-number';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatDate, formatRelativeTime } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { showToast } from '../../../lib/toast';
import { useDeletePrediction } from '../api/predictions';
import { returnColour, signedReturn } from '../utils/format';

const t = ko.predictions;
const won = (n: number) => `${groupDigits(n)}원`;

/**
 * One prediction: who (on a stock's list) or which stock (on a member's), the call, the start
 * price, and once settled the close, the return and 적중 or 빗나감; the author may delete it in
 * its first 10 minutes.
 */
export function PredictionItem({
  prediction: p,
  show,
  mine,
}: {
  prediction: Prediction;
  /** What the list does not already say: the member (a stock's list) or the stock. */
  show: 'member' | 'stock';
  mine: boolean;
}) {
  const remove = useDeletePrediction();
  // When the list was drawn: past the window the server refuses anyway (409, a Korean toast).
  const [shownAt] = useState(() => Date.now());
  const deletable =
    mine && p.status === 'OPEN' && shownAt - Date.parse(p.createdAt) < PREDICTION_DELETE_WINDOW_MS;
  const up = p.direction === 'UP';
  return (
    <li
      className="space-y-1.5 rounded-lg border border-line bg-surface p-3 text-sm"
      data-prediction-id={p.id}
      data-prediction-status={p.status}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {show === 'member' ? (
          <Link
            to={`/profile/${p.user.id}`}
            className="font-medium hover:text-brand hover:underline"
          >
            {p.user.nickname ?? ko.follows.unnamed(p.user.id)}
          </Link>
        ) : (
          <Link
            to={`/stock/${p.stockCode}`}
            className="font-medium hover:text-brand hover:underline"
          >
            {p.stockName}
          </Link>
        )}
        <span
          className={clsx(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            up ? 'bg-rise/10 text-rise' : 'bg-fall/10 text-fall',
          )}
        >
          {horizonLabels[p.horizon]} {directionLabels[p.direction]}
        </span>
        {p.status === 'SETTLED' ? (
          <span
            className={clsx(
              'rounded-full px-2 py-0.5 text-xs font-semibold',
              p.hit ? 'bg-brand-soft text-brand' : 'bg-surface-muted text-fg-muted',
            )}
          >
            {p.hit ? t.hit : t.miss}
          </span>
        ) : (
          <span className="rounded-full border border-line px-2 py-0.5 text-xs text-fg-muted">
            {t.open}
          </span>
        )}
        <time dateTime={p.createdAt} className="ml-auto text-xs text-fg-muted">
          {formatRelativeTime(p.createdAt)}
        </time>
      </div>
      <p className="flex flex-wrap gap-x-3 text-xs text-fg-muted tabular-nums">
        <span>
          {t.startPrice} <span className="text-fg">{won(p.startPrice)}</span>
        </span>
        {p.endPrice !== null && (
          <span>
            {t.endPrice} <span className="text-fg">{won(p.endPrice)}</span>
          </span>
        )}
        {p.returnRate !== null && (
          <span className={clsx('font-semibold', returnColour(p.returnRate))}>
            {signedReturn(p.returnRate)}
          </span>
        )}
        <span>
          {p.status === 'SETTLED' && p.settledAt
            ? t.settledOn(formatDate(p.settledAt) ?? '')
            : t.settleAt(formatDate(p.settleAt) ?? '')}
        </span>
      </p>
      {p.reason && <p className="break-words whitespace-pre-line">{p.reason}</p>}
      {deletable && (
        <div className="flex items-center justify-end gap-2">
          <span className="text-xs text-fg-muted">{t.deleteHint}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(p.id, {
                onSuccess: () => showToast(t.deleted),
                onError: (error) => showToast(error.message || t.deleteError, 'error'),
              })
            }
          >
            {t.deleteAction}
          </Button>
        </div>
      )}
    </li>
  );
}
