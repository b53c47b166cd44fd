import type { Post } from '@myeolgong/contract/posts';
import { Heart, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount, formatListTime } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';

/** A post in a profile list: board and time, title linking to the post, likes and comments. */
export function ProfilePostItem({ post }: { post: Post }) {
  // SPEC.md §4: like counts in profile lists never go below 0.
  const likes = Math.max(0, post.likeCount ?? post.likes ?? 0);
  const comments = Math.max(0, post.commentCount ?? 0);
  const boardPath = post.boardPath || `/boards/${post.boardName}`;
  return (
    <article className="space-y-1.5">
      <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-fg-muted">
        {post.boardDisplayName && (
          <>
            <Link to={boardPath} className="font-medium text-fg hover:text-brand">
              {post.boardDisplayName}
            </Link>
            <span aria-hidden="true">·</span>
          </>
        )}
        <time dateTime={post.createdAt}>{formatListTime(post.createdAt)}</time>
      </p>
      <h3 className="font-semibold break-words">
        <Link to={`/post/${post.id}`} className="hover:text-brand hover:underline">
          {post.title || ko.profile.untitledPost}
        </Link>
      </h3>
      <p className="flex gap-4 text-xs text-fg-muted tabular-nums">
        <span className="inline-flex items-center gap-1">
          <Heart aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{ko.profile.likes}</span>
          {formatCount(likes)}
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageSquare aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{ko.profile.comments}</span>
          {formatCount(comments)}
        </span>
      </p>
    </article>
  );
}
