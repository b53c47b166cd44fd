import { HeldNotice } from '../../../components/ui/held-notice';
import type { Post } from '@myeolgong/contract/posts';
import { Eye } from 'lucide-react';
import { type ReactNode, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { ErrorBlock } from '../../../components/ui/error-block';
import { formatCount, formatDateTime, formatRelativeTime } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePost } from '../api/get-post';
import { useRecordPostView } from '../api/record-post-view';
import { usePostLikeStream } from '../hooks/use-post-like-stream';
import { postLoadErrorMessage } from '../utils/load-errors';
import { authorIdOf, authorNameOf, boardPathOf, imagesOf, videoOf } from '../utils/post-fields';
import { PostActions } from './post-actions';
import { PostContent } from './post-content';
import type { ViewerImage } from './image-zoom-modal';
import { PostDetailSkeleton } from './post-detail-skeleton';
import { PostMedia } from './post-media';
import { BestBadge, PostTypeBadge, StanceBadge } from './post-type-badge';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';

const ImageZoomModal = lazyWithRetry(() => import('./image-zoom-modal'));
// Only readers who open 수정 이력 download it and its diff library.
const RevisionHistory = lazyWithRetry(() => import('./revision-history'));

/** A post that may be the error object of SPEC.md §3 (id -1 with a message). */
type LoadedPost = Post & { message?: string; errorMessage?: string };

interface PostDetailProps {
  postId: number;
  onDeleted: (post: Post) => void;
  /** Rendered under the post once it has loaded: the comment section. */
  after?: (post: Post) => ReactNode;
  /** The preview card of an outside link (SPEC.md §2 'link previews'). */
  renderLink?: (url: string) => ReactNode;
  /** Extra actions at the end of the post's action row (report, block). */
  menu?: (post: Post) => ReactNode;
}

/** The post page's states (SPEC.md §4): loading, error with retry, or the post. */
export function PostDetail({ postId, onDeleted, after, renderLink, menu }: PostDetailProps) {
  const query = usePost(postId);
  const post = query.data as LoadedPost | undefined;
  const valid = post !== undefined && typeof post.id === 'number' && post.id > 0;
  useRecordPostView(valid ? post.id : null);
  usePostLikeStream(valid ? post.id : null);
  useDocumentTitle(valid ? post.title?.trim() || ko.posts.untitled : ko.posts.detailLabel);

  if (query.isPending) {
    return (
      <>
        <h1 className="sr-only">{ko.posts.detailLabel}</h1>
        <PostDetailSkeleton />
      </>
    );
  }
  if (!post) {
    return (
      <ErrorBlock
        message={postLoadErrorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        wayOut={query.error instanceof ApiError && query.error.status === 404}
      />
    );
  }
  if (!valid) {
    // SPEC.md §5: id -1 is an error object whose message is shown; any other id is bad data.
    const message =
      post.id === -1 ? post.errorMessage || post.message || post.content : ko.posts.invalidData;
    return <ErrorBlock message={message || ko.posts.invalidData} />;
  }
  return (
    <>
      <PostArticle post={post} onDeleted={onDeleted} renderLink={renderLink} menu={menu} />
      {after?.(post)}
    </>
  );
}

function PostArticle({
  post,
  onDeleted,
  renderLink,
  menu,
}: {
  post: Post;
  onDeleted: (post: Post) => void;
  renderLink?: (url: string) => ReactNode;
  menu: PostDetailProps['menu'];
}) {
  const [zoom, setZoom] = useState<{ images: ViewerImage[]; index: number | null }>({
    images: [],
    index: null,
  });
  const articleRef = useRef<HTMLElement>(null);
  const [zoomUsed, setZoomUsed] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const title = post.title?.trim() || ko.posts.untitled;
  const authorId = authorIdOf(post);
  const authorName = authorNameOf(post);
  const hasMedia = Boolean(videoOf(post) || post.url || imagesOf(post).length > 0);

  const openZoom = (src: string, alt: string) => {
    setZoomUsed(true);
    // The viewer pages through every picture of the post: the attached ones, then the text's.
    const attached = imagesOf(post).map((url, i) => ({
      src: url,
      alt: ko.posts.imageAlt(title, i + 1),
    }));
    const inText = [
      ...(articleRef.current?.querySelectorAll<HTMLImageElement>('[data-post-content] img') ?? []),
    ].map((img) => ({ src: img.src, alt: img.alt }));
    const images = [...attached, ...inText].filter(
      (image, i, all) => image.src !== '' && all.findIndex((o) => o.src === image.src) === i,
    );
    const index = images.findIndex((image) => image.src === src);
    setZoom(index < 0 ? { images: [{ src, alt }], index: 0 } : { images, index });
  };

  return (
    <article
      ref={articleRef}
      aria-labelledby="post-title"
      className="space-y-4 rounded-xl border border-line bg-surface p-4 md:p-6"
    >
      <header className="space-y-2">
        {post.held && <HeldNotice reason={post.heldReason} />}
        <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-fg-muted">
          <Link
            to={boardPathOf(post)}
            className="font-semibold text-fg hover:text-brand hover:underline"
          >
            {post.boardDisplayName || post.boardName || ko.boards.allTitle}
          </Link>
          <span aria-hidden="true">·</span>
          <time dateTime={post.createdAt} title={formatDateTime(post.createdAt) ?? undefined}>
            {formatRelativeTime(post.createdAt)}
          </time>
          {post.editedAt && (
            <>
              <time dateTime={post.editedAt} title={formatDateTime(post.editedAt) ?? undefined}>
                ({ko.conventions.edited(formatRelativeTime(post.editedAt))})
              </time>
              <button
                type="button"
                aria-expanded={historyOpen}
                className="text-brand hover:underline"
                onClick={() => setHistoryOpen((open) => !open)}
              >
                {historyOpen ? ko.conventions.hideRevisions : ko.conventions.revisions}
              </button>
            </>
          )}
          <PostTypeBadge post={post} />
          <BestBadge post={post} />
          <StanceBadge post={post} />
        </p>
        <h1 id="post-title" className="text-xl font-bold tracking-tight break-words md:text-2xl">
          {post.category && <span className="text-fg-muted">[{post.category}] </span>}
          {title}
        </h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
          <span className="inline-flex items-center gap-2">
            <Avatar
              name={authorName}
              imageUrl={post.author?.profileImage ?? post.authorProfileImage}
              size={24}
              className="size-6 text-xs"
            />
            <span>{ko.posts.postedBy}</span>
            {authorId !== null ? (
              <Link
                to={`/profile/${authorId}`}
                className="font-medium text-fg hover:text-brand hover:underline"
              >
                {authorName}
              </Link>
            ) : (
              <span className="font-medium text-fg">{authorName}</span>
            )}
          </span>
          <span className="inline-flex items-center gap-1 tabular-nums">
            <Eye aria-hidden="true" className="size-4" />
            {ko.posts.countLabel(ko.posts.views, formatCount(Math.max(0, post.viewCount ?? 0)))}
          </span>
        </div>
      </header>
      {historyOpen && (
        <section aria-label={ko.conventions.revisions} className="space-y-2">
          <Suspense fallback={<p className="text-sm text-fg-muted">{ko.common.loading}</p>}>
            <RevisionHistory post={post} />
          </Suspense>
        </section>
      )}

      <PostMedia post={post} title={title} onZoom={openZoom} renderLink={renderLink} />
      <PostContent
        content={post.content ?? ''}
        stocks={post.stocks}
        mentions={post.mentions}
        placeholder={!hasMedia}
        onZoom={openZoom}
      />
      <PostActions post={post} onDeleted={onDeleted} menu={menu?.(post)} />

      {zoomUsed && (
        <Suspense fallback={null}>
          <ImageZoomModal
            images={zoom.images}
            index={zoom.index}
            // The pictures stay while the viewer fades out.
            onClose={() => setZoom((current) => ({ ...current, index: null }))}
          />
        </Suspense>
      )}
    </article>
  );
}
