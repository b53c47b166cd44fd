import type { Board } from '@myeolgong/contract/boards';
import { LayoutList, Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DialogLoading } from '../../../components/ui/dialog-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBlock } from '../../../components/ui/error-block';
import { Skeleton } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { useAdminBoards } from '../api/admin-boards';

const t = ko.admin;

// Downloaded with Radix's dialog code when a pointer or focus reaches the tab, not with /admin.
const BoardFormDialog = lazyWithPreload(() =>
  import('./board-form-dialog').then((module) => module.BoardFormDialog),
);

/** Boards: create new ones, edit the name on screen, description and icon of any. */
export function BoardsTab() {
  const boards = useAdminBoards();
  const [editing, setEditing] = useState<Board | 'new' | null>(null);

  return (
    <div
      className="flex flex-col gap-4"
      onPointerEnter={BoardFormDialog.preload}
      onFocus={BoardFormDialog.preload}
    >
      <Button variant="primary" className="self-end" onClick={() => setEditing('new')}>
        <Plus aria-hidden="true" className="size-4" />
        {t.newBoard}
      </Button>
      {boards.isPending ? (
        <Skeleton className="h-40" />
      ) : boards.isError ? (
        <ErrorBlock message={t.loadError} onRetry={() => void boards.refetch()} />
      ) : boards.data.length === 0 ? (
        <EmptyState icon={<LayoutList />} title={t.boardsEmpty} />
      ) : (
        <ul
          aria-label={t.tabBoards}
          className="divide-y divide-line rounded-xl border border-line bg-surface"
        >
          {boards.data.map((board) => (
            <li key={board.id} className="flex items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <Link to={`/boards/${board.name}`} className="font-semibold hover:underline">
                  {board.displayName}
                </Link>
                <span className="ml-2 text-xs text-fg-muted">/boards/{board.name}</span>
                <p className="truncate text-xs text-fg-muted">
                  {t.boardStats(board.postCount, board.subscriberCount)} · {board.description}
                </p>
              </div>
              <Button size="sm" onClick={() => setEditing(board)}>
                {t.editBoard}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <Suspense fallback={<DialogLoading />}>
          <BoardFormDialog
            key={editing === 'new' ? 'new' : editing.id}
            board={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
