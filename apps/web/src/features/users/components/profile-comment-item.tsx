import type { Comment } from '@myeolgong/contract/comments';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount, formatListTime } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';

/** A comment in a profile list: the post it belongs to (linked), the text, time and likes. */
export function ProfileCommentItem({ comment }: { comment: Comment }) {
  const likes = Math.max(0, comment.likeCount ?? comment.uplikes ?? comment.likes ?? 0);
  return (
    <article className="space-y-1.5">
      <p className="text-xs text-fg-muted">
        <span className="sr-only">{ko.profile.commentOn}: </span>
        <Link
          to={`/post/${comment.postId}`}
          className="font-medium text-fg hover:text-brand hover:underline"
        >
          {comment.postTitle || ko.profile.untitledPost}
        </Link>
      </p>
      <p className="line-clamp-3 text-sm break-words whitespace-pre-line">{comment.content}</p>
      <p className="flex gap-4 text-xs text-fg-muted tabular-nums">
        <time dateTime={comment.createdAt}>{formatListTime(comment.createdAt)}</time>
        <span className="inline-flex items-center gap-1">
          <Heart aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{ko.profile.likes}</span>
          {formatCount(likes)}
        </span>
      </p>
    </article>
  );
}
