import { z } from 'zod';
import {
  AI_QUERY_MAX,
  aiMessages,
  PERSON_SLUG_PATTERN,
  PERSON_SUMMARY_MAX,
  personCategories,
  personFactLabels,
} from './ai-wire';

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

const AiSourceType = z.enum(['post', 'comment', 'member', 'person', 'stock', 'link']);

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
  /** Answers left today (Asia/Seoul day), shared by both AI screens. */
  remainingSearches: z.number().int(),
  /** Answers a member gets a day (AI_DAILY_LIMIT). */
  dailyLimit: z.number().int(),
  /** When the allowance fills up again: the next midnight in Asia/Seoul, ISO 8601. */
  resetsAt: z.string(),
};

/** The allowance every AI answer carries; check_limit answers it alone. */
export const AiAllowance = z.object(allowance);
export type AiAllowance = z.infer<typeof AiAllowance>;

/** A listed company related to an answer (a business person's companies, a sector's stocks). */
export const AiStockRef = z
  .object({ stockCode: z.string(), stockName: z.string() })
  .meta({ id: 'AiStockRef' });
export type AiStockRef = z.infer<typeof AiStockRef>;

/** One row of the fund manager's comparison table; money in won, rates in percent. */
export const AiComparisonRow = z
  .object({
    stockCode: z.string(),
    stockName: z.string(),
    price: z.number(),
    /** Change from the previous close, percent. */
    changeRate: z.number(),
    /** Market value in won, when known. */
    marketCap: z.number().nullable(),
    per: z.number().nullable(),
    pbr: z.number().nullable(),
    /** Return over about one month, percent. */
    return1m: z.number().nullable(),
  })
  .meta({ id: 'AiComparisonRow' });
export type AiComparisonRow = z.infer<typeof AiComparisonRow>;

export const AiComparison = z
  .object({
    /** The sector or theme compared, e.g. 반도체. */
    theme: z.string(),
    rows: z.array(AiComparisonRow),
  })
  .meta({ id: 'AiComparison' });
export type AiComparison = z.infer<typeof AiComparison>;

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
    /**
     * Names to ask about next: close matches when nothing was found (one-syllable typos, 초성),
     * or the entries that share an ambiguous name (with a descriptor, e.g. '김민재 (축구 선수)').
     */
    suggestions: z.array(z.string()),
    /** Listed companies related to the person found (business people), for live quote chips. */
    relatedStocks: z.array(AiStockRef),
    ...analysis,
    ...allowance,
  })
  .meta({ id: 'InfluencerAnswer' });
export type InfluencerAnswer = z.infer<typeof InfluencerAnswer>;

/** SPEC.md §3 agentData: present when the question names a stock. */
const FundManagerAgentData = z
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
type FundManagerAgentData = z.infer<typeof FundManagerAgentData>;

/** SPEC.md §3 AI investment response (plus the steps and sources of the people response). */
export const FundManagerAnswer = z
  .object({
    info: z.string(),
    isAgentMode: z.boolean(),
    agentData: FundManagerAgentData.nullable(),
    /** The three-line conclusion: recommendation, confidence, the not-advice notice. */
    brief: z.string(),
    /** Everything else, for a folded 'details' part; `info` is brief, a blank line, details. */
    details: z.string(),
    /** The comparison table of a sector or theme question, else null. */
    comparison: AiComparison.nullable(),
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

const httpUrl = (error: string) =>
  z.url({ protocol: /^https?$/, error }).max(2048, { error: '주소는 2048자 이내여야 합니다.' });

const PersonLinkBody = z.object({
  title: z.string().trim().min(1).max(100),
  url: httpUrl('링크는 http 또는 https 주소여야 합니다.'),
});

/** A dated fact or a year: '1992-07-08', '1992-07', '1545', or a year BC like '-57'. */
const lifeDate = z
  .string()
  .trim()
  .regex(/^-?\d{1,4}(?:-\d{2}(?:-\d{2})?)?$/, {
    error: '날짜는 1992-07-08이나 1545 꼴로 입력해 주세요.',
  });

export const PersonFact = z.object({
  label: z.enum(personFactLabels, { error: '알 수 없는 항목 이름입니다.' }),
  value: z.string().trim().min(1, { error: '내용을 입력해 주세요.' }).max(300),
  /** The public reference page the fact was checked against. */
  source: httpUrl('출처는 http 또는 https 주소여야 합니다.'),
});
export type PersonFact = z.infer<typeof PersonFact>;

const names = z.array(z.string().trim().min(1).max(100)).max(20);

/**
 * One entry of a knowledge file (apps/server/src/modules/ai/knowledge/people/*.json holds an array
 * of them) and of the operators' import and export. `id` is the entry's lasting slug.
 */
export const KnowledgePerson = z.object({
  id: z
    .string()
    .regex(PERSON_SLUG_PATTERN, { error: 'id는 영문 소문자, 숫자, 하이픈만 씁니다.' })
    .max(100),
  name: z.string().trim().min(1, { error: '이름을 입력해 주세요.' }).max(100),
  hanja: z.string().trim().max(100).nullable().default(null),
  romanized: z.string().trim().max(200).nullable().default(null),
  aliases: names.default([]),
  category: z.enum(personCategories, { error: '알 수 없는 분야입니다.' }),
  roles: names.default([]),
  descriptor: z.string().trim().max(200).default(''),
  born: lifeDate.nullable().default(null),
  died: lifeDate.nullable().default(null),
  summary: z
    .string()
    .trim()
    .min(1, { error: '요약을 입력해 주세요.' })
    .max(PERSON_SUMMARY_MAX, { error: `요약은 ${PERSON_SUMMARY_MAX}자 이내로 입력해 주세요.` }),
  summarySource: httpUrl('요약의 출처는 http 또는 https 주소여야 합니다.').nullable().default(null),
  facts: z.array(PersonFact).min(1, { error: '사실을 하나 이상 입력해 주세요.' }).max(40),
  stockCodes: z
    .array(z.string().regex(/^[0-9A-Z]{6}$/, { error: '종목코드는 6자리입니다.' }))
    .max(20)
    .default([]),
  asOf: z.iso.date({ error: '기준일은 2026-11-26 꼴로 입력해 주세요.' }),
});
export type KnowledgePerson = z.infer<typeof KnowledgePerson>;

/** A person as operators write it in /admin: the knowledge fields, the slug optional. */
export const PersonBody = z.object({
  /** The entry's slug; a new entry without one gets one made from its romanised name or id. */
  slug: KnowledgePerson.shape.id.nullable().optional(),
  name: KnowledgePerson.shape.name,
  hanja: KnowledgePerson.shape.hanja,
  romanized: KnowledgePerson.shape.romanized,
  aliases: names.default([]),
  category: z.enum(personCategories, { error: '알 수 없는 분야입니다.' }).nullable().default(null),
  roles: names.default([]),
  descriptor: KnowledgePerson.shape.descriptor,
  born: lifeDate.nullable().default(null),
  died: lifeDate.nullable().default(null),
  summary: KnowledgePerson.shape.summary,
  summarySource: KnowledgePerson.shape.summarySource,
  facts: z.array(PersonFact).max(40).default([]),
  stockCodes: KnowledgePerson.shape.stockCodes,
  asOf: z.iso.date({ error: '기준일은 2026-11-26 꼴로 입력해 주세요.' }).nullable().default(null),
  /** Further reading (older entries); facts carry their own sources. */
  links: z.array(PersonLinkBody).max(20).default([]),
});
export type PersonBody = z.infer<typeof PersonBody>;
export type PersonBodyInput = z.input<typeof PersonBody>;

export const Person = z
  .object({
    id: z.number().int(),
    slug: z.string().nullable(),
    name: z.string(),
    hanja: z.string().nullable(),
    romanized: z.string().nullable(),
    aliases: z.array(z.string()),
    category: z.enum(personCategories).nullable(),
    roles: z.array(z.string()),
    descriptor: z.string(),
    born: z.string().nullable(),
    died: z.string().nullable(),
    summary: z.string(),
    summarySource: z.string().nullable(),
    facts: z.array(z.object({ label: z.string(), value: z.string(), source: z.string() })),
    stockCodes: z.array(z.string()),
    asOf: z.string().nullable(),
    links: z.array(z.object({ title: z.string(), url: z.string() })),
    /** shipped: from the knowledge files; operator: added in /admin or by an import. */
    origin: z.enum(['shipped', 'operator']),
    /** A shipped entry an operator changed: new shipped versions no longer overwrite it. */
    edited: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Person' });
export type Person = z.infer<typeof Person>;

export const PeopleImportResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  message: z.string(),
});
export type PeopleImportResult = z.infer<typeof PeopleImportResult>;
