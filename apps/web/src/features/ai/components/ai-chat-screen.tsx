import { clsx } from 'clsx';
import { ArrowUp, Bot, ChartLine, UserRound } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ko } from '../../../lib/i18n/ko';
import { openModal } from '../../../lib/modal-store';
import { useSession } from '../../../lib/session';

export type ChatVariant = 'influencer' | 'fundManager';

interface Message {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  failed?: boolean;
}

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

/** The shared frame of the two AI screens: a centred prompt first, then a thread with the input below. */
export function AiChatScreen({ variant }: { variant: ChatVariant }) {
  const { signedIn } = useSession();
  const [input, setInput] = useState('');
  const [messages, setMessages] = useState<Message[]>([]);
  const inputId = useId();
  const { title, intro, placeholder, icon: Icon } = copy[variant];
  useDocumentTitle(title);

  const send = () => {
    if (!signedIn) {
      openModal('login');
      return;
    }
    const text = input.trim();
    if (!text) {
      if (variant === 'fundManager') {
        setMessages((current) => [
          ...current,
          { id: Date.now(), role: 'assistant', text: ko.ai.emptyInvestmentQuestion },
        ]);
      }
      return;
    }
    setInput('');
    // The AI service is not connected to this build, so the thread says plainly that no answer came.
    setMessages((current) => [
      ...current,
      { id: Date.now(), role: 'user', text },
      { id: Date.now() + 1, role: 'assistant', text: ko.ai.failed, failed: true },
    ]);
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
    <form onSubmit={onSubmit} className="relative w-full">
      <label htmlFor={inputId} className="sr-only">
        {ko.ai.inputLabel}
      </label>
      <textarea
        id={inputId}
        rows={1}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        onKeyDown={onKeyDown}
        onClick={() => !signedIn && openModal('login')}
        placeholder={placeholder}
        className="block max-h-40 min-h-14 w-full resize-none rounded-2xl border border-line bg-surface py-4 pr-14 pl-4 text-base text-fg shadow-sm placeholder:text-fg-muted"
      />
      <button
        type="submit"
        aria-label={ko.ai.send}
        className="absolute right-2.5 bottom-2.5 inline-flex size-9 items-center justify-center rounded-xl bg-brand text-on-brand hover:bg-brand-strong"
      >
        <ArrowUp aria-hidden="true" className="size-5" />
      </button>
    </form>
  );

  const notes = (
    <div className="space-y-1 text-center text-xs text-fg-muted">
      <p>{ko.ai.allowance}</p>
      {variant === 'fundManager' && <p>{ko.ai.fundManagerDisclaimer}</p>}
    </div>
  );

  if (messages.length === 0) {
    return (
      <div className="mx-auto flex min-h-[calc(100dvh-8rem)] w-full max-w-[720px] flex-col items-center justify-center gap-6 px-4 py-10 md:min-h-[calc(100dvh-3.5rem)]">
        <div className="flex flex-col items-center gap-3 text-center">
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand"
          >
            <Icon className="size-7" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="max-w-md text-sm text-fg-muted">{intro}</p>
        </div>
        {form}
        {notes}
      </div>
    );
  }

  return (
    <div className="mx-auto flex min-h-[calc(100dvh-8rem)] w-full max-w-[720px] flex-col px-4 md:min-h-[calc(100dvh-3.5rem)]">
      <header className="flex items-center gap-2 border-b border-line py-3">
        <Icon aria-hidden="true" className="size-5 text-brand" />
        <h1 className="font-bold">{title}</h1>
        <p className="ml-auto hidden text-xs text-fg-muted sm:block">{ko.ai.allowance}</p>
      </header>
      <ol aria-live="polite" className="flex-1 space-y-4 py-5">
        {messages.map((message) => (
          <li
            key={message.id}
            className={clsx('flex gap-2.5', message.role === 'user' && 'justify-end')}
          >
            {message.role === 'assistant' && (
              <span
                aria-hidden="true"
                className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand"
              >
                <Bot className="size-4" />
              </span>
            )}
            <div
              className={clsx(
                'max-w-[80%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed whitespace-pre-wrap',
                message.role === 'user'
                  ? 'bg-brand text-on-brand'
                  : 'border border-line bg-surface',
                message.failed && 'text-danger',
              )}
            >
              <span className="sr-only">
                {message.role === 'user' ? ko.ai.you : ko.ai.assistant}:{' '}
              </span>
              {message.text}
            </div>
          </li>
        ))}
      </ol>
      <div className="sticky bottom-16 space-y-2 bg-canvas pt-2 pb-4 md:bottom-0">
        {form}
        {variant === 'fundManager' && (
          <p className="text-center text-xs text-fg-muted">{ko.ai.fundManagerDisclaimer}</p>
        )}
      </div>
    </div>
  );
}
