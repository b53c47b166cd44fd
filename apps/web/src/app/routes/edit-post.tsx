import { type Post, postMessages } from '@myeolgong/contract/posts';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { ErrorBlock } from '../../components/ui/error-block';
import { FeedColumn } from '../../components/ui/feed-column';
import { PageHeader } from '../../components/ui/page-header';
import { RestrictionNotice } from '../../features/moderation/components/restriction-notice';
import { boardsQueryKey, useBoards } from '../../features/boards/api/get-boards';
import { defaultBoards } from '../../features/boards/utils/fallback-boards';
import { useMediaUploader } from '../../features/files/api/get-files-status';
import { usePost } from '../../features/posts/api/get-post';
import { PostEditorSkeleton } from '../../features/posts/components/post-editor-skeleton';
import { PostForm } from '../../features/posts/components/post-form';
import type { PostFormCopy } from '../../features/posts/hooks/use-post-form';
import { stockPicker } from '../stock-picker';
import { canManagePost } from '../../features/posts/utils/can-manage-post';
import { draftBodyToFormValues, postToFormValues } from '../../features/posts/utils/post-form';
import { parsePostId } from '../../features/posts/utils/post-id';
import { formCopyKeys, readFormCopy } from '../../lib/form-copy';
import * as ko from '../../lib/i18n/ko';
import { useSession } from '../../lib/session';

export default function EditPostRoute() {
  const postId = parsePostId(useParams().postId);
  return (
    <FeedColumn>
      <PageHeader title={ko.posts.editTitle} />
      <RestrictionNotice className="mt-4" />
      {postId === null ? (
        <ErrorBlock message={ko.posts.invalidId} />
      ) : (
        <EditPost key={postId} postId={postId} />
      )}
    </FeedColumn>
  );
}

/** The post from the navigation state (the detail page's edit button), else from the server. */
function statePost(state: unknown, postId: number): Post | undefined {
  const post = (state as { post?: Post } | null)?.post;
  return post && typeof post === 'object' && post.id === postId ? post : undefined;
}

function EditPost({ postId }: { postId: number }) {
  const fromState = statePost(useLocation().state, postId);
  const query = usePost(postId, { enabled: !fromState });
  const boards = useBoards();
  const uploader = useMediaUploader();
  const client = useQueryClient();
  const { user } = useSession();
  const post = fromState ?? query.data;
  const options = boards.data ?? (boards.isError ? defaultBoards() : undefined);

  if (!post) {
    if (query.isError) {
      return (
        <ErrorBlock
          message={ko.posts.form.loadError}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    return <PostEditorSkeleton />;
  }
  if (!canManagePost(user, post)) return <ErrorBlock message={postMessages.noEditPermission} />;
  if (!options) return <PostEditorSkeleton />;
  // What was being typed in this tab before a reload (lib/form-copy.ts), else the post.
  const copy = readFormCopy<PostFormCopy>(formCopyKeys.editPost(postId));
  return (
    <PostForm
      contentAddon={stockPicker}
      copyKey={formCopyKeys.editPost(postId)}
      initialValues={copy ? draftBodyToFormValues(copy.body) : postToFormValues(post)}
      boards={options}
      uploader={uploader}
      postId={postId}
      onSaved={() => void client.invalidateQueries({ queryKey: boardsQueryKey })}
    />
  );
}
