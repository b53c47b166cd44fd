import { z } from 'zod';

export const PostType = z.enum(['TEXT', 'IMAGE', 'LINK', 'VIDEO', 'POLL']);
export type PostType = z.infer<typeof PostType>;

export const PostAuthor = z.object({
  id: z.number().int(),
  nickname: z.string(),
  profileImage: z.string().nullable(),
});

/**
 * A post with every field of SPEC.md §3, including the alternative names clients read
 * (likes/uplikes/uplikeCount = likeCount, mediaUrl = the post's main media).
 */
export const Post = z
  .object({
    id: z.number().int(),
    title: z.string(),
    /** Sanitised: plain text, or the limited HTML of CONTRACT.md. */
    content: z.string(),
    type: PostType,
    url: z.string().nullable(),
    imageUrl: z.string().nullable(),
    videoUrl: z.string().nullable(),
    mediaUrl: z.string().nullable(),
    images: z.array(z.string()),
    author: PostAuthor,
    authorId: z.number().int(),
    authorNickname: z.string(),
    authorProfileImage: z.string().nullable(),
    boardId: z.number().int(),
    boardName: z.string(),
    boardDisplayName: z.string(),
    /** The web path of the board, e.g. /boards/stock. */
    boardPath: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    likeCount: z.number().int(),
    likes: z.number().int(),
    uplikes: z.number().int(),
    uplikeCount: z.number().int(),
    commentCount: z.number().int(),
    viewCount: z.number().int(),
    /** 1 when the signed-in member likes the post, else 0. */
    likeStatus: z.union([z.literal(0), z.literal(1)]),
    userHasliked: z.boolean(),
    /** Whether the signed-in member saved the post. */
    saved: z.boolean(),
  })
  .meta({ id: 'Post' });
export type Post = z.infer<typeof Post>;

/** How a post's author is named when the account is gone or has no nickname yet. */
export const deletedAuthorName = '탈퇴한 사용자';
export const unnamedAuthor = (id: number) => `사용자 ${id}`;
