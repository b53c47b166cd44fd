import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../components/ui/error-block';
import { FeedColumn } from '../../components/ui/feed-column';
import { boardsQueryKey, useBoards } from '../../features/boards/api/get-boards';
import { LinkPreviewSkeleton } from '../../features/link-preview/components/link-preview-skeleton';
import {
  LazyContentMenu,
  MenuPlaceholder,
} from '../../features/moderation/components/lazy-content-menu';
import { RestrictionNotice } from '../../features/moderation/components/restriction-notice';
import { PostDetail } from '../../features/posts/components/post-detail';
import { PostNavigation } from '../../features/posts/components/post-navigation';
import { patchPostEverywhere } from '../../features/posts/utils/patch-post';
import { boardPathOf } from '../../features/posts/utils/post-fields';
import { parsePostId } from '../../features/posts/utils/post-id';
import { appEvents, useAppEvent } from '../../lib/events';
import * as ko from '../../lib/i18n/ko';
import { useDocumentTitle } from '../../lib/use-document-title';
import { lazyWithRetry } from '../../lib/lazy-with-retry';

// The ⋯ menu is not needed to show the post: its code loads after the page's.
const PostMenu = lazyWithRetry(() => import('../post-menu'));
// Below the fold: the comment section and its STOMP client load after the post.
const CommentSection = lazyWithRetry(
  () => import('../../features/comments/components/comment-section'),
);
// Only LINK posts show it, after a skeleton of at least 0.1 s (SPEC.md §4/§9): its code downloads
// with the first one instead of with every post.
const LinkPreviewCard = lazyWithRetry(() =>
  import('../../features/link-preview/components/link-preview-card').then((module) => ({
    default: module.LinkPreviewCard,
  })),
);

export default function PostRoute() {
  const postId = parsePostId(useParams().postId);
  const navigate = useNavigate();
  const client = useQueryClient();
  // The shell's list of boards (in the server's page too): the board's count sizes the place the
  // list around the post keeps.
  const boards = useBoards().data;
  // The comment section reports new counts (its own changes and live ones) for the post's header.
  useAppEvent(appEvents.commentCountUpdated, (detail) => {
    if (detail.postId === postId) {
      patchPostEverywhere(client, postId, { commentCount: detail.commentCount });
    }
  });

  if (postId === null) return <InvalidPostId />;
  return (
    <FeedColumn>
      <PostDetail
        key={postId}
        postId={postId}
        onDeleted={(post) => {
          // The board's post count changed.
          void client.invalidateQueries({ queryKey: boardsQueryKey });
          void navigate(boardPathOf(post), { replace: true });
        }}
        renderLink={(url) => (
          <Suspense fallback={<LinkPreviewSkeleton />}>
            <LinkPreviewCard url={url} />
          </Suspense>
        )}
        menu={(post) => (
          <Suspense fallback={<MenuPlaceholder />}>
            <PostMenu post={post} />
          </Suspense>
        )}
        after={(post) => (
          <>
            <PostNavigation
              post={post}
              boardPostCount={boards?.find((board) => board.name === post.boardName)?.postCount}
            />
            <section id="comments" aria-label={ko.posts.commentsLabel}>
              <RestrictionNotice className="mb-4" />
              <Suspense
                fallback={<p className="py-6 text-sm text-fg-muted">{ko.common.loading}</p>}
              >
                <CommentSection
                  postId={postId}
                  commentCount={post.commentCount}
                  commentMenu={(comment) =>
                    comment.deleted ? null : (
                      <LazyContentMenu
                        compact
                        targetType="COMMENT"
                        targetId={comment.id}
                        authorId={comment.author?.id ?? comment.authorId ?? null}
                        authorName={comment.authorNickname}
                      />
                    )
                  }
                />
              </Suspense>
            </section>
          </>
        )}
      />
    </FeedColumn>
  );
}

function InvalidPostId() {
  useDocumentTitle(ko.posts.detailLabel);
  return (
    <FeedColumn>
      <h1 className="sr-only">{ko.posts.detailLabel}</h1>
      <ErrorBlock message={ko.posts.invalidId} wayOut />
    </FeedColumn>
  );
}
