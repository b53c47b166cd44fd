import type { PredictionRecord } from '@myeolgong/contract/predictions';
import { clsx } from 'clsx';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import * as ko from '../../../lib/i18n/ko';
import { percentOf, returnColour, signedReturn } from '../utils/format';

const t = ko.predictions;

/**
 * A member's 예측 기록: 적중률 (from 5 settled; every settled prediction counts), 평균 수익률 and
 * the counts, as the profile answers them.
 */
export function RecordCard({ record }: { record: PredictionRecord }) {
  const cells = [
    {
      label: t.hitRate,
      value: record.hitRate === null ? t.noRecord : percentOf(record.hitRate),
      hint: record.hitRate === null ? t.hitRateHidden : undefined,
      testId: 'record-hit-rate',
    },
    {
      label: t.avgReturn,
      value: record.avgReturn === null ? t.noRecord : signedReturn(record.avgReturn),
      colour: record.avgReturn === null ? undefined : returnColour(record.avgReturn),
      hint: t.avgReturnHint,
      testId: 'record-avg-return',
    },
    { label: t.settledCount, value: t.countUnit(record.settled), testId: 'record-settled' },
    { label: t.hitsCount, value: t.countUnit(record.hits), testId: 'record-hits' },
    { label: t.openCount, value: t.countUnit(record.open), testId: 'record-open' },
  ];
  return (
    <section
      aria-labelledby="record-title"
      className="rounded-xl border border-line bg-surface p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="record-title" className="text-base font-semibold">
          {t.recordTitle}
        </h2>
        <Link
          to="/predictions"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline"
        >
          <Trophy aria-hidden="true" className="size-4" />
          {t.leadersLink}
        </Link>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {cells.map((cell) => (
          <div key={cell.label} className="rounded-lg bg-surface-muted px-3 py-2">
            <dt className="text-xs text-fg-muted">{cell.label}</dt>
            <dd
              className={clsx('text-lg font-bold tabular-nums', cell.colour)}
              data-testid={cell.testId}
            >
              {cell.value}
            </dd>
            {cell.hint && <dd className="text-[11px] leading-tight text-fg-muted">{cell.hint}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
