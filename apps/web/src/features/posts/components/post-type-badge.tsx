import type { Post } from '@myeolgong/contract/posts';
import { stanceLabels, type Stance } from '@myeolgong/contract/sentiment';
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

const stanceTone = {
  BUY: 'bg-rise/10 text-rise',
  SELL: 'bg-fall/10 text-fall',
  HOLD: 'bg-surface-muted text-fg-muted',
} as const satisfies Record<Stance, string>;

/**
 * 매수·매도 의견: its author's stance on the post's first stock when it was posted (CONTRACT.md
 * 'Member sentiment'), on cards and the post page; nothing when the post has none.
 */
export function StanceBadge({
  post,
  className,
}: {
  post: Pick<Post, 'stance'> & Partial<Pick<Post, 'stocks'>>;
  className?: string;
}) {
  if (!post.stance) return null;
  const label = ko.posts.stanceBadge(stanceLabels[post.stance], post.stocks?.[0]?.stockName);
  return (
    <span
      title={label}
      className={clsx(
        'inline-flex h-5 shrink-0 items-center rounded-full px-2 text-[11px] font-semibold',
        stanceTone[post.stance],
        className,
      )}
    >
      <span aria-hidden="true">{stanceLabels[post.stance]}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
