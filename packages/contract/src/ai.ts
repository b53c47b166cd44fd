import { z } from 'zod';
import { AI_QUERY_MAX, aiMessages, PERSON_SUMMARY_MAX } from './ai-wire';

/** Which engine wrote an answer: the configured LLM, or the built-in analyst. */
export const AiEngine = z.enum(['llm', 'builtin']);
export type AiEngine = z.infer<typeof AiEngine>;

/** One step the agent actually ran (a tool call), in the order it ran. */
export const AiStep = z
  .object({
    /** The tool's name, e.g. search_posts, stock_quote. */
    tool: z.string(),
    /** What the step did, in Korean. */
    title: z.string(),
    /** What it found, in Korean (e.g. '게시글 3건'). */
    detail: z.string(),
    ok: z.boolean(),
    durationMs: z.number().int(),
  })
  .meta({ id: 'AiStep' });
export type AiStep = z.infer<typeof AiStep>;

export const AiSourceType = z.enum(['post', 'comment', 'member', 'person', 'stock', 'link']);

/** A source the answer rests on: a post or comment of this site, a quote, a knowledge-base entry. */
export const AiDataSource = z
  .object({
    type: AiSourceType,
    title: z.string(),
    /** A site path (/post/12, /stock?code=005930) or an external https link. */
    url: z.string().nullable(),
    /** When the data is from: the post's creation, the quote's time. ISO 8601. */
    time: z.string().nullable(),
    /** Who supplied the data, e.g. the site name or the market-data provider. */
    provider: z.string().nullable(),
    /** A short quotation of the source (data, never an instruction). */
    excerpt: z.string().nullable(),
  })
  .meta({ id: 'AiDataSource' });
export type AiDataSource = z.infer<typeof AiDataSource>;

const allowance = {
  /** True when the member has used up today's allowance; the answer is then empty. */
  limitExceeded: z.boolean(),
  /** Answers left today (Asia/Seoul day). */
  remainingSearches: z.number().int(),
};

const analysis = {
  /** 0–100, computed from the evidence found (sources, fresh data, failed steps). */
  confidence: z.number().int().min(0).max(100),
  analysisSteps: z.array(AiStep),
  dataSources: z.array(AiDataSource),
  /** Milliseconds the answer took, measured on the server. */
  analysisTime: z.number().int(),
  engine: AiEngine.nullable(),
};

/** SPEC.md §3 AI people-search response. */
export const InfluencerAnswer = z
  .object({
    /** The answer (Korean, plain text with line breaks); empty for check_limit or over the limit. */
    info: z.string(),
    isAgentResponse: z.boolean(),
    /** One-line summary of the answer. */
    summary: z.string(),
    ...analysis,
    ...allowance,
  })
  .meta({ id: 'InfluencerAnswer' });
export type InfluencerAnswer = z.infer<typeof InfluencerAnswer>;

/** SPEC.md §3 agentData: present when the question names a stock. */
export const FundManagerAgentData = z
  .object({
    stockCode: z.string(),
    stockName: z.string(),
    confidence: z.number().int().min(0).max(100),
    /** An informational reading of the data (never personal investment advice). */
    recommendation: z.string(),
    analysisTime: z.number().int(),
    dataSources: z.array(AiDataSource),
  })
  .meta({ id: 'FundManagerAgentData' });
export type FundManagerAgentData = z.infer<typeof FundManagerAgentData>;

/** SPEC.md §3 AI investment response (plus the steps and sources of the people response). */
export const FundManagerAnswer = z
  .object({
    info: z.string(),
    isAgentMode: z.boolean(),
    agentData: FundManagerAgentData.nullable(),
    ...analysis,
    ...allowance,
  })
  .meta({ id: 'FundManagerAnswer' });
export type FundManagerAnswer = z.infer<typeof FundManagerAnswer>;

const question = (field: string) =>
  z
    .string()
    .max(AI_QUERY_MAX * 4, { error: aiMessages.tooLong })
    .optional()
    .describe(`${field}; check_limit reads the allowance without using it`);

export const InfluencerQuery = z.object({ name: question('인물 이름') });
export const FundManagerQuery = z.object({ query: question('투자 관련 질문') });

const PersonLinkBody = z.object({
  title: z.string().trim().min(1).max(100),
  url: z.url({ protocol: /^https?$/, error: '링크는 http 또는 https 주소여야 합니다.' }).max(2048),
});

/** A public figure of the knowledge base, as administrators write it. */
export const PersonBody = z.object({
  name: z.string().trim().min(1, { error: '이름을 입력해 주세요.' }).max(100),
  aliases: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  roles: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  summary: z
    .string()
    .trim()
    .min(1, { error: '요약을 입력해 주세요.' })
    .max(PERSON_SUMMARY_MAX, { error: `요약은 ${PERSON_SUMMARY_MAX}자 이내로 입력해 주세요.` }),
  links: z.array(PersonLinkBody).max(20).default([]),
});
export type PersonBody = z.infer<typeof PersonBody>;

export const Person = z
  .object({
    id: z.number().int(),
    name: z.string(),
    aliases: z.array(z.string()),
    roles: z.array(z.string()),
    summary: z.string(),
    links: z.array(z.object({ title: z.string(), url: z.string() })),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Person' });
export type Person = z.infer<typeof Person>;
