import { z } from 'zod';

/** A comment (SPEC.md §3), with the alternative field names clients read. */
export const Comment = z
  .object({
    id: z.number().int(),
    commentId: z.number().int(),
    content: z.string(),
    postId: z.number().int(),
    postTitle: z.string().nullable(),
    parentId: z.number().int().nullable(),
    author: z.object({ id: z.number().int(), nickname: z.string() }),
    authorId: z.number().int(),
    userId: z.number().int(),
    authorNickname: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    uplikes: z.number().int(),
    likeCount: z.number().int(),
    likes: z.number().int(),
    /** 1 when the signed-in member likes the comment, else 0. */
    likeStatus: z.union([z.literal(0), z.literal(1)]),
    replyCount: z.number().int(),
    /** A deleted comment whose replies are still shown. */
    deleted: z.boolean(),
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof Comment>;
