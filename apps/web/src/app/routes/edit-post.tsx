import { useParams } from 'react-router';
import { ErrorBlock } from '../../components/ui/error-block';
import { FeedColumn } from '../../components/ui/feed-column';
import { PageHeader } from '../../components/ui/page-header';
import { PostEditorSkeleton } from '../../features/posts/components/post-editor-skeleton';
import { ko } from '../../lib/i18n/ko';
import { parsePostId } from '../../features/posts/utils/post-id';

export default function EditPostRoute() {
  const postId = parsePostId(useParams().postId);
  return (
    <FeedColumn>
      <PageHeader title={ko.posts.editTitle} />
      {postId === null ? <ErrorBlock message={ko.posts.invalidId} /> : <PostEditorSkeleton />}
    </FeedColumn>
  );
}
