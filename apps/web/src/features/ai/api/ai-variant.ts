import {
  aiFundManager,
  aiFundManagerStream,
  aiInfluencer,
  aiInfluencerStream,
} from '@myeolgong/contract/endpoints/ai';

export type ChatVariant = 'influencer' | 'fundManager';

/**
 * Each screen's two calls (SPEC.md §7 'AI'): the answer (also the allowance check) and its
 * stream, and the query each takes; the people encyclopedia asks by `name`, the fund manager by
 * `query`.
 */
export const variantCall = {
  influencer: {
    answer: aiInfluencer,
    stream: aiInfluencerStream,
    query: (question: string) => ({ name: question }),
  },
  fundManager: {
    answer: aiFundManager,
    stream: aiFundManagerStream,
    query: (question: string) => ({ query: question }),
  },
} as const;
