import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import * as ko from '../../../lib/i18n/ko';
import { endOfKoreanDay, koreanDayFromNow } from '../utils/restriction';

const t = ko.admin;

interface ActionInput {
  reason: string;
  /** ISO end of the restriction, when the dialog asks for one. */
  until?: string;
}

interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Ask for the day a restriction ends. */
  withUntil?: boolean;
  busy: boolean;
  error: string | null;
  /** The confirm button's text after an error, e.g. 다시 시도 (default: `confirmLabel`). */
  retryLabel?: string;
  /** False keeps confirm disabled until the fields in `children` are filled in. */
  canConfirm?: boolean;
  /** Fields of the action itself, above the reason (e.g. the board to move a post to). */
  children?: ReactNode;
  onConfirm: (input: ActionInput) => void;
}

/** An operator action with the reason for the log and, for restrictions, an end date. */
export function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  withUntil = false,
  busy,
  error,
  retryLabel,
  canConfirm = true,
  children,
  onConfirm,
}: ActionDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [day, setDay] = useState(() => koreanDayFromNow(7));
  const until = withUntil ? endOfKoreanDay(day) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !canConfirm || (withUntil && !until)) return;
    onConfirm({ reason: reason.trim(), ...(until ? { until } : {}) });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={description}
    >
      <form className="flex flex-col gap-4" onSubmit={onSubmit}>
        {children}
        {withUntil && (
          <TextField
            id={`${id}-until`}
            type="date"
            label={t.until}
            hint={t.untilHint}
            required
            min={koreanDayFromNow(0)}
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        )}
        <TextField
          id={`${id}-reason`}
          label={t.reason}
          placeholder={t.reasonPlaceholder}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button onClick={() => onOpenChange(false)} disabled={busy}>
            {ko.common.cancel}
          </Button>
          <Button
            type="submit"
            variant="danger"
            disabled={busy || !canConfirm || (withUntil && !until)}
            aria-busy={busy || undefined}
          >
            {busy ? t.working : error && retryLabel ? retryLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
