import { FeedColumn } from '../../components/ui/feed-column';
import { PageHeader } from '../../components/ui/page-header';
import { PostEditorSkeleton } from '../../features/posts/components/post-editor-skeleton';
import { ko } from '../../lib/i18n/ko';

export default function SubmitRoute() {
  return (
    <FeedColumn>
      <PageHeader title={ko.posts.writeTitle} />
      <PostEditorSkeleton />
    </FeedColumn>
  );
}
