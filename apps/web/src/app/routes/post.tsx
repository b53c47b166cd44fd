import { useParams } from 'react-router';
import { ErrorBlock } from '../../components/ui/error-block';
import { FeedColumn } from '../../components/ui/feed-column';
import { PostDetailSkeleton } from '../../features/posts/components/post-detail-skeleton';
import { parsePostId } from '../../features/posts/utils/post-id';
import { ko } from '../../lib/i18n/ko';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function PostRoute() {
  const postId = parsePostId(useParams().postId);
  useDocumentTitle(ko.posts.detailLabel);
  return (
    <FeedColumn>
      <h1 className="sr-only">{ko.posts.detailLabel}</h1>
      {postId === null ? <ErrorBlock message={ko.posts.invalidId} /> : <PostDetailSkeleton />}
    </FeedColumn>
  );
}
