import type { Stock } from '@myeolgong/contract/stocks';
import { type UseQueryResult, useIsFetching, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ChartLine, RotateCw, Search, SearchX } from 'lucide-react';
import { type FormEvent, type ReactNode, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LivePauseButton } from '../../../components/live-pause-button';
import { Button } from '../../../components/ui/button';
import { DialogLoading } from '../../../components/ui/dialog-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBlock } from '../../../components/ui/error-block';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingRegion } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import * as ko from '../../../lib/i18n/ko';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { useGainers } from '../api/get-gainers';
import { useLosers } from '../api/get-losers';
import { useMarketIndices } from '../api/get-market-indices';
import { useMarketStatus } from '../api/get-market-status';
import { usePopularStocks } from '../api/get-popular-stocks';
import { useStockSearch } from '../api/search-stocks';
import { dashboardQueryKey, stocksQueryKey } from '../api/stocks-query-key';
import { useStockStream } from '../hooks/use-stock-stream';
import { useWatchList } from '../hooks/use-watch-list';
import { dashboardErrorMessage, searchErrorMessage } from '../utils/stock-errors';
import { formatClock } from '../utils/stock-format';
import { MarketIndices } from './market-indices';
import { MarketStatusBadge } from './market-status-badge';
import { MarketSummary } from './market-summary';
import { StockList, StockListSkeleton } from './stock-list';

// The modal and Radix's dialog code download when a pointer or focus first enters the dashboard,
// not with the page; a stock opened before they arrive shows the dialog's loading backdrop.
const StockDetailModal = lazyWithPreload(() =>
  import('./stock-detail-modal').then((module) => module.StockDetailModal),
);

// 토론 많은 종목 is a tab no one sees on arrival: its code comes with a pointer or focus on the
// dashboard, or when the tab is opened.
const DiscussedStocks = lazyWithPreload(() =>
  import('./discussed-stocks').then((module) => module.DiscussedStocks),
);

// 관심종목 is a tab too, with its cards: its code comes with the others on approach, or when opened.
const WatchListSection = lazyWithPreload(() =>
  import('./watch-list-section').then((module) => module.WatchListSection),
);

type StockTab = 'popular' | 'gainers' | 'losers' | 'discussed' | 'watch' | 'search';

const tabs: { value: StockTab; label: string }[] = [
  { value: 'popular', label: ko.stock.tabPopular },
  { value: 'gainers', label: ko.stock.tabGainers },
  { value: 'losers', label: ko.stock.tabLosers },
  { value: 'discussed', label: ko.stock.tabDiscussed },
  { value: 'watch', label: ko.stock.tabWatch },
  { value: 'search', label: ko.stock.tabSearch },
];

interface ListProps {
  label: string;
  onOpen: (stock: Stock) => void;
  /** The heading of the number column: 순위 for rankings, 번호 for search results. */
  numbering?: string;
}

/** A list query's states: skeleton, error with retry (unless a snapshot is shown), empty, rows. */
function QueryList({
  query,
  label,
  onOpen,
  numbering,
  errorMessage,
  empty,
}: ListProps & {
  query: UseQueryResult<Stock[]>;
  errorMessage: (error: unknown) => string;
  empty: ReactNode;
}) {
  const watch = useWatchList();
  if (query.isPending) {
    return (
      <LoadingRegion label={ko.common.loading}>
        <StockListSkeleton />
      </LoadingRegion>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorBlock
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data || query.data.length === 0) return empty;
  return (
    <StockList
      stocks={query.data}
      label={label}
      numbering={numbering}
      isWatched={watch.isWatched}
      onToggleWatch={watch.toggle}
      onOpen={onOpen}
    />
  );
}

function SearchResults({ query, onOpen }: { query: string; onOpen: (stock: Stock) => void }) {
  const results = useStockSearch(query);
  if (!query) {
    return (
      <EmptyState
        icon={<Search />}
        title={ko.stock.searchPrompt}
        description={ko.stock.searchHint}
      />
    );
  }
  return (
    <div className="space-y-2">
      <p className="text-sm text-fg-muted">{ko.stock.searchResultsFor(query)}</p>
      <QueryList
        query={results}
        numbering={ko.stock.number}
        label={ko.stock.searchResultsFor(query)}
        onOpen={onOpen}
        errorMessage={searchErrorMessage}
        empty={
          <EmptyState
            icon={<SearchX />}
            title={ko.stock.errors.noResults}
            description={ko.stock.searchHint}
          />
        }
      />
    </div>
  );
}

function preloadOnApproach() {
  StockDetailModal.preload();
  DiscussedStocks.preload();
  WatchListSection.preload();
}

const noStocks = <EmptyState icon={<ChartLine />} title={ko.stock.noStocks} />;

/**
 * SPEC.md §2 'Stock dashboard': search with refresh, last-updated time, indices, four lists of 10
 * (reloaded every 30 s, quotes live over /topic/stocks), the detail modal, and the 관심종목 tab
 * (issue 44: the account's list when signed in, this browser's otherwise).
 */
export function StockDashboard() {
  const client = useQueryClient();
  // /stock?tab=watch opens 관심종목 (the home page's 전체 보기).
  const [params] = useSearchParams();
  const [tab, setTab] = useState<StockTab>(() =>
    params.get('tab') === 'watch' ? 'watch' : 'popular',
  );
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Stock | null>(null);
  // A stock opened from 토론 많은 종목, whose rows carry no full quote.
  const [selectedCode, setSelectedCode] = useState<string | null>(null);
  // Mounted from the first open on, so it stays for its closing and later opens.
  const [modalUsed, setModalUsed] = useState(false);
  const [liveAt, setLiveAt] = useState(0);

  // SPEC.md §4: every list loads on open, whichever tab shows.
  const popular = usePopularStocks();
  const gainers = useGainers();
  const losers = useLosers();
  const indices = useMarketIndices();
  const status = useMarketStatus();
  // Live quotes for what is on screen: the shown tab's list (the 관심종목 tab's are `quotes`).
  useStockStream([tab === 'watch' ? 'quotes' : tab], setLiveAt);
  const refreshing = useIsFetching({ queryKey: dashboardQueryKey }) > 0;

  // SPEC.md §4: set by a successful load; live quotes then move it on, but never before a load.
  const loadedAt = Math.max(
    popular.dataUpdatedAt,
    gainers.dataUpdatedAt,
    losers.dataUpdatedAt,
    indices.dataUpdatedAt,
  );
  const updatedAt = loadedAt > 0 ? Math.max(loadedAt, liveAt) : 0;

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = input.trim();
    // SPEC.md §5: a blank search is ignored.
    if (!trimmed) return;
    setQuery(trimmed);
    setTab('search');
  };

  const onRefresh = () => void client.invalidateQueries({ queryKey: stocksQueryKey });
  const open = (stock: Stock) => {
    setSelected(stock);
    setSelectedCode(null);
    setModalUsed(true);
  };
  const openCode = (stockCode: string) => {
    setSelected(null);
    setSelectedCode(stockCode);
    setModalUsed(true);
  };

  const lists: Record<
    Exclude<StockTab, 'search' | 'discussed' | 'watch'>,
    UseQueryResult<Stock[]>
  > = {
    popular,
    gainers,
    losers,
  };

  return (
    <div
      className="mx-auto flex w-full max-w-[1296px] justify-center gap-6 px-4 py-5 md:py-6"
      onPointerEnter={preloadOnApproach}
      onFocus={preloadOnApproach}
    >
      <div className="w-full max-w-[960px] min-w-0 space-y-5">
        <PageHeader
          title={ko.stock.title}
          description={ko.stock.description}
          actions={status.data && <MarketStatusBadge state={status.data.state} />}
        />

        <div className="space-y-2">
          <div className="flex gap-2">
            <form role="search" onSubmit={onSearch} className="flex min-w-0 flex-1 gap-2">
              <label htmlFor="stock-search" className="sr-only">
                {ko.stock.searchLabel}
              </label>
              <div className="relative min-w-0 flex-1">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
                />
                <input
                  id="stock-search"
                  type="search"
                  enterKeyHint="search"
                  autoComplete="off"
                  value={input}
                  onChange={(event) => setInput(event.target.value)}
                  placeholder={ko.stock.searchPlaceholder}
                  className="h-10 w-full rounded-lg border border-line bg-surface pr-3 pl-9 text-sm text-fg placeholder:text-fg-muted"
                />
              </div>
              <Button type="submit" variant="primary">
                {ko.stock.searchSubmit}
              </Button>
            </form>
            <Button
              size="icon"
              className="size-10"
              onClick={onRefresh}
              aria-label={ko.stock.refreshLabel}
              title={ko.stock.refresh}
            >
              <RotateCw
                aria-hidden="true"
                className={clsx('size-4', refreshing && 'motion-safe:animate-spin')}
              />
            </Button>
          </div>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-fg-muted">
            <span className="tabular-nums" aria-live="off">
              {ko.stock.lastUpdated}{' '}
              <time dateTime={updatedAt ? new Date(updatedAt).toISOString() : undefined}>
                {updatedAt ? formatClock(updatedAt) : ko.stock.notUpdated}
              </time>
            </span>
            {status.data?.provider === 'simulator' && (
              <span title={ko.stock.simulatedHint}>{ko.stock.simulated}</span>
            )}
            <LivePauseButton className="ml-auto" />
          </p>
        </div>

        <MarketIndices />

        <Tabs value={tab} onValueChange={(value) => setTab(value as StockTab)}>
          <TabsList aria-label={ko.stock.tabsLabel}>
            {tabs.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map(({ value, label }) => (
            <TabsContent key={value} value={value} className="pt-4 outline-none">
              {value === 'search' ? (
                <SearchResults query={query} onOpen={open} />
              ) : value === 'watch' ? (
                <Suspense
                  fallback={
                    <LoadingRegion label={ko.common.loading}>
                      <StockListSkeleton />
                    </LoadingRegion>
                  }
                >
                  <WatchListSection onOpen={open} />
                </Suspense>
              ) : value === 'discussed' ? (
                <Suspense
                  fallback={
                    <LoadingRegion label={ko.common.loading}>
                      <StockListSkeleton />
                    </LoadingRegion>
                  }
                >
                  <DiscussedStocks onOpen={openCode} />
                </Suspense>
              ) : (
                <QueryList
                  query={lists[value]}
                  label={ko.stock.listLabel(label)}
                  onOpen={open}
                  errorMessage={dashboardErrorMessage}
                  empty={noStocks}
                />
              )}
            </TabsContent>
          ))}
        </Tabs>
      </div>

      <aside className="hidden w-[300px] shrink-0 xl:block">
        <div className="sticky top-20">
          <MarketSummary onOpen={open} />
        </div>
      </aside>

      {modalUsed && (
        <Suspense fallback={<DialogLoading />}>
          <StockDetailModal
            stockCode={selected?.stockCode ?? selectedCode}
            shown={selected ?? undefined}
            onClose={() => {
              setSelected(null);
              setSelectedCode(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
