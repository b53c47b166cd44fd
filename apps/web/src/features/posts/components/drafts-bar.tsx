import type { Draft } from '@myeolgong/contract/drafts';
import { FileClock, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatRelativeTime } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { useDeleteDraft, useDrafts } from '../api/drafts';

/** "임시저장 글 n개": the member's drafts, each to resume or delete. */
export function DraftsBar({ onResume }: { onResume: (draft: Draft) => void }) {
  const drafts = useDrafts();
  const remove = useDeleteDraft();
  const [open, setOpen] = useState(false);
  const list = drafts.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label={ko.conventions.draftsLabel} className="space-y-2">
      <Button size="sm" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        <FileClock aria-hidden="true" className="size-4" />
        {ko.conventions.draftsCount(list.length)}
      </Button>
      {open && (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
          {list.map((draft) => (
            <li key={draft.id} className="flex items-center gap-2 px-3 py-2 text-sm">
              <span className="min-w-0 flex-1 truncate">
                {draft.title.trim() || ko.conventions.draftUntitled}
              </span>
              <time dateTime={draft.updatedAt} className="shrink-0 text-xs text-fg-muted">
                {formatRelativeTime(draft.updatedAt)}
              </time>
              <Button
                size="sm"
                onClick={() => {
                  setOpen(false);
                  onResume(draft);
                }}
              >
                {ko.conventions.resumeDraft}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={ko.conventions.deleteDraft(
                  draft.title.trim() || ko.conventions.draftUntitled,
                )}
                disabled={remove.isPending}
                onClick={() => remove.mutate(draft.id)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
