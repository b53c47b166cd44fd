import type { Draft } from '@myeolgong/contract/drafts';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatRelativeTime } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';

/** The member's drafts (drafts-bar.tsx), each to resume or delete, newest first as listed. */
export function DraftsList({
  drafts,
  removing,
  onResume,
  onRemove,
}: {
  drafts: Draft[];
  removing: boolean;
  onResume: (draft: Draft) => void;
  onRemove: (draft: Draft) => void;
}) {
  return (
    <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
      {drafts.map((draft) => (
        <li key={draft.id} className="flex items-center gap-2 px-3 py-2 text-sm">
          <span className="min-w-0 flex-1 truncate">
            {draft.title.trim() || ko.conventions.draftUntitled}
          </span>
          <time dateTime={draft.updatedAt} className="shrink-0 text-xs text-fg-muted">
            {formatRelativeTime(draft.updatedAt)}
          </time>
          <Button size="sm" onClick={() => onResume(draft)}>
            {ko.conventions.resumeDraft}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={ko.conventions.deleteDraft(
              draft.title.trim() || ko.conventions.draftUntitled,
            )}
            disabled={removing}
            onClick={() => onRemove(draft)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
