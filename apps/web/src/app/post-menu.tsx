import type { Post } from '@myeolgong/contract/posts';
import { ContentMenu } from '../features/moderation/components/content-menu';
import { NoticeActions } from '../features/posts/components/notice-actions';
import { authorIdOf, authorNameOf } from '../features/posts/utils/post-fields';
import { FollowMenuItem } from '../features/users/components/follow-menu-item';

/**
 * A post's ⋯ menu (features/moderation) with the operators' 공지 items (features/posts) and 팔로우
 * of the author (features/users): loaded
 * apart from the post page's code (app/routes/post.tsx), as nothing of it is needed to show the post.
 */
export default function PostMenu({ post }: { post: Post }) {
  const authorId = authorIdOf(post);
  return (
    <ContentMenu
      targetType="POST"
      targetId={post.id}
      authorId={authorId}
      authorName={authorNameOf(post)}
      boardName={post.boardName}
      operatorActions={<NoticeActions post={post} />}
      authorActions={
        authorId !== null && <FollowMenuItem authorId={authorId} name={authorNameOf(post)} />
      }
    />
  );
}
