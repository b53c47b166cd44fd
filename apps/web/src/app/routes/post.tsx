import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../components/ui/error-block';
import { FeedColumn } from '../../components/ui/feed-column';
import { boardsQueryKey } from '../../features/boards/api/get-boards';
import { PostDetail } from '../../features/posts/components/post-detail';
import { boardPathOf } from '../../features/posts/utils/post-fields';
import { parsePostId } from '../../features/posts/utils/post-id';
import { ko } from '../../lib/i18n/ko';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function PostRoute() {
  const postId = parsePostId(useParams().postId);
  const navigate = useNavigate();
  const client = useQueryClient();

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
        // The comment section mounts here.
        after={() => <section id="comments" aria-label={ko.posts.commentsLabel} />}
      />
    </FeedColumn>
  );
}

function InvalidPostId() {
  useDocumentTitle(ko.posts.detailLabel);
  return (
    <FeedColumn>
      <h1 className="sr-only">{ko.posts.detailLabel}</h1>
      <ErrorBlock message={ko.posts.invalidId} />
    </FeedColumn>
  );
}
