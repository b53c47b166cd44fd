import { postsSave } from '@myeolgong/contract/endpoints/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { showToast } from '../../../lib/toast';
import { patchPostEverywhere, restoreSnapshot } from '../utils/patch-post';

function savePost({ postId, saved }: { postId: number; saved: boolean }) {
  return call(postsSave, { params: { id: postId }, body: { saved } });
}

/** Saves or un-saves with the button changed at once; a failure puts it back. */
export function useSavePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    onMutate: ({ postId, saved }) => ({
      snapshot: patchPostEverywhere(client, postId, { saved }),
    }),
    onError: (_error, _input, context) => restoreSnapshot(client, context?.snapshot),
    onSuccess: (result, { postId }) => {
      patchPostEverywhere(client, postId, { saved: result.saved });
      showToast(result.saved ? ko.posts.savedToast : ko.posts.unsavedToast);
    },
  });
}
