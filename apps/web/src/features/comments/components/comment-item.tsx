import { HeldNotice } from '../../../components/ui/held-notice';
import type { Comment } from '@myeolgong/contract/comments';
import { clsx } from 'clsx';
import { Heart, MessageSquare, Pin } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { formatCount, formatRelativeTime } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { LinkedText } from '../../../lib/rich-text/linked-text';
import { likesOf } from '../utils/comment-order';
import {
  authorIdOf,
  authorNameOf,
  isPlaceholder,
  repliesOf,
  type ShownComment,
} from '../utils/comment-fields';
import { formCopyKeys } from '../../../lib/form-copy';
import { CommentForm } from './lazy-comment-form';

interface CommentThreadProps {
  viewerId: number | null;
  editingId: number | null;
  replyingToId: number | null;
  busy: { edit: boolean; reply: boolean };
  replyError: string | null;
  onEdit: (id: number | null) => void;
  onReply: (id: number | null) => void;
  onSubmitEdit: (comment: Comment, content: string) => void;
  onSubmitReply: (comment: Comment, content: string) => void;
  onDelete: (comment: Comment) => void;
  onLike: (comment: Comment) => void;
  /** Extra actions at the end of a comment's action row (report, block). */
  menu?: ((comment: Comment) => ReactNode) | undefined;
}

interface CommentItemProps extends CommentThreadProps {
  comment: ShownComment;
  depth?: number;
}

export function CommentItem({ comment, depth = 0, ...thread }: CommentItemProps) {
  const { viewerId, editingId, replyingToId, busy, replyError } = thread;
  const [expanded, setExpanded] = useState(false);
  const replies = repliesOf(comment);
  const name = authorNameOf(comment);
  // Deleted, blocked or hidden: a placeholder line with neither author nor actions, replies kept.
  const placeholder = isPlaceholder(comment);
  const mine = viewerId !== null && authorIdOf(comment) === viewerId && !placeholder;
  const temporary = comment.isTemporary === true;
  const likes = likesOf(comment);
  const liked = comment.likeStatus === 1;
  const editing = editingId === comment.id;

  return (
    <li
      aria-label={placeholder ? comment.content : ko.comments.itemLabel(name)}
      className={clsx('flex flex-col gap-2', depth > 0 && 'border-l-2 border-line pl-3')}
      data-comment-id={comment.id}
      data-placeholder={placeholder || undefined}
    >
      {placeholder ? null : (
        <div className="flex items-center gap-2 text-sm">
          <Avatar name={name} imageUrl={null} size={24} />
          <span className="font-semibold">{name}</span>
          {temporary ? <span className="text-fg-muted">{ko.comments.temporary}</span> : null}
          {comment.pinned ? (
            <span className="inline-flex items-center gap-1 text-xs text-brand">
              <Pin aria-hidden className="size-3" />
              {ko.comments.pinned}
            </span>
          ) : null}
          <time dateTime={comment.createdAt} className="text-xs text-fg-muted">
            {formatRelativeTime(comment.createdAt)}
          </time>
          {comment.editedAt && !comment.deleted ? (
            <time dateTime={comment.editedAt} className="text-xs text-fg-muted">
              {ko.conventions.edited(formatRelativeTime(comment.editedAt))}
            </time>
          ) : null}
        </div>
      )}
      {comment.held && !placeholder ? <HeldNotice reason={comment.heldReason} /> : null}

      {editing ? (
        <CommentForm
          label={ko.comments.editLabel}
          rows={2}
          initial={comment.content}
          submitLabel={ko.comments.save}
          busy={busy.edit}
          onCancel={() => thread.onEdit(null)}
          onSubmit={(content) => thread.onSubmitEdit(comment, content)}
          onEmpty={() => thread.onSubmitEdit(comment, '')}
        />
      ) : (
        <p
          className={clsx(
            'text-sm whitespace-pre-line break-words',
            placeholder && 'text-fg-muted italic',
          )}
        >
          {placeholder ? (
            comment.content
          ) : (
            <LinkedText
              text={comment.content}
              stocks={comment.stocks}
              mentions={comment.mentions}
            />
          )}
        </p>
      )}
      {temporary && comment.needsRelogin ? (
        <p className="text-xs text-fg-muted">{ko.comments.relogin}</p>
      ) : null}

      {!placeholder && !temporary && !editing ? (
        <div className="flex flex-wrap items-center gap-1 text-fg-muted">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={liked}
            aria-label={ko.comments.likeLabel(formatCount(likes))}
            onClick={() => thread.onLike(comment)}
          >
            <Heart aria-hidden className={clsx('size-4', liked && 'fill-current text-danger')} />
            <span>{formatCount(likes)}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => thread.onReply(replyingToId === comment.id ? null : comment.id)}
          >
            <MessageSquare aria-hidden className="size-4" />
            {ko.comments.reply}
          </Button>
          {mine ? (
            <>
              <Button variant="ghost" size="sm" onClick={() => thread.onEdit(comment.id)}>
                {ko.comments.edit}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => thread.onDelete(comment)}>
                {ko.comments.delete}
              </Button>
            </>
          ) : null}
          {thread.menu ? <div className="ml-auto">{thread.menu(comment)}</div> : null}
        </div>
      ) : null}

      {replyingToId === comment.id ? (
        <CommentForm
          label={ko.comments.replyLabel}
          placeholder={ko.comments.replyPlaceholder}
          rows={2}
          submitLabel={ko.comments.submit}
          copyKey={formCopyKeys.reply(comment.postId, comment.id)}
          busy={busy.reply}
          error={replyError}
          onCancel={() => thread.onReply(null)}
          onSubmit={(content) => {
            setExpanded(true);
            thread.onSubmitReply(comment, content);
          }}
        />
      ) : null}

      {replies.length > 0 ? (
        <div className="flex flex-col gap-2">
          <Button
            variant="ghost"
            size="sm"
            className="self-start text-brand"
            aria-expanded={expanded}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? ko.comments.hideReplies : ko.comments.showReplies(replies.length)}
          </Button>
          {expanded ? (
            <ul className="flex flex-col gap-3">
              {replies.map((reply) => (
                <CommentItem key={reply.id} comment={reply} depth={depth + 1} {...thread} />
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
