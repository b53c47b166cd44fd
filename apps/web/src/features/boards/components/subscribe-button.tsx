import type { Board } from '@myeolgong/contract/boards';
import { clsx } from 'clsx';
import { Check, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import * as ko from '../../../lib/i18n/ko';
import { requireLogin } from '../../../lib/require-login';
import { useBoardSubscription } from '../api/update-board-subscription';

interface SubscribeButtonProps {
  board: Pick<Board, 'id' | 'displayName' | 'subscribed'>;
  className?: string;
}

/** Subscribe or unsubscribe (SPEC.md §4); visitors get the login modal instead. */
export function SubscribeButton({ board, className }: SubscribeButtonProps) {
  const subscription = useBoardSubscription();
  const subscribed = board.subscribed;

  return (
    <Button
      size="sm"
      variant={subscribed ? 'secondary' : 'primary'}
      aria-pressed={subscribed}
      aria-label={ko.boards.subscribeLabel(board.displayName)}
      disabled={subscription.isPending || board.id <= 0}
      className={clsx('relative z-10', className)}
      onClick={() => {
        if (!requireLogin()) return;
        subscription.mutate({ boardId: board.id, subscribe: !subscribed });
      }}
    >
      {subscribed ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Plus aria-hidden="true" className="size-4" />
      )}
      {subscribed ? ko.boards.subscribed : ko.boards.subscribe}
    </Button>
  );
}
