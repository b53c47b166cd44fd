import type { AiStepEvent } from '@myeolgong/contract/ai-wire';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import type { ChatVariant } from '../api/ai-variant';
import { aiAllowanceKey, type AiAllowance } from '../api/get-ai-allowance';
import { streamAiAnswer, type AiAnswer } from '../api/stream-ai-answer';

export interface StepView {
  index: number;
  tool: string;
  title: string;
  status: 'running' | 'done';
  ok?: boolean;
  detail?: string;
}

/** waiting: asked, nothing back yet; streaming: steps or text arriving; notice: a local reply. */
type AssistantState = 'waiting' | 'streaming' | 'done' | 'failed' | 'limit' | 'notice';

export interface ChatMessage {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  /** Assistant: the question it answers (for retrying). */
  question?: string;
  state?: AssistantState;
  steps: StepView[];
  answer?: AiAnswer;
}

/** Messages the server wrote for the member (bad input, too many requests) are shown as they are. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && ['VALIDATION_FAILED', 'RATE_LIMITED'].includes(error.code)) {
    return error.message;
  }
  return ko.ai.failed;
}

let nextId = 1;

/** The fund manager's answer opens with a three-line brief; the rest is folded (its details). */
function briefOf(text: string): string {
  const at = text.indexOf('\n\n');
  const head = at < 0 ? text : text.slice(0, at);
  return head.split('\n').slice(0, 3).join('\n');
}

/** What the thread shows of an answer's text: the fund manager's brief, the people answer whole. */
const visibleText = (variant: ChatVariant, text: string) =>
  variant === 'fundManager' ? briefOf(text).trim() : text.trim();

/** The thread of one AI screen: asks through the stream and keeps steps, text and answers. */
export function useAiChat(variant: ChatVariant) {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [typingId, setTypingId] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const patch = useCallback((id: number, change: (m: ChatMessage) => ChatMessage) => {
    setMessages((all) => all.map((m) => (m.id === id ? change(m) : m)));
  }, []);

  const ask = useCallback(
    async (question: string) => {
      const userId = nextId++;
      const id = nextId++;
      setMessages((all) => [
        ...all,
        { id: userId, role: 'user', text: question, steps: [] },
        { id, role: 'assistant', text: '', question, state: 'waiting', steps: [] },
      ]);
      setTypingId(id);
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      let streamed = '';
      const onStep = (event: AiStepEvent) =>
        patch(id, (m) => {
          const steps = m.steps.filter((s) => s.index !== event.index);
          steps.push({
            index: event.index,
            tool: event.tool,
            title: event.title,
            status: event.status,
            ok: event.step?.ok,
            detail: event.step?.detail,
          });
          steps.sort((a, b) => a.index - b.index);
          return { ...m, state: 'streaming', steps };
        });
      try {
        const answer = await streamAiAnswer(
          variant,
          question,
          {
            onStep,
            onDelta: (text) => {
              streamed += text;
              const shown = visibleText(variant, streamed);
              patch(id, (m) => ({ ...m, state: 'streaming', text: shown }));
            },
            onReset: () => {
              streamed = '';
              patch(id, (m) => ({ ...m, text: '' }));
            },
          },
          abort.signal,
        );
        const allowance: AiAllowance = {
          limitExceeded: answer.limitExceeded,
          remainingSearches: answer.remainingSearches,
          dailyLimit: answer.dailyLimit,
          resetsAt: answer.resetsAt,
        };
        queryClient.setQueryData(aiAllowanceKey, allowance);
        if (answer.limitExceeded) {
          patch(id, (m) => ({ ...m, state: 'limit', text: ko.ai.limitAnswer, steps: [] }));
        } else {
          patch(id, (m) => ({
            ...m,
            state: 'done',
            // The streamed text is the answer; keep it (and its typing) when they agree. The fund
            // manager's details fold away below its brief.
            text: visibleText(variant, answer.info),
            answer,
          }));
        }
      } catch (error) {
        if (abort.signal.aborted) return;
        patch(id, (m) => ({ ...m, state: 'failed', text: failureText(error) }));
        setTypingId(null);
      }
    },
    [patch, queryClient, variant],
  );

  /** A reply made here without asking the server (SPEC.md §5: a blank investment question). */
  const notice = useCallback((text: string) => {
    setMessages((all) => [
      ...all,
      { id: nextId++, role: 'assistant', text, state: 'notice', steps: [] },
    ]);
  }, []);

  const retry = useCallback(
    (id: number) => {
      const failed = messages.find((m) => m.id === id);
      if (!failed?.question) return;
      const at = messages.indexOf(failed);
      setMessages((all) => all.filter((_, i) => i !== at && i !== at - 1));
      void ask(failed.question);
    },
    [ask, messages],
  );

  const typed = useCallback((id: number) => {
    setTypingId((current) => (current === id ? null : current));
  }, []);

  const waiting = messages.some((m) => m.state === 'waiting' || m.state === 'streaming');
  return { messages, ask, notice, retry, typed, busy: waiting || typingId !== null };
}
