import type { Post } from '@myeolgong/contract/posts';
import { clsx } from 'clsx';
import { Image, Link2, Video } from 'lucide-react';
import * as ko from '../../../lib/i18n/ko';
import { videoOf } from '../utils/post-fields';

/** IMAGE, LINK and VIDEO posts carry a small label; a link to a video reads as a video. */
export function PostTypeBadge({
  post,
  className,
}: {
  post: Pick<Post, 'type'> & Partial<Post>;
  className?: string;
}) {
  const kind = videoOf(post) ? 'VIDEO' : post.type;
  if (kind !== 'IMAGE' && kind !== 'LINK' && kind !== 'VIDEO') return null;
  const Icon = kind === 'IMAGE' ? Image : kind === 'LINK' ? Link2 : Video;
  return (
    <span
      className={clsx(
        'inline-flex h-5 items-center gap-1 rounded-full bg-surface-muted px-2 text-[11px] font-medium text-fg-muted',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3" />
      {ko.posts.type[kind]}
    </span>
  );
}

/** 개념글: the mark of a post promoted at BEST_LIKES (on cards, table rows and the post page). */
export function BestBadge({ post, className }: { post: Pick<Post, 'best'>; className?: string }) {
  if (!post.best) return null;
  return (
    <span
      className={clsx(
        'inline-flex h-5 shrink-0 items-center rounded-full bg-amber-500/15 px-2 text-[11px] font-semibold text-amber-900 dark:text-amber-200',
        className,
      )}
    >
      {ko.conventions.bestBadge}
    </span>
  );
}
