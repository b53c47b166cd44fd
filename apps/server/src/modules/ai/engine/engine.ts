import type { AiEngine } from '@myeolgong/contract/ai';
import type { AgentRun } from './agent-run';

export type AiTool = 'influencer' | 'fundManager';

/** What the member asked, on which screen. */
export interface AgentTask {
  kind: AiTool;
  /** The trimmed question (a name on the people screen), at most AI_QUERY_MAX characters. */
  question: string;
}

/** Writes an answer into `run` by calling tools through it; throws when it cannot answer. */
export interface AnswerEngine {
  readonly kind: AiEngine;
  answer(task: AgentTask, run: AgentRun): Promise<void>;
}
