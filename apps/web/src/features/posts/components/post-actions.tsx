import type { Post } from '@myeolgong/contract/posts';
import { postMessages } from '@myeolgong/contract/posts';
import { clsx } from 'clsx';
import { Bookmark, Heart, MessageSquare, Pencil, Share2, ThumbsDown, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog';
import { copyText } from '../../../lib/copy-text';
import { formatCount } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { requireLogin } from '../../../lib/require-login';
import { getSessionUser, useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useDeletePost } from '../api/delete-post';
import { useDislikePost } from '../api/dislike-post';
import { useLikePost } from '../api/like-post';
import { useSavePost } from '../api/save-post';
import { canManagePost } from '../utils/can-manage-post';
import { likeCountOf } from '../utils/post-fields';

interface PostActionsProps {
  post: Post;
  /** After a successful delete, e.g. to go to the post's board. */
  onDeleted: (post: Post) => void;
  /** Extra actions at the end of the row, e.g. the report and block menu. */
  menu?: ReactNode;
}

const actionClass = 'h-9 rounded-full px-3';

/** Like, comment count, save, share, and for the author or an administrator edit and delete. */
export function PostActions({ post, onDeleted, menu }: PostActionsProps) {
  const navigate = useNavigate();
  const { user } = useSession();
  const like = useLikePost();
  const dislike = useDislikePost();
  const disliked = post.likeStatus === -1;
  const save = useSavePost();
  const remove = useDeletePost();
  const [confirming, setConfirming] = useState(false);
  const liked = post.likeStatus === 1;
  const manage = canManagePost(user, post);

  const onLike = () => {
    if (!requireLogin()) return;
    like.mutate({ postId: post.id, liked: !liked, current: post });
  };

  const onDislike = () => {
    if (!requireLogin()) return;
    dislike.mutate({ postId: post.id, disliked: !disliked, current: post });
  };

  const onSave = () => {
    if (!requireLogin()) return;
    save.mutate({ postId: post.id, saved: !post.saved });
  };

  const onShare = async () => {
    try {
      await copyText(`${window.location.origin}/post/${post.id}`);
      showToast(ko.posts.linkCopied);
    } catch {
      showToast(ko.posts.copyFailed, 'error');
    }
  };

  const onEdit = () => {
    if (!canManagePost(getSessionUser(), post)) {
      showToast(postMessages.noEditPermission, 'error');
      return;
    }
    void navigate(`/edit-post/${post.id}`, { state: { post, boardName: post.boardName } });
  };

  const onDelete = () =>
    remove.mutate(post.id, {
      onSuccess: () => {
        setConfirming(false);
        showToast(postMessages.deleted);
        onDeleted(post);
      },
      onError: () => {
        setConfirming(false);
        showToast(ko.posts.deleteError, 'error');
      },
    });

  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3">
      <Button
        variant={liked ? 'primary' : 'secondary'}
        size="sm"
        className={actionClass}
        aria-pressed={liked}
        aria-label={ko.posts.countLabel(ko.posts.like, formatCount(likeCountOf(post)))}
        disabled={like.isPending}
        onClick={onLike}
      >
        <Heart aria-hidden="true" className={clsx('size-4', liked && 'fill-current')} />
        <span aria-hidden="true" className="tabular-nums">
          {formatCount(likeCountOf(post))}
        </span>
      </Button>
      <Button
        variant={disliked ? 'primary' : 'secondary'}
        size="sm"
        className={actionClass}
        aria-pressed={disliked}
        aria-label={ko.conventions.countLabel(
          ko.conventions.dislike,
          formatCount(Math.max(0, post.dislikes ?? 0)),
        )}
        disabled={dislike.isPending || like.isPending}
        onClick={onDislike}
      >
        <ThumbsDown aria-hidden="true" className={clsx('size-4', disliked && 'fill-current')} />
        <span aria-hidden="true" className="tabular-nums">
          {formatCount(Math.max(0, post.dislikes ?? 0))}
        </span>
      </Button>
      <a
        href="#comments"
        className="inline-flex h-9 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-sm font-medium hover:bg-surface-muted"
      >
        <MessageSquare aria-hidden="true" className="size-4" />
        <span className="sr-only">{ko.posts.comments}</span>
        <span className="tabular-nums">{formatCount(Math.max(0, post.commentCount ?? 0))}</span>
      </a>
      <Button
        size="sm"
        className={actionClass}
        aria-pressed={post.saved}
        disabled={save.isPending}
        onClick={onSave}
      >
        <Bookmark aria-hidden="true" className={clsx('size-4', post.saved && 'fill-current')} />
        {post.saved ? ko.posts.savedLabel : ko.posts.save}
      </Button>
      <Button size="sm" className={actionClass} onClick={() => void onShare()}>
        <Share2 aria-hidden="true" className="size-4" />
        {ko.posts.share}
      </Button>
      {manage && (
        <div className="ml-auto flex gap-2">
          <Button size="sm" variant="ghost" className={actionClass} onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            {ko.posts.edit}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className={clsx(actionClass, 'text-danger')}
            onClick={() => {
              setConfirming(true);
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {ko.posts.delete}
          </Button>
        </div>
      )}
      {menu && <div className={manage ? undefined : 'ml-auto'}>{menu}</div>}
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={ko.posts.deleteTitle}
        description={ko.posts.deleteBody}
        confirmLabel={ko.posts.delete}
        busyLabel={ko.posts.deleting}
        busy={remove.isPending}
        onConfirm={onDelete}
      />
    </div>
  );
}
