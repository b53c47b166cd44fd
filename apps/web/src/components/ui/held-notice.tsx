import * as ko from '../../lib/i18n/ko';

const t = ko.moderation;

/**
 * "검토 중" with the reason, on a post or comment held for review as solicitation (리딩방): its
 * author and operators are the only ones who see it (CONTRACT.md 'Clean stock talk').
 */
export function HeldNotice({ reason }: { reason: string | null }) {
  return (
    <p
      role="status"
      data-testid="held-notice"
      className="rounded-lg border border-line bg-surface-muted px-3 py-2 text-sm"
    >
      <strong className="font-semibold text-danger">{t.held}</strong>
      {reason ? <span className="ml-2">{t.heldReason(reason)}</span> : null}
      <span className="mt-1 block text-fg-muted">{t.heldNotice}</span>
    </p>
  );
}
