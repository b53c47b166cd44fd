import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { FeedColumn } from '../../components/ui/feed-column';
import { PageHeader } from '../../components/ui/page-header';
import { boardsQueryKey, useBoards } from '../../features/boards/api/get-boards';
import { defaultBoards } from '../../features/boards/utils/fallback-boards';
import { useMediaUploader } from '../../features/files/api/get-files-status';
import { RestrictionNotice } from '../../features/moderation/components/restriction-notice';
import { PostEditorSkeleton } from '../../features/posts/components/post-editor-skeleton';
import { PostForm } from '../../features/posts/components/post-form';
import type { PostFormCopy } from '../../features/posts/hooks/use-post-form';
import {
  draftBodyToFormValues,
  draftToFormValues,
  emptyPostForm,
  type PostFormValues,
} from '../../features/posts/utils/post-form';
import { DraftsBar } from '../../features/posts/components/drafts-bar';
import type { Draft, DraftBody } from '@myeolgong/contract/drafts';
import { useState } from 'react';
import { stockPicker } from '../stock-picker';
import { clearFormCopy, formCopyKeys, readFormCopy } from '../../lib/form-copy';
import * as ko from '../../lib/i18n/ko';

/** `?stock=삼성전자` (종목토론's write button): the text starts with that stock mentioned. */
function mentionText(stock: string | null): string {
  const name = stock?.trim() ?? '';
  return name && name.length <= 30 && !/[\s$]/.test(name.replace(/ /g, '')) ? `$${name} ` : '';
}

/** /submit, optionally ?boardName= to start in that board and ?stock= with a stock mentioned. */
export default function SubmitRoute() {
  const [params] = useSearchParams();
  const client = useQueryClient();
  const boards = useBoards();
  const uploader = useMediaUploader();
  const options = boards.data ?? (boards.isError ? defaultBoards() : undefined);
  const requested = (params.get('boardName') ?? '').toLowerCase();
  const boardName = options?.find((board) => board.name.toLowerCase() === requested)?.name ?? '';
  const [resumed, setResumed] = useState<{
    key: string;
    values: PostFormValues;
    id: number | null;
  } | null>(() => {
    // What was being typed in this tab before a reload (lib/form-copy.ts).
    const copy = readFormCopy<PostFormCopy>(formCopyKeys.newPost);
    return copy
      ? { key: 'copy', values: draftBodyToFormValues(copy.body), id: copy.draftId }
      : null;
  });
  // A resumed draft replaces the form, and with it the tab's copy.
  const resume = (draft: Draft) => {
    clearFormCopy(formCopyKeys.newPost);
    setResumed({ key: `draft-${draft.id}`, values: draftToFormValues(draft), id: draft.id });
  };
  const resumeDevice = (draft: DraftBody) => {
    clearFormCopy(formCopyKeys.newPost);
    setResumed({ key: `device-${Date.now()}`, values: draftBodyToFormValues(draft), id: null });
  };

  return (
    <FeedColumn>
      <PageHeader title={ko.posts.writeTitle} />
      <RestrictionNotice className="mt-4" />
      <DraftsBar onResume={resume} onResumeDevice={resumeDevice} />
      {options ? (
        <PostForm
          key={resumed?.key ?? 'new'}
          autosave
          copyKey={formCopyKeys.newPost}
          draftId={resumed?.id ?? null}
          initialValues={
            resumed?.values ?? {
              ...emptyPostForm(boardName),
              content: mentionText(params.get('stock')),
            }
          }
          contentAddon={stockPicker}
          boards={options}
          uploader={uploader}
          onSaved={() => void client.invalidateQueries({ queryKey: boardsQueryKey })}
        />
      ) : (
        <PostEditorSkeleton />
      )}
    </FeedColumn>
  );
}
