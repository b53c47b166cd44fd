import type { FundManagerAnswer, InfluencerAnswer } from '@myeolgong/contract/ai';
import type { AiStepEvent } from '@myeolgong/contract/ai-wire';
import { ApiError, httpStream } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { createSseParser } from '../utils/sse';
import { variantCall, type ChatVariant } from './ai-variant';

export type AiAnswer = InfluencerAnswer | FundManagerAnswer;
export interface StreamHandlers {
  onStep(event: AiStepEvent): void;
  onDelta(text: string): void;
  onReset(): void;
}

/**
 * Asks the AI through the streaming call: steps and answer text reach `handlers` as the server
 * sends them; resolves with the whole answer (also when the allowance is used up: limitExceeded).
 */
export async function streamAiAnswer(
  variant: ChatVariant,
  question: string,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<AiAnswer> {
  const body =
    variant === 'influencer'
      ? await httpStream(variantCall.influencer.stream, {
          query: variantCall.influencer.query(question),
          signal,
        })
      : await httpStream(variantCall.fundManager.stream, {
          query: variantCall.fundManager.query(question),
          signal,
        });
  const outcome: { answer: AiAnswer | null; failure: ApiError | null } = {
    answer: null,
    failure: null,
  };
  const feed = createSseParser(({ event, data }) => {
    const payload: unknown = JSON.parse(data);
    if (event === 'step') handlers.onStep(payload as AiStepEvent);
    else if (event === 'delta') handlers.onDelta((payload as { text: string }).text);
    else if (event === 'reset') handlers.onReset();
    else if (event === 'done') outcome.answer = payload as AiAnswer;
    else if (event === 'error') {
      const { code, message } = payload as { code: string; message: string };
      outcome.failure = new ApiError(
        503,
        code === 'SERVICE_UNAVAILABLE' ? code : 'UNKNOWN',
        message,
      );
    }
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      feed(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', ko.errors.network);
  }
  if (outcome.failure) throw outcome.failure;
  if (!outcome.answer) throw new ApiError(0, 'NETWORK_ERROR', ko.errors.network);
  return outcome.answer;
}
