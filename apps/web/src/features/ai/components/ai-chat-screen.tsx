import { AI_QUERY_MAX } from '@myeolgong/contract/ai-wire';
import { clsx } from 'clsx';
import { ArrowUp, ChartLine, CircleAlert, LogIn, UserRound } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import * as ko from '../../../lib/i18n/ko';
import { openModal } from '../../../lib/modal-store';
import { requireLogin } from '../../../lib/require-login';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { ChatVariant } from '../api/ai-variant';
import { type AiAllowance, useAiAllowance } from '../api/get-ai-allowance';
import { useAiChat } from '../hooks/use-ai-chat';
import { resetTime } from '../utils/reset-time';
import { type AnswerActions, AssistantMessage } from './assistant-message';

export type { ChatVariant };

const copy = {
  influencer: {
    title: ko.ai.influencerTitle,
    intro: ko.ai.influencerIntro,
    placeholder: ko.ai.influencerPlaceholder,
    icon: UserRound,
  },
  fundManager: {
    title: ko.ai.fundManagerTitle,
    intro: ko.ai.fundManagerIntro,
    placeholder: ko.ai.fundManagerPlaceholder,
    icon: ChartLine,
  },
} as const;

// The column is wider when the side navigation is closed (SPEC.md §2: screens react to it).
const column = 'mx-auto w-full max-w-[760px] px-4 group-data-[sidebar=closed]/main:max-w-[920px]';

/** Remaining searches, the limit notice, or (for visitors) the login prompt. */
function AllowanceStatus({
  signedIn,
  allowance,
  limitExceeded,
}: {
  signedIn: boolean;
  allowance: AiAllowance | undefined;
  limitExceeded: boolean;
}) {
  const reset = resetTime(allowance?.resetsAt);
  if (!signedIn) {
    return (
      <button
        type="button"
        data-visitor-only
        onClick={() => openModal('login')}
        className="inline-flex items-center gap-1.5 text-xs font-medium text-brand hover:underline"
      >
        <LogIn aria-hidden="true" className="size-3.5" />
        {ko.ai.loginPrompt}
      </button>
    );
  }
  if (allowance === undefined) return null;
  // At the limit the banner says so; this line keeps to the count (0/10), not a second message.
  return (
    <span
      className={clsx('text-xs', limitExceeded ? 'font-semibold text-danger' : 'text-fg-muted')}
      data-testid="ai-remaining"
      title={ko.ai.sharedAllowance}
    >
      {ko.ai.remaining(allowance.remainingSearches, allowance.dailyLimit)}
      {reset && <span className="whitespace-nowrap"> · {ko.ai.resetsAt(reset)}</span>}
    </span>
  );
}

/** The two AI screens: a centred prompt first, then a thread with the input fixed below it. */
export function AiChatScreen({
  variant,
  onOpenStock,
}: {
  variant: ChatVariant;
  /** Opens the stock detail modal (the route page brings it). */
  onOpenStock: (stockCode: string) => void;
}) {
  const { signedIn } = useSession();
  const allowance = useAiAllowance(variant, signedIn);
  const chat = useAiChat(variant);
  const [input, setInput] = useState('');
  const inputId = useId();
  const end = useRef<HTMLDivElement>(null);
  const { title, intro, placeholder, icon: Icon } = copy[variant];
  useDocumentTitle(title);

  const limitExceeded = signedIn && Boolean(allowance.data?.limitExceeded);
  const disabled = signedIn && (chat.busy || limitExceeded);
  const length = [...input].length;
  const lastText = chat.messages.at(-1)?.text.length ?? 0;

  // To the page's very end, where the sticky question box sits in its own place below the thread:
  // scrolling only the thread's end into view left its last lines under the box, the notice and
  // the phone's bottom bar.
  useEffect(() => {
    if (!end.current) return;
    const root = document.scrollingElement ?? document.documentElement;
    if (typeof window.scrollTo === 'function' && !navigator.userAgent.includes('jsdom'))
      window.scrollTo({ top: root.scrollHeight });
  }, [chat.messages.length, lastText]);

  const send = () => {
    if (!requireLogin()) return;
    if (disabled) return;
    const text = input.trim();
    if (!text) {
      // SPEC.md §5: ignored on the people screen, answered on the investment screen.
      if (variant === 'fundManager') chat.notice(ko.ai.emptyInvestmentQuestion);
      return;
    }
    setInput('');
    void chat.ask(text);
  };

  const actions: AnswerActions = {
    onAsk: (question) => {
      if (!requireLogin() || disabled) return;
      void chat.ask(question);
    },
    onOpenStock,
    busy: disabled,
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const form = (
    <form onSubmit={onSubmit} className="relative w-full" data-testid="ai-form">
      <label htmlFor={inputId} className="sr-only">
        {ko.ai.inputLabel}
      </label>
      <textarea
        id={inputId}
        rows={1}
        value={input}
        maxLength={AI_QUERY_MAX}
        disabled={disabled}
        onChange={(event) => setInput(event.target.value)}
        onKeyDown={onKeyDown}
        onClick={() => !signedIn && requireLogin()}
        placeholder={placeholder}
        className="block max-h-40 min-h-14 w-full resize-none rounded-2xl border border-line bg-surface py-4 pr-14 pl-4 text-base text-fg shadow-sm field-sizing-content placeholder:text-fg-muted disabled:cursor-not-allowed disabled:opacity-60"
      />
      {length > AI_QUERY_MAX * 0.8 && (
        <span className="absolute right-14 bottom-1.5 text-[11px] text-fg-muted tabular-nums">
          {ko.ai.charCount(length, AI_QUERY_MAX)}
        </span>
      )}
      <button
        type="submit"
        aria-label={ko.ai.send}
        disabled={disabled}
        className="absolute right-2.5 bottom-2.5 inline-flex size-9 items-center justify-center rounded-xl bg-brand text-on-brand hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-50"
      >
        <ArrowUp aria-hidden="true" className="size-5" />
      </button>
    </form>
  );

  const status = (
    <AllowanceStatus signedIn={signedIn} allowance={allowance.data} limitExceeded={limitExceeded} />
  );

  const banner = limitExceeded && (
    <div
      role="status"
      data-testid="ai-limit-banner"
      className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/10 px-3 py-2.5 text-sm"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
      <div>
        <p className="font-semibold text-danger">{ko.ai.limitReached}</p>
        <p className="text-xs text-fg-muted">{ko.ai.limitReachedHint}</p>
      </div>
    </div>
  );

  if (chat.messages.length === 0) {
    return (
      <div
        className={clsx(
          column,
          'flex min-h-[calc(100dvh-8rem)] flex-col items-center justify-center gap-5 py-10 md:min-h-[calc(100dvh-3.5rem)]',
        )}
      >
        <div className="flex flex-col items-center gap-3 text-center">
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand"
          >
            <Icon className="size-7" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="max-w-md text-sm text-fg-muted">{intro}</p>
          {status}
        </div>
        {banner}
        {form}
        <div className="space-y-1 text-center text-xs text-fg-muted">
          <p>{ko.ai.allowance}</p>
          {variant === 'fundManager' && <p>{ko.ai.fundManagerDisclaimer}</p>}
        </div>
        {!signedIn && (
          <Button variant="primary" onClick={() => openModal('login')}>
            <LogIn aria-hidden="true" className="size-4" />
            {ko.ai.login}
          </Button>
        )}
      </div>
    );
  }

  return (
    <div
      className={clsx(
        column,
        'flex min-h-[calc(100dvh-8rem)] flex-col md:min-h-[calc(100dvh-3.5rem)]',
      )}
    >
      <header className="sticky top-14 z-10 flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-line bg-canvas py-3">
        <Icon aria-hidden="true" className="size-5 text-brand" />
        <h1 className="font-bold whitespace-nowrap">{title}</h1>
        <div className="ml-auto text-right">{status}</div>
      </header>
      <ol aria-live="polite" className="flex-1 space-y-4 py-5">
        {chat.messages.map((message) =>
          message.role === 'user' ? (
            <li key={message.id} className="flex justify-end">
              <div className="max-w-[80%] rounded-2xl bg-brand px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap text-on-brand">
                <span className="sr-only">{ko.ai.you}: </span>
                {message.text}
              </div>
            </li>
          ) : (
            <AssistantMessage
              key={message.id}
              message={message}
              onTyped={chat.typed}
              onRetry={chat.retry}
              actions={actions}
            />
          ),
        )}
      </ol>
      <div ref={end} />
      <div
        className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] space-y-2 bg-canvas pt-2 pb-4 md:bottom-0"
        data-testid="ai-composer"
      >
        {banner}
        {form}
        {variant === 'fundManager' && (
          <p className="text-center text-xs text-fg-muted">{ko.ai.fundManagerDisclaimer}</p>
        )}
      </div>
    </div>
  );
}
