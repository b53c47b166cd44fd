import { isStockCode } from '@myeolgong/contract/stocks';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBlock } from '../../../components/ui/error-block';
import { LivePauseButton } from '../../../components/live-pause-button';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';
import { useStockInfo } from '../api/get-stock-info';
import { stockInfoErrorMessage } from '../utils/stock-errors';
import { useLiveQuote } from '../hooks/use-live-quote';
import { StockDetail } from './stock-detail';
import { StockTalkColumns } from './stock-talk-columns';

/**
 * /stock/{code} (issue 27): the stock's chart and quotes beside its discussion (종목토론); one
 * column on a phone, two from 1024 px.
 */
interface StockTalkPageProps {
  stockCode: string;
  /** The discussion column (the posts feature's list, given by the route). */
  discussion: (stockName: string) => ReactNode;
  /** 매수·매도 의견 under the quotes (the sentiment feature's panel, given by the route). */
  sentiment?: (stockName: string) => ReactNode;
  /** 예측 남기기 and the stock's predictions under it (the predictions feature's, by the route). */
  predictions?: (stockName: string) => ReactNode;
}

export function StockTalkPage(props: StockTalkPageProps) {
  const { stockCode } = props;
  if (!isStockCode(stockCode)) {
    return <EmptyState title={ko.stockTalk.pageNotFound} />;
  }
  return <KnownStockPage {...props} />;
}

function KnownStockPage({ stockCode, discussion, sentiment, predictions }: StockTalkPageProps) {
  useLiveQuote(stockCode);
  const info = useStockInfo(stockCode);
  const name = info.data?.stockName;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 md:px-6">
      <PageHeader
        title={name ? ko.stockTalk.pageTitle(name) : ko.stock.detailTitle}
        description={ko.stock.detailDescription(stockCode)}
        actions={<LivePauseButton />}
      />
      {info.isError ? (
        <ErrorBlock
          message={stockInfoErrorMessage(info.error)}
          onRetry={() => void info.refetch()}
          retrying={info.isFetching}
        />
      ) : !info.data ? (
        <LoadingRegion label={ko.common.loading} className="space-y-3">
          <Skeleton className="h-9 w-40" />
          <Skeleton className="h-64 w-full" />
        </LoadingRegion>
      ) : (
        <StockTalkColumns
          quotes={
            <div className="space-y-5">
              <StockDetail quote={info.data} />
              {sentiment?.(info.data.stockName)}
              {predictions?.(info.data.stockName)}
            </div>
          }
          discussion={discussion(info.data.stockName)}
        />
      )}
    </div>
  );
}
