import {
  directionLabels,
  horizonLabels,
  PREDICTION_REASON_MAX,
  predictionDirections,
  predictionHorizons,
  type PredictionDirection,
  type PredictionHorizon,
} from '@myeolgong/contract/predictions';
import { Target } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { Segmented } from '../../../components/ui/segmented';
import * as ko from '../../../lib/i18n/ko';
import { requireLogin } from '../../../lib/require-login';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useCreatePrediction } from '../api/predictions';

const t = ko.predictions;

/**
 * 예측 남기기 on /stock/{code}: 오른다 or 내린다, 1주, 1개월 or 3개월, an optional reason. The
 * server sets the start price; a refusal (one open per stock and horizon, 20 open) shows its
 * Korean message.
 */
export function PredictionForm({ stockCode, stockName }: { stockCode: string; stockName: string }) {
  const { signedIn } = useSession();
  const [direction, setDirection] = useState<PredictionDirection>('UP');
  const [horizon, setHorizon] = useState<PredictionHorizon>('1W');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreatePrediction();
  const id = useId();
  const tooLong = [...reason].length > PREDICTION_REASON_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!requireLogin() || tooLong) return;
    setError(null);
    create.mutate(
      { stockCode, direction, horizon, reason: reason.trim() || null },
      {
        onSuccess: () => {
          setReason('');
          showToast(t.created);
        },
        onError: (e) => setError(e.message || t.createError),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-line p-4"
      data-testid="prediction-form"
    >
      <div>
        <h3 id={`${id}-title`} className="flex items-center gap-1.5 text-sm font-semibold">
          <Target aria-hidden="true" className="size-4 text-brand" />
          {t.formTitle}
        </h3>
        <p className="mt-1 text-xs text-fg-muted">{t.formHint}</p>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Segmented
          label={`${stockName} ${t.direction}`}
          options={predictionDirections.map((d) => ({ value: d, label: directionLabels[d] }))}
          value={direction}
          onChange={setDirection}
        />
        <Segmented
          label={t.horizon}
          options={predictionHorizons.map((h) => ({ value: h, label: horizonLabels[h] }))}
          value={horizon}
          onChange={setHorizon}
        />
      </div>
      {signedIn && (
        <TextAreaField
          id={`${id}-reason`}
          label={t.reason}
          placeholder={t.reasonPlaceholder}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={2}
          className="min-h-16"
          hint={t.reasonCount([...reason].length, PREDICTION_REASON_MAX)}
          error={
            tooLong
              ? ko.predictions.reasonCount([...reason].length, PREDICTION_REASON_MAX)
              : undefined
          }
        />
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex items-center justify-end gap-2">
        {!signedIn && <span className="text-xs text-fg-muted">{t.loginPrompt}</span>}
        <Button type="submit" variant="primary" size="sm" disabled={create.isPending || tooLong}>
          {create.isPending ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
