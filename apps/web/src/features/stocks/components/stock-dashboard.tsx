import { ChartLine, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ko } from '../../../lib/i18n/ko';

type StockTab = 'popular' | 'gainers' | 'losers' | 'search';

const tabs: { value: StockTab; label: string }[] = [
  { value: 'popular', label: ko.stock.tabPopular },
  { value: 'gainers', label: ko.stock.tabGainers },
  { value: 'losers', label: ko.stock.tabLosers },
  { value: 'search', label: ko.stock.tabSearch },
];

/** The dashboard's frame: search, update time, index grid and the four lists. */
export function StockDashboard() {
  const [tab, setTab] = useState<StockTab>('popular');
  const [query, setQuery] = useState('');

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query.trim()) setTab('search');
  };

  return (
    <div className="space-y-5">
      <PageHeader
        title={ko.stock.title}
        description={ko.stock.description}
        actions={
          <p className="text-xs text-fg-muted tabular-nums">
            {ko.stock.lastUpdated} {ko.stock.notUpdated}
          </p>
        }
      />
      <form role="search" onSubmit={onSearch} className="flex gap-2">
        <label htmlFor="stock-search" className="sr-only">
          {ko.stock.searchLabel}
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
          />
          <input
            id="stock-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={ko.stock.searchPlaceholder}
            className="h-10 w-full rounded-lg border border-line bg-surface pr-3 pl-9 text-sm text-fg placeholder:text-fg-muted"
          />
        </div>
        <Button type="submit" variant="primary">
          {ko.search.submit}
        </Button>
      </form>
      <section aria-labelledby="stock-indices" className="space-y-2">
        <h2 id="stock-indices" className="text-sm font-semibold">
          {ko.stock.indices}
        </h2>
        <EmptyState title={ko.stock.noIndices} className="py-6" />
      </section>
      <Tabs value={tab} onValueChange={(value) => setTab(value as StockTab)}>
        <TabsList aria-label={ko.stock.tabsLabel}>
          {tabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value }) => (
          <TabsContent key={value} value={value} className="pt-4 outline-none">
            <EmptyState icon={<ChartLine />} title={ko.stock.noStocks} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
