import { endpoints } from '@myeolgong/contract/endpoints';

export type ChatVariant = 'influencer' | 'fundManager';

/**
 * Each screen's two calls (SPEC.md §7 'AI'): the answer (also the allowance check) and its
 * stream, and the query each takes; the people encyclopedia asks by `name`, the fund manager by
 * `query`.
 */
export const variantCall = {
  influencer: {
    answer: endpoints.ai.influencer,
    stream: endpoints.ai.influencerStream,
    query: (question: string) => ({ name: question }),
  },
  fundManager: {
    answer: endpoints.ai.fundManager,
    stream: endpoints.ai.fundManagerStream,
    query: (question: string) => ({ query: question }),
  },
} as const;
