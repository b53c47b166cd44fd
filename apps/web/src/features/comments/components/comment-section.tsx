import type { Comment } from '@myeolgong/contract/comments';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog';
import { ErrorBlock } from '../../../components/ui/error-block';
import { Segmented } from '../../../components/ui/segmented';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { formatCount } from '../../../lib/format';
import {
  clearFormCopy,
  formCopyKeys,
  readFormCopy,
  replyCopyTargets,
} from '../../../lib/form-copy';
import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { requireLogin } from '../../../lib/require-login';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useComments, useLoadMoreComments } from '../api/get-comments';
import { useCommentJump } from '../hooks/use-comment-jump';
import { useCommentMutations } from '../hooks/use-comment-mutations';
import { useCommentStream } from '../hooks/use-comment-stream';
import { useLikeComment } from '../hooks/use-like-comment';
import { countShown, type ShownComment, temporaryComment } from '../utils/comment-fields';
import { type CommentSort, commentSorts, orderComments } from '../utils/comment-order';
import { commentIds } from '../utils/comment-tree';
import { CommentForm, preloadCommentForm } from './lazy-comment-form';
import { CommentItem } from './comment-item';

/** SPEC.md §8: a 401 (or a 500 saying the user is gone) keeps the comment on this device. */
function needsLocalCopy(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 401) return true;
  return (
    error.status === 500 && /user|사용자/i.test(error.message) && /not found|없/.test(error.message)
  );
}

/**
 * What to say when a write fails: the server's own Korean sentence for a refusal (a restriction
 * with its end time, a rate limit, a rule), else the section's generic message.
 */
function refusalOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : fallback;
}

export interface CommentSectionProps {
  postId: number;
  /** The post's comment count (docs/decisions/025), for the heading while pages remain. */
  commentCount?: number | undefined;
  /** Extra actions on each comment (report, block), composed by the page. */
  commentMenu?: (comment: Comment) => ReactNode;
}

/** SPEC.md §2 'Comment section' with live updates (§4 'Real-time channel'). */
export default function CommentSection({ postId, commentCount, commentMenu }: CommentSectionProps) {
  const { signedIn, user } = useSession();
  const [sort, setSort] = useState<CommentSort>('top');
  // A comment or reply being typed before a reload opens again with its text (lib/form-copy.ts).
  const [composing, setComposing] = useState(
    () => readFormCopy(formCopyKeys.comment(postId)) !== null,
  );
  const [editingId, setEditingId] = useState<number | null>(null);
  const [replyingToId, setReplyingToId] = useState<number | null>(
    () => replyCopyTargets(postId)[0] ?? null,
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [replyError, setReplyError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const [local, setLocal] = useState<ShownComment[]>([]);
  const nextLocalId = useRef(-1);

  const comments = useComments(postId, sort);
  const loadMore = useLoadMoreComments(postId, sort);
  const { create, update, remove } = useCommentMutations(postId);
  const toggleLike = useLikeComment(postId);

  const shown = useMemo(() => {
    const server = comments.data?.content ?? [];
    const topLevel = local.filter((comment) => !comment.parentId);
    const withLocalReplies = server.map((comment) => {
      const replies = local.filter((reply) => reply.parentId === comment.id);
      return replies.length ? { ...comment, replies: [...comment.replies, ...replies] } : comment;
    });
    return [...orderComments(withLocalReplies, sort), ...topLevel];
  }, [comments.data, local, sort]);
  const ids = useMemo(() => commentIds(comments.data?.content ?? []), [comments.data]);
  useCommentStream(postId, ids);
  useCommentJump(comments.data?.content, {
    last: comments.data?.last ?? true,
    page: comments.data?.number ?? 0,
    loading: loadMore.isPending,
    loadMore: () => loadMore.mutate(),
  });

  // One rule with the post's count (docs/decisions/025): placeholders of deleted and hidden
  // comments are not counted; comments kept only on this device are added.
  const counted = countShown(comments.data?.content ?? []);
  const total =
    (comments.data && !comments.data.last && commentCount !== undefined
      ? Math.max(commentCount, counted)
      : counted) + local.length;

  function keepLocally(content: string, parentId: number | null) {
    const id = nextLocalId.current;
    nextLocalId.current -= 1;
    setLocal((list) => [...list, temporaryComment({ postId, content, parentId }, user, id)]);
  }

  function submitComment(content: string) {
    if (!requireLogin()) return;
    setFormError(null);
    create.mutate(
      { postId, content },
      {
        onSuccess: () => {
          clearFormCopy(formCopyKeys.comment(postId));
          setComposing(false);
        },
        onError: (error) => {
          if (needsLocalCopy(error)) {
            keepLocally(content, null);
            clearFormCopy(formCopyKeys.comment(postId));
            setComposing(false);
          } else setFormError(refusalOr(error, ko.comments.createError));
        },
      },
    );
  }

  function submitReply(parent: Comment, content: string) {
    if (!requireLogin()) return;
    setReplyError(null);
    create.mutate(
      { postId, content, parentId: parent.id },
      {
        onSuccess: () => {
          clearFormCopy(formCopyKeys.reply(postId, parent.id));
          setReplyingToId(null);
        },
        onError: (error) => {
          if (needsLocalCopy(error)) {
            keepLocally(content, parent.id);
            clearFormCopy(formCopyKeys.reply(postId, parent.id));
            setReplyingToId(null);
          } else setReplyError(refusalOr(error, ko.comments.replyError));
        },
      },
    );
  }

  function submitEdit(comment: Comment, content: string) {
    if (!requireLogin()) return;
    if (!content) {
      showToast(ko.comments.editEmpty, 'error');
      return;
    }
    update.mutate(
      { id: comment.id, content },
      {
        onSuccess: () => setEditingId(null),
        onError: (error) => showToast(refusalOr(error, ko.comments.editError), 'error'),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        showToast(ko.comments.deleted);
      },
      onError: (error) => {
        setDeleting(null);
        showToast(refusalOr(error, ko.comments.deleteError), 'error');
      },
    });
  }

  // A member's comment box starts downloading when a pointer or focus reaches the comments.
  const preload = signedIn ? preloadCommentForm : undefined;
  return (
    <div
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
      onPointerEnter={preload}
      onFocus={preload}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-bold">{ko.comments.heading(formatCount(total))}</h2>
        <Segmented
          label={ko.comments.sortLabel}
          options={commentSorts.map((value) => ({ value, label: ko.comments.sort[value] }))}
          value={sort}
          onChange={setSort}
        />
      </div>

      {!signedIn ? (
        <button
          type="button"
          className="rounded-lg border border-dashed border-line px-3 py-3 text-left text-sm text-fg-muted hover:bg-surface-muted"
          onClick={() => requireLogin()}
        >
          {ko.comments.loginPrompt}
        </button>
      ) : composing ? (
        <CommentForm
          label={ko.comments.inputLabel}
          placeholder={ko.comments.placeholder}
          rows={3}
          submitLabel={ko.comments.submit}
          copyKey={formCopyKeys.comment(postId)}
          busy={create.isPending && !create.variables.parentId}
          error={formError}
          onCancel={() => {
            setComposing(false);
            setFormError(null);
          }}
          onSubmit={submitComment}
        />
      ) : (
        <button
          type="button"
          className="rounded-lg border border-line px-3 py-3 text-left text-sm text-fg-muted hover:bg-surface-muted"
          onClick={() => {
            if (requireLogin()) setComposing(true);
          }}
        >
          {ko.comments.placeholder}
        </button>
      )}

      {comments.isPending ? (
        <LoadingRegion label={ko.common.loading} className="flex flex-col gap-3">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </LoadingRegion>
      ) : comments.isError && shown.length === 0 ? (
        <ErrorBlock
          message={ko.comments.loadError}
          onRetry={() => void comments.refetch()}
          retrying={comments.isFetching}
        />
      ) : shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-fg-muted">{ko.comments.empty}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {shown.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              viewerId={user?.id ?? null}
              editingId={editingId}
              replyingToId={replyingToId}
              busy={{ edit: update.isPending, reply: create.isPending }}
              replyError={replyError}
              onEdit={(id) => {
                if (id !== null && !requireLogin()) return;
                setEditingId(id);
              }}
              onReply={(id) => {
                if (id !== null && !requireLogin()) return;
                setReplyError(null);
                setReplyingToId(id);
              }}
              onSubmitEdit={submitEdit}
              onSubmitReply={submitReply}
              onDelete={(target) => {
                if (requireLogin()) setDeleting(target);
              }}
              onLike={(target) => {
                if (requireLogin()) void toggleLike(target);
              }}
              menu={commentMenu}
            />
          ))}
        </ul>
      )}

      {comments.data && !comments.data.last && (
        <div className="flex flex-col items-center gap-2">
          {loadMore.isError && (
            <p role="alert" className="text-sm text-danger">
              {ko.comments.loadMoreError}
            </p>
          )}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => loadMore.mutate()}
            disabled={loadMore.isPending}
          >
            {loadMore.isPending ? ko.common.loading : ko.comments.loadMore}
          </Button>
        </div>
      )}

      <LazyConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={ko.comments.deleteTitle}
        description={ko.comments.deleteBody}
        confirmLabel={ko.comments.delete}
        busyLabel={ko.comments.deleting}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
