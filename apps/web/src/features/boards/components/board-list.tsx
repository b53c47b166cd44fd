import type { Board } from '@myeolgong/contract/boards';
import { LayoutList } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBlock } from '../../../components/ui/error-block';
import { LoadingRegion } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/error-message';
import { ko } from '../../../lib/i18n/ko';
import { useBoards } from '../api/get-boards';
import { type BoardTab, sortBoards } from '../utils/sort-boards';
import { BoardCard, BoardCardSkeletons } from './board-card';

const gridClass = 'grid gap-3 sm:grid-cols-2';

export function BoardList({ signedIn }: { signedIn: boolean }) {
  const [tab, setTab] = useState<BoardTab>('popular');
  const boards = useBoards();
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
      {tabs.map(({ value }) => (
        <TabsContent key={value} value={value} className="pt-4 outline-none">
          {boards.isPending ? (
            <LoadingRegion label={ko.common.loading}>
              <ul className={gridClass}>
                <BoardCardSkeletons count={4} />
              </ul>
            </LoadingRegion>
          ) : boards.isError ? (
            <ErrorBlock
              message={errorMessage(boards.error)}
              onRetry={() => void boards.refetch()}
              retrying={boards.isFetching}
            />
          ) : (
            <BoardGrid boards={sortBoards(boards.data, value)} tab={value} />
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function BoardGrid({ boards, tab }: { boards: Board[]; tab: BoardTab }) {
  if (boards.length === 0) {
    return tab === 'subscribed' ? (
      <EmptyState
        icon={<LayoutList />}
        title={ko.boards.emptySubscribed}
        description={ko.boards.emptySubscribedHint}
      />
    ) : (
      <EmptyState icon={<LayoutList />} title={ko.boards.empty} />
    );
  }
  return (
    <ul className={gridClass}>
      {boards.map((board) => (
        <BoardCard key={board.id} board={board} headingLevel="h2" />
      ))}
    </ul>
  );
}
