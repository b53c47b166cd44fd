import { isStockCode } from '@myeolgong/contract/stocks';
import type { LeaderPeriod } from '@myeolgong/contract/predictions';
import { clsx } from 'clsx';
import { Trophy } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { ErrorBlock } from '../../../components/ui/error-block';
import { inputClass } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Segmented } from '../../../components/ui/segmented';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';
import { useLeaders } from '../api/predictions';
import { percentOf, returnColour, signedReturn } from '../utils/format';

const t = ko.predictions;

/**
 * /predictions: the members whose calls held up, by hit rate (at least 10 settled): the last 30
 * days or all time, every stock or one (`?period=month&stockCode=005930`).
 */
export function LeadersPage() {
  const [params, setParams] = useSearchParams();
  const period: LeaderPeriod = params.get('period') === 'month' ? 'month' : 'all';
  const raw = params.get('stockCode')?.toUpperCase() ?? '';
  const stockCode = isStockCode(raw) ? raw : null;
  const [draft, setDraft] = useState(stockCode ?? '');
  const leaders = useLeaders(period, stockCode);

  const set = (next: { period?: LeaderPeriod; stockCode?: string | null }) => {
    const p = new URLSearchParams(params);
    if (next.period) p.set('period', next.period);
    if (next.stockCode !== undefined) {
      if (next.stockCode) p.set('stockCode', next.stockCode);
      else p.delete('stockCode');
    }
    setParams(p, { replace: true });
  };
  const applyStock = (event: FormEvent) => {
    event.preventDefault();
    const code = draft.trim().toUpperCase();
    set({ stockCode: isStockCode(code) ? code : null });
  };

  return (
    <div className="mx-auto w-full max-w-[720px] space-y-5 px-4 py-5 md:py-6">
      <PageHeader
        icon={
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand [&_svg]:size-7"
          >
            <Trophy />
          </span>
        }
        title={t.leadersTitle}
        description={t.leadersDescription}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Segmented
          label={t.periodLabel}
          options={[
            { value: 'month', label: t.periodMonth },
            { value: 'all', label: t.periodAll },
          ]}
          value={period}
          onChange={(value) => set({ period: value })}
        />
        <form onSubmit={applyStock} className="flex items-center gap-2">
          <label htmlFor="leaders-stock" className="sr-only">
            {t.stockCodeLabel}
          </label>
          <input
            id="leaders-stock"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t.stockCodePlaceholder}
            inputMode="numeric"
            maxLength={6}
            className={clsx(inputClass, 'h-8 w-28')}
          />
          <Button type="submit" size="sm" variant="secondary">
            {t.applyStock}
          </Button>
        </form>
      </div>
      {stockCode && (
        <p className="flex items-center gap-2 text-sm">
          <span className="font-semibold">{t.stockScope(stockCode)}</span>
          <button
            type="button"
            className="text-brand hover:underline"
            onClick={() => {
              setDraft('');
              set({ stockCode: null });
            }}
          >
            {t.clearStock}
          </button>
        </p>
      )}
      {leaders.isPending ? (
        <LoadingRegion label={ko.common.loading} className="space-y-2">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </LoadingRegion>
      ) : leaders.isError ? (
        <ErrorBlock
          message={leaders.error.message || t.loadError}
          onRetry={() => void leaders.refetch()}
          retrying={leaders.isFetching}
        />
      ) : leaders.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-6 text-center text-sm text-fg-muted">
          {t.leadersEmpty}
        </p>
      ) : (
        <ol className="space-y-2" aria-label={t.leadersTitle} data-testid="leaders">
          {leaders.data.map((leader, i) => (
            <li
              key={leader.user.id}
              className="flex items-center gap-3 rounded-xl border border-line bg-surface px-3 py-2.5"
            >
              <span className="w-8 shrink-0 text-center text-sm font-bold text-fg-muted tabular-nums">
                {t.rank(i + 1)}
              </span>
              <Avatar
                name={leader.user.nickname}
                imageUrl={leader.user.profileImage}
                size={32}
                className="size-8 text-sm"
              />
              <div className="min-w-0 flex-1">
                <Link
                  to={`/profile/${leader.user.id}`}
                  className="block truncate font-medium hover:text-brand hover:underline"
                >
                  {leader.user.nickname ?? ko.follows.unnamed(leader.user.id)}
                </Link>
                <p className="text-xs text-fg-muted tabular-nums">
                  {t.leaderLine(leader.settled, leader.hits)}
                </p>
              </div>
              <div className="text-right tabular-nums">
                <p className="text-base font-bold">
                  <span className="sr-only">{t.hitRate} </span>
                  {percentOf(leader.hitRate)}
                </p>
                <p className={clsx('text-xs font-medium', returnColour(leader.avgReturn))}>
                  <span className="sr-only">{t.avgReturn} </span>
                  {signedReturn(leader.avgReturn)}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
