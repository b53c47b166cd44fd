import { DRAFTS_MAX } from '@myeolgong/contract/draft-limits';
import type { Draft, DraftBody } from '@myeolgong/contract/drafts';
import { FileClock, Trash2 } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import * as ko from '../../../lib/i18n/ko';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { useDeleteDraft, useDrafts } from '../api/drafts';
import {
  clearDeviceDraft,
  draftLimitStore,
  readDeviceDraft,
  useDraftLimitMessage,
} from '../hooks/use-draft-autosave';

/** The list opened from "임시저장 글 n개" (with the relative dates), fetched on approach. */
const DraftsList = lazyWithPreload(() =>
  import('./drafts-list').then((module) => module.DraftsList),
);

function DraftsListSkeleton({ count }: { count: number }) {
  return (
    <div
      aria-hidden="true"
      className="rounded-xl border border-line bg-surface"
      style={{ height: `${Math.min(count, 20) * 2.75}rem` }}
    />
  );
}

/**
 * "임시저장 글 n개": the member's drafts, each to resume or delete; the copy this device kept, to
 * resume or delete; and, at the draft limit, why the text being written stays on the device.
 */
export function DraftsBar({
  onResume,
  onResumeDevice,
}: {
  onResume: (draft: Draft) => void;
  /** The copy this device kept when the server could not be reached. */
  onResumeDevice: (draft: DraftBody) => void;
}) {
  const drafts = useDrafts();
  const remove = useDeleteDraft(() => draftLimitStore.set(null));
  const limitMessage = useDraftLimitMessage();
  const [open, setOpen] = useState(false);
  const [onDevice, setOnDevice] = useState(readDeviceDraft);
  const list = drafts.data ?? [];
  // Fewer drafts than the limit (one deleted here or elsewhere): new ones may go to the server.
  const belowLimit = drafts.data !== undefined && drafts.data.length < DRAFTS_MAX;
  useEffect(() => {
    if (belowLimit) draftLimitStore.set(null);
  }, [belowLimit]);
  if (list.length === 0 && !onDevice && limitMessage === null) return null;
  return (
    <section aria-label={ko.conventions.draftsLabel} className="space-y-2">
      {limitMessage !== null && (
        <p
          role="alert"
          className="rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm"
        >
          {limitMessage} {ko.conventions.draftKeptOnDevice}
        </p>
      )}
      {onDevice && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {ko.conventions.deviceDraft}
          <Button
            size="sm"
            onClick={() => {
              clearDeviceDraft();
              setOnDevice(null);
              onResumeDevice(onDevice);
            }}
          >
            {ko.conventions.resumeDraft}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={ko.conventions.deleteDeviceDraft}
            onClick={() => {
              clearDeviceDraft();
              setOnDevice(null);
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </p>
      )}
      {list.length > 0 && (
        <>
          <Button
            size="sm"
            aria-expanded={open}
            onPointerEnter={DraftsList.preload}
            onFocus={DraftsList.preload}
            onClick={() => setOpen((value) => !value)}
          >
            <FileClock aria-hidden="true" className="size-4" />
            {ko.conventions.draftsCount(list.length)}
          </Button>
          {open && (
            <Suspense fallback={<DraftsListSkeleton count={list.length} />}>
              <DraftsList
                drafts={list}
                removing={remove.isPending}
                onRemove={(draft) => remove.mutate(draft.id)}
                onResume={(draft) => {
                  setOpen(false);
                  onResume(draft);
                }}
              />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}
