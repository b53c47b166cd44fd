// Kept free of zod: the web app's AI screens import it.
import type { AiStep, FundManagerAnswer, InfluencerAnswer } from './ai';

/** The query value that reads the allowance without using it (SPEC.md §7 'AI'). */
export const CHECK_LIMIT = 'check_limit';

/** Longest question or name, in characters. */
export const AI_QUERY_MAX = 500;

export const PERSON_SUMMARY_MAX = 4000;

/** The fields of knowledge a person belongs to (the knowledge files' `category`). */
export const personCategories = [
  'history',
  'sports',
  'entertainment',
  'business',
  'science',
  'literature',
  'arts',
  'film',
  'music',
  'politics',
] as const;
export type PersonCategory = (typeof personCategories)[number];

/** The labels a fact of the knowledge base may carry, in the order an answer lists them. */
export const personFactLabels = [
  '출생',
  '사망',
  '분야',
  '직위',
  '소속',
  '대표 업적',
  '주요 작품',
  '기록',
  '수상',
  '경력',
  '학력',
] as const;

/** The id slug of a knowledge-base entry: lower-case Latin letters, digits and hyphens. */
export const PERSON_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Most entries one import may carry. */
export const PEOPLE_IMPORT_MAX = 2000;

/** Messages the server sends and the web app shows as they are. */
export const aiMessages = {
  /** SPEC.md §5: a blank investment question. */
  emptyInvestmentQuestion: '투자 관련 질문을 입력해주세요.',
  emptyName: '검색할 인물의 이름을 입력해주세요.',
  tooLong: `질문은 ${AI_QUERY_MAX}자 이내로 입력해주세요.`,
  /** SPEC.md §8. */
  failed: '죄송합니다. 오류가 발생했습니다. 다시 시도해주세요.',
  limitReached: '오늘의 검색 한도에 도달했습니다.',
  personNotFound: (name: string) => `‘${name}’에 대한 정보를 찾지 못했습니다.`,
  /** Closing line of every investment answer (DESIGN.md 'AI'). */
  notAdvice:
    '※ 이 답변은 공개된 데이터를 정리한 참고용 정보이며 투자 권유나 자문이 아닙니다. 투자 판단과 책임은 본인에게 있습니다.',
} as const;

/**
 * Server-sent events of the streaming calls, in order: any number of `step` (a step starting, then
 * the same index finished) and `delta` (answer text to append), optionally `reset` (drop the text
 * so far: the built-in engine takes over from a failed LLM), then exactly one `done` or `error`.
 */
export type AiStreamEvent =
  | { event: 'step'; data: AiStepEvent }
  | { event: 'delta'; data: { text: string } }
  | { event: 'reset'; data: { reason: string } }
  | { event: 'done'; data: InfluencerAnswer | FundManagerAnswer }
  | { event: 'error'; data: { code: string; message: string } };

export interface AiStepEvent {
  /** 0-based position of the step in analysisSteps. */
  index: number;
  status: 'running' | 'done';
  tool: string;
  title: string;
  /** Set when status is 'done'. */
  step?: AiStep;
}
