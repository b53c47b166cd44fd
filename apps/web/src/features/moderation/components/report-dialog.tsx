import {
  REPORT_DETAILS_MAX,
  reportReasons,
  type ReportReason,
  type ReportTargetType,
} from '@myeolgong/contract/moderation-rules';
import { clsx } from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { showToast } from '../../../lib/toast';
import { useReportContent } from '../api/report-content';

const t = ko.report;

const titles: Record<ReportTargetType, string> = {
  POST: t.post,
  COMMENT: t.comment,
  USER: t.user,
  MESSAGE: t.message,
};

interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetType: ReportTargetType;
  targetId: number;
}

/** A reason from the short list plus free text; OTHER needs the text. */
export function ReportDialog({ open, onOpenChange, targetType, targetId }: ReportDialogProps) {
  const id = useId();
  const report = useReportContent();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const detailsMissing = reason === 'OTHER' && details.trim() === '';

  const close = (next: boolean) => {
    if (!next) {
      setReason(null);
      setDetails('');
      setError(null);
    }
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason || detailsMissing || report.isPending) return;
    setError(null);
    report.mutate(
      { targetType, targetId, reason, details: details.trim() },
      {
        onSuccess: (result) => {
          showToast(result.message || t.done);
          close(false);
        },
        onError: (failure) => {
          setError(failure instanceof ApiError ? failure.message : ko.errors.unknown);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close} title={titles[targetType]} description={t.description}>
      <form className="flex flex-col gap-4" onSubmit={onSubmit}>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t.reason}</legend>
          <div className="grid grid-cols-2 gap-2">
            {reportReasons.map((value) => (
              <label
                key={value}
                className={clsx(
                  'flex h-10 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm',
                  reason === value
                    ? 'border-brand bg-brand-soft font-semibold text-brand'
                    : 'border-line hover:bg-surface-muted',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="accent-brand"
                />
                {t.reasons[value]}
              </label>
            ))}
          </div>
          {reason === 'INVESTMENT_SCAM' && (
            <p className="text-sm text-fg-muted">
              {t.investmentScamHint}{' '}
              <a
                className="text-brand underline"
                href="https://www.fss.or.kr"
                target="_blank"
                rel="noopener noreferrer"
              >
                금융감독원
              </a>
            </p>
          )}
        </fieldset>
        <TextAreaField
          id={`${id}-details`}
          label={t.details}
          required={reason === 'OTHER'}
          hint={t.detailsHint}
          placeholder={t.detailsPlaceholder}
          maxLength={REPORT_DETAILS_MAX}
          rows={3}
          className="min-h-20"
          value={details}
          onChange={(event) => setDetails(event.target.value)}
        />
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button onClick={() => close(false)} disabled={report.isPending}>
            {ko.common.cancel}
          </Button>
          <Button
            type="submit"
            variant="danger"
            disabled={!reason || detailsMissing || report.isPending}
            aria-busy={report.isPending || undefined}
          >
            {report.isPending ? t.submitting : t.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
