import type { Post } from '@myeolgong/contract/posts';
import { authorName } from '../../lib/author-name';
import { sanitizeContent } from '../../lib/sanitize';
import type { PostListRow } from './posts.repository';

export function presentPost(row: PostListRow): Post {
  const nickname = authorName(row.author_id, row.author_nickname, row.author_deleted);
  const profileImage = row.author_deleted ? null : row.author_profile_image;
  const likes = Math.max(0, row.like_count);
  return {
    id: row.id,
    title: row.title,
    content: sanitizeContent(row.content),
    type: row.type,
    url: row.url,
    imageUrl: row.image_url,
    videoUrl: row.video_url,
    mediaUrl: row.video_url ?? row.image_url ?? row.images[0] ?? null,
    images: row.images,
    author: { id: row.author_id, nickname, profileImage },
    authorId: row.author_id,
    authorNickname: nickname,
    authorProfileImage: profileImage,
    boardId: row.board_id,
    boardName: row.board_name,
    boardDisplayName: row.board_display_name,
    boardPath: `/boards/${row.board_name}`,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    likeCount: likes,
    likes,
    uplikes: likes,
    uplikeCount: likes,
    commentCount: row.comment_count,
    viewCount: row.view_count,
    likeStatus: likeStatusOf(row.liked, row.disliked),
    userHasliked: row.liked,
    saved: row.saved,
    stocks: row.stocks,
    mentions: row.mentions,
    dislikes: Math.max(0, row.dislike_count),
    best: row.best_at !== null,
    notice: row.notice,
    category: row.category,
    editedAt: row.edited_at?.toISOString() ?? null,
    stance: row.stance,
    held: row.held_reason !== null,
    heldReason: row.held_reason,
  };
}

const likeStatusOf = (liked: boolean, disliked: boolean) => (liked ? 1 : disliked ? -1 : 0);

/** A post as one member sees it: their like, dislike and save on a post presented for everyone. */
export function withViewerState<T extends Post>(
  post: T,
  liked: boolean,
  saved: boolean,
  disliked = false,
): T {
  return { ...post, likeStatus: likeStatusOf(liked, disliked), userHasliked: liked, saved };
}
