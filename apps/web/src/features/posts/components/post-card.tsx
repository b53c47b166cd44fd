import type { Post } from '@myeolgong/contract/posts';
import { clsx } from 'clsx';
import { Eye, Heart, ImageOff, MessageSquare, Play } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { formatCount, formatDate, formatListTime, formatRelativeTime } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import {
  authorIdOf,
  authorNameOf,
  boardPathOf,
  contentExcerpt,
  hostOf,
  imagesOf,
  likeCountOf,
  youtubeIdOf,
} from '../utils/post-fields';
import { BestBadge, PostTypeBadge, StanceBadge } from './post-type-badge';

interface PostCardProps {
  post: Post | null | undefined;
  /** h2 when the cards sit right under the page's h1, h3 inside a titled section. */
  headingLevel?: 'h2' | 'h3';
  /** SPEC.md §4: cards say weeks, months, years ago; search lists switch to the date after 30 days. */
  timeStyle?: 'card' | 'list';
  /** Beside the author's name, e.g. a stock discussion's record badge (composed by the page). */
  authorBadge?: ((authorId: number) => ReactNode) | undefined;
}

/** A post in a list: board, author, time, type, title, excerpt, thumbnail and counts. */
export function PostCard({
  post,
  headingLevel: Heading = 'h2',
  timeStyle = 'card',
  authorBadge,
}: PostCardProps) {
  if (!post || typeof post.id !== 'number' || post.id <= 0) {
    return (
      <article className="rounded-xl border border-dashed border-line bg-surface p-4 text-sm text-fg-muted">
        {ko.posts.cardUnavailable}
      </article>
    );
  }

  const title = post.title?.trim() || ko.posts.untitled;
  const authorId = authorIdOf(post);
  const excerpt = post.type === 'IMAGE' ? '' : contentExcerpt(post.content);
  const youtubeId = youtubeIdOf(post);
  const image = post.type === 'IMAGE' ? imagesOf(post)[0] : undefined;
  const thumbnail =
    image ?? (youtubeId ? `https://i.ytimg.com/vi/${youtubeId}/mqdefault.jpg` : null);
  const linkHost = post.type === 'LINK' && post.url && !youtubeId ? hostOf(post.url) : null;
  const fullDate = formatDate(post.createdAt) ?? undefined;

  return (
    // content-visibility: the browser lays out and paints only the cards near the screen; a feed's
    // 20 cards were most of the first visit's layout time (docs/performance.md, issue 23). Not on
    // a list's first five: near the screen from the start, they would first take the placeholder
    // size and then their own, a layout shift (CLS 0.07–0.1 on /home and /boards/all).
    <article className="group relative rounded-xl border border-line bg-surface p-4 transition-colors focus-within:border-brand/50 hover:border-brand/40 [li:nth-child(n+6)>&]:[contain-intrinsic-size:auto_168px] [li:nth-child(n+6)>&]:[content-visibility:auto]">
      <div className="flex gap-3">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-fg-muted">
            <Link
              to={boardPathOf(post)}
              className="relative z-10 font-semibold text-fg hover:text-brand hover:underline"
            >
              {post.boardDisplayName || post.boardName || ko.boards.allTitle}
            </Link>
            <span aria-hidden="true">·</span>
            {authorId !== null ? (
              <Link
                to={`/profile/${authorId}`}
                className="relative z-10 hover:text-fg hover:underline"
              >
                {authorNameOf(post)}
              </Link>
            ) : (
              <span>{authorNameOf(post)}</span>
            )}
            {authorId !== null && authorBadge?.(authorId)}
            <span aria-hidden="true">·</span>
            <time dateTime={post.createdAt} title={fullDate}>
              {timeStyle === 'list'
                ? formatListTime(post.createdAt)
                : formatRelativeTime(post.createdAt)}
            </time>
            <PostTypeBadge post={post} className="ml-0.5" />
            <BestBadge post={post} className="ml-0.5" />
            <StanceBadge post={post} className="ml-0.5" />
          </p>
          <Heading className="mt-1.5 text-base leading-snug font-semibold break-words">
            {/* The title's link covers the card, so the whole card opens the post. */}
            <Link
              to={`/post/${post.id}`}
              className="outline-none group-hover:text-brand after:absolute after:inset-0 after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-ring"
            >
              <span className="line-clamp-2">
                {post.category && <span className="text-fg-muted">[{post.category}] </span>}
                {title}
              </span>
            </Link>
          </Heading>
          {excerpt && <p className="mt-1 line-clamp-2 text-sm text-fg-muted">{excerpt}</p>}
          {linkHost && <p className="mt-1 truncate text-xs text-brand">{linkHost}</p>}
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-muted tabular-nums">
            <Count icon={<Heart />} label={ko.posts.likes} value={likeCountOf(post)} />
            <Count icon={<MessageSquare />} label={ko.posts.comments} value={post.commentCount} />
            <Count icon={<Eye />} label={ko.posts.views} value={post.viewCount} />
          </p>
        </div>
        {thumbnail && <Thumbnail src={thumbnail} video={!image && Boolean(youtubeId)} />}
      </div>
    </article>
  );
}

function Count({ icon, label, value }: { icon: ReactNode; label: string; value?: number }) {
  const shown = formatCount(Math.max(0, value ?? 0));
  return (
    <span className="inline-flex items-center gap-1 [&_svg]:size-3.5" title={label}>
      <span aria-hidden="true">{icon}</span>
      <span className="sr-only">{ko.posts.countLabel(label, shown)}</span>
      <span aria-hidden="true">{shown}</span>
    </span>
  );
}

/** A fixed box, so the card does not move when the picture arrives or fails. */
function Thumbnail({ src, video }: { src: string; video: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <div
      aria-hidden="true"
      className="relative flex h-[72px] w-24 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface-muted text-fg-muted sm:h-[81px] sm:w-36"
    >
      {failed ? (
        !video && <ImageOff className="size-5" />
      ) : (
        <img
          src={src}
          alt=""
          width={144}
          height={81}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      )}
      {video && (
        <span
          className={clsx(
            'absolute inset-0 m-auto flex size-8 items-center justify-center rounded-full bg-black/60 text-white',
          )}
        >
          <Play className="ml-0.5 size-4 fill-current" />
        </span>
      )}
    </div>
  );
}

export function PostCardSkeletons({ count = 3 }: { count?: number }) {
  return Array.from({ length: count }, (_, index) => (
    <div
      key={index}
      aria-hidden="true"
      className="flex gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <div className="min-w-0 flex-1 space-y-2.5">
        <div className="h-3.5 w-40 animate-pulse rounded bg-surface-muted" />
        <div className="h-5 w-3/4 animate-pulse rounded bg-surface-muted" />
        <div className="h-4 w-full animate-pulse rounded bg-surface-muted" />
        <div className="flex gap-4 pt-1">
          <div className="h-3.5 w-10 animate-pulse rounded bg-surface-muted" />
          <div className="h-3.5 w-10 animate-pulse rounded bg-surface-muted" />
          <div className="h-3.5 w-10 animate-pulse rounded bg-surface-muted" />
        </div>
      </div>
    </div>
  ));
}
