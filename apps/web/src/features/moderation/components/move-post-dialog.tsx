import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { showToast } from '../../../lib/toast';
import { useAdminBoards } from '../api/admin-boards';
import { useMovePost } from '../api/move-post';
import { ActionDialog } from './action-dialog';

const t = ko.movePost;

interface MovePostDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  postId: number;
  /** The board the post is on now (URL name). */
  boardName: string;
}

/**
 * An operator moves a post to another board: pick the board, give a reason for the log, confirm.
 * A refusal or a network failure is shown in the dialog, whose confirm button then retries.
 */
export function MovePostDialog({ open, onOpenChange, postId, boardName }: MovePostDialogProps) {
  const id = useId();
  const boards = useAdminBoards();
  const move = useMovePost();
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = boards.data?.find((board) => board.name === boardName);

  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={t.description(current?.displayName ?? boardName)}
      confirmLabel={t.confirm}
      retryLabel={ko.common.retry}
      canConfirm={target !== ''}
      busy={move.isPending}
      error={error}
      onConfirm={({ reason }) => {
        setError(null);
        move.mutate(
          { postId, boardName: target, reason },
          {
            onSuccess: (result) => {
              onOpenChange(false);
              showToast(result.message);
            },
            onError: (failure) =>
              setError(failure instanceof ApiError ? failure.message : t.failed),
          },
        );
      }}
    >
      {boards.isError ? (
        <div role="alert" className="flex items-center justify-between gap-3 text-sm text-danger">
          {t.boardsFailed}
          <Button size="sm" onClick={() => void boards.refetch()} disabled={boards.isFetching}>
            {ko.common.retry}
          </Button>
        </div>
      ) : (
        <SelectField
          id={`${id}-board`}
          label={t.target}
          required
          value={target}
          disabled={boards.isPending}
          onChange={(event) => {
            setTarget(event.target.value);
            setError(null);
          }}
        >
          <option value="">{boards.isPending ? ko.common.loading : t.choose}</option>
          {(boards.data ?? []).map((board) => (
            <option key={board.id} value={board.name} disabled={board.name === boardName}>
              {board.name === boardName ? t.currentBoard(board.displayName) : board.displayName}
            </option>
          ))}
        </SelectField>
      )}
    </ActionDialog>
  );
}
