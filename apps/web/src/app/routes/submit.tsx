import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
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

/** The unsent post this tab kept, set aside for what the link asked for: resume it or drop it. */
function SetAsideCopy({
  copy,
  onResume,
  onDiscard,
}: {
  copy: PostFormCopy;
  onResume: () => void;
  onDiscard: () => void;
}) {
  const title = copy.body.title?.trim() || ko.conventions.draftUntitled;
  return (
    <section
      aria-label={ko.conventions.setAsideLabel}
      className="mt-4 flex flex-wrap items-center gap-2 rounded-xl border border-line bg-surface px-3 py-2 text-sm"
    >
      <p className="min-w-0 flex-1">{ko.conventions.setAsideCopy(title)}</p>
      <Button size="sm" onClick={onResume}>
        {ko.conventions.setAsideResume}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDiscard}>
        {ko.conventions.setAsideDiscard}
      </Button>
    </section>
  );
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
  // 종목토론's write button (?boardName=stock&stock=삼성전자) asks for a new post about that
  // stock: what was clicked wins over the copy of an unsent post this tab kept, which stays one
  // click away (the notice below) until another copy replaces it.
  const mention = mentionText(params.get('stock'));
  const prefilled = requested !== '' && mention !== '';
  const [saved] = useState(() => readFormCopy<PostFormCopy>(formCopyKeys.newPost));
  const [setAside, setSetAside] = useState(prefilled ? saved : null);
  const [resumed, setResumed] = useState<{
    key: string;
    values: PostFormValues;
    id: number | null;
  } | null>(() =>
    // What was being typed in this tab before a reload (lib/form-copy.ts).
    saved && !prefilled
      ? { key: 'copy', values: draftBodyToFormValues(saved.body), id: saved.draftId }
      : null,
  );
  // A resumed draft replaces the form, and with it the tab's copy.
  const resume = (draft: Draft) => {
    setSetAside(null);
    clearFormCopy(formCopyKeys.newPost);
    setResumed({ key: `draft-${draft.id}`, values: draftToFormValues(draft), id: draft.id });
  };
  const resumeDevice = (draft: DraftBody) => {
    setSetAside(null);
    clearFormCopy(formCopyKeys.newPost);
    setResumed({ key: `device-${Date.now()}`, values: draftBodyToFormValues(draft), id: null });
  };

  return (
    <FeedColumn>
      <PageHeader title={ko.posts.writeTitle} />
      <RestrictionNotice className="mt-4" />
      <DraftsBar onResume={resume} onResumeDevice={resumeDevice} />
      {setAside && (
        <SetAsideCopy
          copy={setAside}
          onResume={() => {
            setSetAside(null);
            setResumed({
              key: `aside-${Date.now()}`,
              values: draftBodyToFormValues(setAside.body),
              id: setAside.draftId,
            });
          }}
          onDiscard={() => {
            setSetAside(null);
            // Only while it is still the tab's copy (typing here has not replaced it).
            if (JSON.stringify(readFormCopy(formCopyKeys.newPost)) === JSON.stringify(setAside)) {
              clearFormCopy(formCopyKeys.newPost);
            }
          }}
        />
      )}
      {options ? (
        <PostForm
          key={resumed?.key ?? 'new'}
          autosave
          copyKey={formCopyKeys.newPost}
          draftId={resumed?.id ?? null}
          initialValues={
            resumed?.values ?? {
              ...emptyPostForm(boardName),
              content: mention,
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
