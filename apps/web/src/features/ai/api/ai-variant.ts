import { aiPaths } from '@myeolgong/contract/ai-wire';

export type ChatVariant = 'influencer' | 'fundManager';

/** Each screen's call and the name of its question parameter (SPEC.md §7 'AI'). */
export const variantCall = {
  influencer: { path: aiPaths.influencer, stream: aiPaths.influencerStream, param: 'name' },
  fundManager: { path: aiPaths.fundManager, stream: aiPaths.fundManagerStream, param: 'query' },
} as const;
