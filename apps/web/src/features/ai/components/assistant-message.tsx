import { clsx } from 'clsx';
import { Bot, ChartLine, RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import * as ko from '../../../lib/i18n/ko';
import type { ChatMessage } from '../hooks/use-ai-chat';
import { useTypewriter } from '../hooks/use-typewriter';
import { AnalysisSteps } from './analysis-steps';
import { ComparisonTable, DetailsFold, StockChips, SuggestionButtons } from './answer-extras';
import { AnswerText } from './answer-text';
import { SourceCards } from './source-cards';

export interface AnswerActions {
  /** Asks a suggested name or question at once. */
  onAsk: (question: string) => void;
  /** Opens the stock detail modal. */
  onOpenStock: (stockCode: string) => void;
  /** True while another answer is on its way (suggestions wait). */
  busy: boolean;
}

/** Suggestions, namesake choices and the related companies: shown with the typed text. */
function AnswerExtras({ message, actions }: { message: ChatMessage; actions: AnswerActions }) {
  const answer = message.answer;
  if (!answer) return null;
  const suggestions = 'suggestions' in answer ? (answer.suggestions ?? []) : [];
  const related = 'relatedStocks' in answer ? (answer.relatedStocks ?? []) : [];
  const comparison = 'comparison' in answer ? answer.comparison : null;
  const details = 'details' in answer ? answer.details : '';
  return (
    <>
      <SuggestionButtons suggestions={suggestions} onAsk={actions.onAsk} disabled={actions.busy} />
      <StockChips stocks={related} onOpen={actions.onOpenStock} />
      {comparison && <ComparisonTable comparison={comparison} onOpen={actions.onOpenStock} />}
      {details && <DetailsFold details={details} sources={answer.dataSources} />}
    </>
  );
}

function AnswerFooter({ message, actions }: { message: ChatMessage; actions: AnswerActions }) {
  const answer = message.answer;
  if (!answer) return null;
  const agentData = 'agentData' in answer ? answer.agentData : null;
  return (
    <div className="space-y-3 border-t border-line pt-3">
      {agentData && (
        <section
          aria-label={ko.ai.stockSummary}
          className="rounded-xl border border-line bg-canvas p-3"
          data-testid="ai-stock"
        >
          <div className="flex items-center gap-2">
            <ChartLine aria-hidden="true" className="size-4 text-brand" />
            <span className="font-semibold">{agentData.stockName}</span>
            <span className="text-xs text-fg-muted tabular-nums">{agentData.stockCode}</span>
            <button
              type="button"
              onClick={() => actions.onOpenStock(agentData.stockCode)}
              className="ml-auto text-xs font-medium text-brand hover:underline"
            >
              {ko.ai.openStock}
            </button>
          </div>
          <p className="mt-1.5 text-xs text-fg-muted">{agentData.recommendation}</p>
        </section>
      )}
      <SourceCards sources={answer.dataSources} />
      <p
        className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[11px] text-fg-muted"
        data-testid="ai-meta"
      >
        <span className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="h-1.5 w-16 overflow-hidden rounded-full bg-surface-muted"
          >
            <span
              className="block h-full rounded-full bg-brand"
              style={{ width: `${answer.confidence}%` }}
            />
          </span>
          {ko.ai.confidence(answer.confidence)}
        </span>
        <span>{ko.ai.analysisTime((answer.analysisTime / 1000).toFixed(1))}</span>
        {answer.engine && (
          <span>{answer.engine === 'llm' ? ko.ai.engineLlm : ko.ai.engineBuiltin}</span>
        )}
      </p>
    </div>
  );
}

/** One assistant turn: live steps, the typed answer, then sources and confidence; or the error. */
export function AssistantMessage({
  message,
  onTyped,
  onRetry,
  actions,
}: {
  message: ChatMessage;
  onTyped: (id: number) => void;
  onRetry: (id: number) => void;
  actions: AnswerActions;
}) {
  const final = message.state === 'done' || message.state === 'notice';
  const failed = message.state === 'failed' || message.state === 'limit';
  const { shown, typing } = useTypewriter(message.text, failed);
  const finished = (final || failed) && !typing;

  useEffect(() => {
    if (finished) onTyped(message.id);
  }, [finished, message.id, onTyped]);

  return (
    <li className="flex gap-2.5">
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand"
      >
        <Bot className="size-4" />
      </span>
      <div
        className={clsx(
          'min-w-0 flex-1 space-y-3 rounded-2xl border border-line bg-surface px-4 py-3 text-sm leading-relaxed',
          failed && 'border-danger/40',
        )}
        data-testid="ai-answer"
        data-state={finished ? message.state : 'pending'}
      >
        <span className="sr-only">{ko.ai.assistant}: </span>
        {message.state === 'waiting' && (
          <p className="flex items-center gap-2 text-fg-muted">
            <span aria-hidden="true" className="flex gap-1">
              <span className="size-1.5 animate-bounce rounded-full bg-fg-muted" />
              <span className="size-1.5 animate-bounce rounded-full bg-fg-muted [animation-delay:150ms]" />
              <span className="size-1.5 animate-bounce rounded-full bg-fg-muted [animation-delay:300ms]" />
            </span>
            {ko.ai.preparing}
          </p>
        )}
        <AnalysisSteps steps={message.steps} />
        {shown &&
          (failed ? (
            <p
              className="break-words whitespace-pre-wrap text-danger"
              data-testid="ai-answer-text"
              role="alert"
            >
              {shown}
            </p>
          ) : (
            <AnswerText
              text={shown}
              sources={message.answer?.dataSources ?? []}
              testId="ai-answer-text"
              end={
                typing && (
                  <span
                    aria-hidden="true"
                    className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-brand align-middle"
                  />
                )
              }
            />
          ))}
        {message.state === 'failed' && message.question && (
          <Button size="sm" onClick={() => onRetry(message.id)}>
            <RotateCcw aria-hidden="true" className="size-3.5" />
            {ko.ai.retry}
          </Button>
        )}
        {finished && message.state === 'done' && (
          <AnswerExtras message={message} actions={actions} />
        )}
        {finished && message.state === 'done' && (
          <AnswerFooter message={message} actions={actions} />
        )}
      </div>
    </li>
  );
}
