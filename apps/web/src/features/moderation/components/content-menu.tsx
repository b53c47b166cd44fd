import type { ReportTargetType } from '@myeolgong/contract/moderation-rules';
import { Ban, FolderInput, Flag, Mail, MoreHorizontal, ShieldCheck } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import {
  Dropdown,
  DropdownButton,
  DropdownLink,
  DropdownSeparator,
} from '../../../components/ui/dropdown';
import * as ko from '../../../lib/i18n/ko';
import { requireLogin } from '../../../lib/require-login';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useSetBlocked } from '../api/block-user';
import { useBlocks } from '../api/get-blocks';
import { isOperator } from '../utils/operator';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';

// Dialog code downloads when a member first reports or blocks, not with every post.
const ReportDialog = lazyWithRetry(() =>
  import('./report-dialog').then((module) => ({ default: module.ReportDialog })),
);
const BlockConfirm = lazyWithRetry(() =>
  import('./block-confirm').then((module) => ({ default: module.BlockConfirm })),
);
const MovePostDialog = lazyWithRetry(() =>
  import('./move-post-dialog').then((module) => ({ default: module.MovePostDialog })),
);

const t = ko.moderation;

export interface ContentMenuProps {
  targetType: Exclude<ReportTargetType, 'USER'>;
  targetId: number;
  authorId: number | null;
  authorName: string;
  /** Smaller trigger for comment rows. */
  compact?: boolean;
  /** A post's board (URL name): operators get 'move to another board' for it. */
  boardName?: string | undefined;
  /** More menu items shown to operators only, e.g. a post's 공지 actions. */
  operatorActions?: ReactNode;
  /** Items about the author for everyone but the author, e.g. 팔로우 (composed by the page). */
  authorActions?: ReactNode;
}

/**
 * The ⋯ menu on a post or comment: report it, write its author a 쪽지, block or unblock them; for operators, also
 * move a post to another board (on their own posts too).
 */
export function ContentMenu({
  targetType,
  targetId,
  authorId,
  authorName,
  compact = false,
  boardName,
  operatorActions,
  authorActions,
}: ContentMenuProps) {
  const { signedIn, user } = useSession();
  const blocks = useBlocks(signedIn);
  const setBlocked = useSetBlocked();
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const [moving, setMoving] = useState(false);
  const [used, setUsed] = useState(false);
  const mine = user?.id !== null && user?.id !== undefined && user.id === authorId;
  const operator = isOperator(user?.role);
  const canMove = targetType === 'POST' && boardName !== undefined && operator;
  const extra = operator ? operatorActions : undefined;
  if (mine && !canMove && !extra) return null;
  const blocked = authorId !== null && (blocks.data ?? []).some((b) => b.userId === authorId);

  return (
    <>
      <Dropdown
        label={t.moreActions}
        align="end"
        trigger={<MoreHorizontal aria-hidden="true" className="size-4" />}
        triggerClassName={
          compact
            ? 'inline-flex size-8 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg'
            : 'inline-flex size-9 items-center justify-center rounded-full border border-line bg-surface text-fg-muted hover:bg-surface-muted hover:text-fg'
        }
      >
        {!mine && authorId !== null && authorActions}
        {!mine && (
          <DropdownButton
            onSelect={() => {
              if (!requireLogin()) return;
              setUsed(true);
              setReporting(true);
            }}
          >
            <Flag aria-hidden="true" />
            {t.report}
          </DropdownButton>
        )}
        {!mine && authorId !== null && (
          // The messages screen asks a visitor to sign in.
          <DropdownLink to={`/messages/${authorId}`}>
            <Mail aria-hidden="true" />
            {t.sendMessage}
          </DropdownLink>
        )}
        {!mine && authorId !== null && (
          <DropdownButton
            onSelect={() => {
              if (!requireLogin()) return;
              if (blocked) {
                setBlocked.mutate(
                  { userId: authorId, blocked: false },
                  { onSuccess: () => showToast(t.unblocked) },
                );
                return;
              }
              setUsed(true);
              setBlocking(true);
            }}
          >
            {blocked ? <ShieldCheck aria-hidden="true" /> : <Ban aria-hidden="true" />}
            {blocked ? t.unblockAuthor : t.blockAuthor}
          </DropdownButton>
        )}
        {canMove && (
          <>
            {!mine && <DropdownSeparator />}
            <DropdownButton
              onSelect={() => {
                setUsed(true);
                setMoving(true);
              }}
            >
              <FolderInput aria-hidden="true" />
              {t.moveAction}
            </DropdownButton>
          </>
        )}
        {extra && (
          <>
            {(!mine || canMove) && <DropdownSeparator />}
            {extra}
          </>
        )}
      </Dropdown>
      {used && (
        <Suspense fallback={null}>
          <ReportDialog
            open={reporting}
            onOpenChange={setReporting}
            targetType={targetType}
            targetId={targetId}
          />
          {moving && boardName !== undefined && (
            // Mounted per opening, so each move starts from an empty choice and reason.
            <MovePostDialog open onOpenChange={setMoving} postId={targetId} boardName={boardName} />
          )}
          {authorId !== null && (
            <BlockConfirm
              open={blocking}
              onOpenChange={setBlocking}
              userId={authorId}
              name={authorName}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
