import type { Comment } from '@myeolgong/contract/comments';
import type { Paged } from '@myeolgong/contract/paging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appEvents, emitAppEvent } from '../../../lib/events';
import { postCommentsQueryKey } from '../api/comments-query-key';
import { createComment } from '../api/create-comment';
import { deleteComment } from '../api/delete-comment';
import { updateComment } from '../api/update-comment';
import { insertComment, mapComment, updatePage } from '../utils/comment-tree';

export function useCommentMutations(postId: number) {
  const client = useQueryClient();
  const queryKey = postCommentsQueryKey(postId);

  const create = useMutation({
    mutationFn: createComment,
    onSuccess: (comment) => {
      client.setQueriesData<Paged<Comment>>({ queryKey }, (page) =>
        updatePage(page, (comments) => insertComment(comments, comment)),
      );
    },
  });

  const update = useMutation({
    mutationFn: updateComment,
    onSuccess: (comment) => {
      client.setQueriesData<Paged<Comment>>({ queryKey }, (page) =>
        updatePage(page, (comments) =>
          mapComment(comments, comment.id, (shown) => ({
            ...shown,
            content: comment.content,
            updatedAt: comment.updatedAt,
          })),
        ),
      );
    },
  });

  const remove = useMutation({
    mutationFn: deleteComment,
    onSuccess: (result) => {
      // A deleted comment with replies stays as '삭제된 댓글입니다.': the server's list says which.
      void client.invalidateQueries({ queryKey });
      if (typeof result.commentCount === 'number') {
        emitAppEvent(appEvents.commentCountUpdated, { postId, commentCount: result.commentCount });
      }
    },
  });

  return { create, update, remove };
}
