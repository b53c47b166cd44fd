import type { Board } from '@myeolgong/contract/boards';
import type { UseQueryResult } from '@tanstack/react-query';
import { LayoutList } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRegion } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import * as ko from '../../../lib/i18n/ko';
import { useBoards } from '../api/get-boards';
import { useNewBoards } from '../api/get-new-boards';
import { usePopularBoards } from '../api/get-popular-boards';
import { useSubscribedBoards } from '../api/get-subscribed-boards';
import { defaultBoards } from '../utils/fallback-boards';
import { BoardCard, BoardCardSkeletons } from './board-card';
import { SubscribeButton } from './subscribe-button';

type BoardTab = 'popular' | 'newest' | 'all' | 'subscribed';

const gridClass = 'grid gap-3 sm:grid-cols-2';

/** The board list screen's tabs (SPEC.md §2); the subscribed tab only for members. */
export function BoardList({ signedIn }: { signedIn: boolean }) {
  const [tab, setTab] = useState<BoardTab>('popular');
  const tabs: { value: BoardTab; label: string }[] = [
    { value: 'popular', label: ko.boards.tabPopular },
    { value: 'newest', label: ko.boards.tabNewest },
    { value: 'all', label: ko.boards.tabAll },
    ...(signedIn ? [{ value: 'subscribed' as const, label: ko.boards.tabSubscribed }] : []),
  ];
  const activeTab = tab === 'subscribed' && !signedIn ? 'popular' : tab;

  return (
    <Tabs value={activeTab} onValueChange={(value) => setTab(value as BoardTab)}>
      <TabsList aria-label={ko.boards.tabsLabel}>
        {tabs.map(({ value, label }) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {/* Only the open panel is mounted, so each tab asks the server when first opened. */}
      <TabsContent value="popular" className="pt-4 outline-none">
        <PopularTab />
      </TabsContent>
      <TabsContent value="newest" className="pt-4 outline-none">
        <NewestTab />
      </TabsContent>
      <TabsContent value="all" className="pt-4 outline-none">
        <AllTab />
      </TabsContent>
      {signedIn && (
        <TabsContent value="subscribed" className="pt-4 outline-none">
          <SubscribedTab />
        </TabsContent>
      )}
    </Tabs>
  );
}

function PopularTab() {
  return <PublicTab query={usePopularBoards()} />;
}

function NewestTab() {
  return <PublicTab query={useNewBoards()} />;
}

function AllTab() {
  return <PublicTab query={useBoards()} />;
}

function SubscribedTab() {
  const query = useSubscribedBoards();
  if (query.isPending) return <GridSkeleton />;
  // SPEC.md §8: the subscribed list falls back to empty.
  const boards = query.data ?? [];
  if (boards.length === 0) {
    return (
      <EmptyState
        icon={<LayoutList />}
        title={ko.boards.emptySubscribed}
        description={ko.boards.emptySubscribedHint}
      />
    );
  }
  return <BoardGrid boards={boards} />;
}

/** A public list; after its retries fail it shows the three built-in boards (SPEC.md §8). */
function PublicTab({ query }: { query: UseQueryResult<Board[], unknown> }) {
  if (query.isPending) return <GridSkeleton />;
  if (query.isError) {
    return (
      <div className="space-y-3">
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-surface px-4 py-3 text-sm"
        >
          <p className="text-danger">{ko.boards.listError}</p>
          <Button size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {ko.common.retry}
          </Button>
        </div>
        <BoardGrid boards={defaultBoards()} />
      </div>
    );
  }
  if (query.data.length === 0) return <EmptyState icon={<LayoutList />} title={ko.boards.empty} />;
  return <BoardGrid boards={query.data} />;
}

function GridSkeleton() {
  return (
    <LoadingRegion label={ko.common.loading}>
      <ul className={gridClass}>
        <BoardCardSkeletons count={4} />
      </ul>
    </LoadingRegion>
  );
}

function BoardGrid({ boards }: { boards: Board[] }) {
  return (
    <ul className={gridClass}>
      {boards.map((board) => (
        <BoardCard
          key={board.id}
          board={board}
          headingLevel="h2"
          action={board.id > 0 && <SubscribeButton board={board} className="self-start" />}
        />
      ))}
    </ul>
  );
}
