import type { Stock } from '@myeolgong/contract/stocks';
import { Suspense, useContext, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBlock } from '../../../components/ui/error-block';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';
import { useMediaQuery } from '../../../lib/media';
import { useStockInfo } from '../api/get-stock-info';
import { stockInfoErrorMessage } from '../utils/stock-errors';
import { StockDiscussionContext, type StockDiscussionComponent } from '../discussion-slot';
import { StockDetail } from './stock-detail';
import { SIDE_BY_SIDE_QUERY, StockTalkColumns } from './stock-talk-columns';

interface StockDetailModalProps {
  /** The code whose details show; null keeps the modal closed. */
  stockCode: string | null;
  /** The quote the row showed, displayed at once while the fresh one loads. */
  shown?: Stock;
  onClose: () => void;
}

/**
 * SPEC.md §2: every field of the stock, a chart, and the watch-list toggle; with 종목토론 (issue
 * 27) beside them from 1024 px, in a wider modal, and in a tab of its own below.
 */
export function StockDetailModal({ stockCode, shown, onClose }: StockDetailModalProps) {
  // A link inside (a post of 토론, the write button) leaves the page: the modal goes with it.
  const Discussion = useContext(StockDiscussionContext);
  const { pathname } = useLocation();
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const [openedAt] = useState(pathname);
  useEffect(() => {
    if (pathname !== openedAt) onClose();
  }, [pathname, openedAt, onClose]);
  return (
    <Dialog
      open={stockCode !== null}
      onOpenChange={(open) => !open && onClose()}
      title={shown?.stockName ?? ko.stock.detailTitle}
      description={stockCode ? ko.stock.detailDescription(stockCode) : undefined}
      className={Discussion ? 'md:max-w-2xl lg:max-w-5xl' : 'md:max-w-2xl'}
    >
      {stockCode && !Discussion && <StockInfo stockCode={stockCode} shown={shown} />}
      {stockCode && Discussion && sideBySide && (
        <StockTalkColumns
          quotes={<StockInfo stockCode={stockCode} shown={shown} />}
          discussion={
            <StockTalkPanel stockCode={stockCode} shown={shown} Discussion={Discussion} />
          }
        />
      )}
      {stockCode && Discussion && !sideBySide && (
        <Tabs defaultValue="info" className="pt-1">
          <TabsList aria-label={ko.stockTalk.detailTabsLabel}>
            <TabsTrigger value="info">{ko.stockTalk.tabInfo}</TabsTrigger>
            <TabsTrigger value="talk">{ko.stockTalk.tabDiscussion}</TabsTrigger>
          </TabsList>
          <TabsContent value="info">
            <StockInfo stockCode={stockCode} shown={shown} />
          </TabsContent>
          <TabsContent value="talk" className="pt-3">
            <StockTalkPanel stockCode={stockCode} shown={shown} Discussion={Discussion} />
          </TabsContent>
        </Tabs>
      )}
    </Dialog>
  );
}

/** 종목토론 in the modal: the posts, and the way to the stock's own page. */
function StockTalkPanel({
  stockCode,
  shown,
  Discussion,
}: {
  stockCode: string;
  shown?: Stock | undefined;
  Discussion: StockDiscussionComponent;
}) {
  const info = useStockInfo(stockCode, shown);
  const name = info.data?.stockName ?? shown?.stockName ?? stockCode;
  return (
    <div className="space-y-3">
      <Suspense fallback={<Skeleton className="h-40 w-full" />}>
        <Discussion stockCode={stockCode} stockName={name} />
      </Suspense>
      <Link
        to={`/stock/${stockCode}`}
        className="block text-center text-sm text-brand underline-offset-2 hover:underline"
      >
        {ko.stockTalk.openPage}
      </Link>
    </div>
  );
}

function StockInfo({ stockCode, shown }: { stockCode: string; shown?: Stock }) {
  const info = useStockInfo(stockCode, shown);
  if (info.data) return <StockDetail quote={info.data} />;
  if (info.isError) {
    return (
      <ErrorBlock
        message={stockInfoErrorMessage(info.error)}
        onRetry={() => void info.refetch()}
        retrying={info.isFetching}
        className="py-8"
      />
    );
  }
  return (
    <LoadingRegion label={ko.common.loading} className="space-y-3 pt-1">
      <Skeleton className="h-9 w-40" />
      <Skeleton className="h-4 w-28" />
      <Skeleton className="h-56 w-full md:h-64" />
    </LoadingRegion>
  );
}
