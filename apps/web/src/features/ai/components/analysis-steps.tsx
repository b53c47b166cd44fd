import { clsx } from 'clsx';
import { Check, CircleMinus, LoaderCircle } from 'lucide-react';
import * as ko from '../../../lib/i18n/ko';
import type { StepView } from '../hooks/use-ai-chat';

/** The steps the agent ran, live while it runs: a spinner, then what each found. */
export function AnalysisSteps({ steps }: { steps: StepView[] }) {
  if (steps.length === 0) return null;
  return (
    <ol aria-label={ko.ai.stepsLabel} className="space-y-1.5 text-xs" data-testid="ai-steps">
      {steps.map((step) => (
        <li key={step.index} className="flex items-start gap-2">
          {step.status === 'running' ? (
            <LoaderCircle
              aria-hidden="true"
              className="mt-px size-3.5 shrink-0 animate-spin text-brand"
            />
          ) : step.ok ? (
            <Check aria-hidden="true" className="mt-px size-3.5 shrink-0 text-success" />
          ) : (
            <CircleMinus aria-hidden="true" className="mt-px size-3.5 shrink-0 text-fg-muted" />
          )}
          <span className="min-w-0">
            <span
              className={clsx(
                'font-medium',
                step.status === 'running' ? 'text-fg' : 'text-fg-muted',
              )}
            >
              {step.title}
            </span>
            {step.detail && <span className="text-fg-muted"> · {step.detail}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
