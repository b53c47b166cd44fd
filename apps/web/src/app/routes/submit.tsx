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
import { draftToFormValues, emptyPostForm } from '../../features/posts/utils/post-form';
import { DraftsBar } from '../../features/posts/components/drafts-bar';
import type { Draft } from '@myeolgong/contract/drafts';
import { useState } from 'react';
import * as ko from '../../lib/i18n/ko';

/** /submit, optionally ?boardName= to start in that board. */
export default function SubmitRoute() {
  const [params] = useSearchParams();
  const client = useQueryClient();
  const boards = useBoards();
  const uploader = useMediaUploader();
  const options = boards.data ?? (boards.isError ? defaultBoards() : undefined);
  const requested = (params.get('boardName') ?? '').toLowerCase();
  const boardName = options?.find((board) => board.name.toLowerCase() === requested)?.name ?? '';
  const [resumed, setResumed] = useState<Draft | null>(null);

  return (
    <FeedColumn>
      <PageHeader title={ko.posts.writeTitle} />
      <RestrictionNotice className="mt-4" />
      <DraftsBar onResume={setResumed} />
      {options ? (
        <PostForm
          key={resumed?.id ?? 'new'}
          draftId={resumed?.id ?? null}
          initialValues={resumed ? draftToFormValues(resumed) : emptyPostForm(boardName)}
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
