import type { FundManagerAnswer, InfluencerAnswer } from '@myeolgong/contract/ai';
import { AI_QUERY_MAX, aiMessages, CHECK_LIMIT } from '@myeolgong/contract/ai-wire';
import { AppError, validationFailed } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import type { AiRepository } from './ai.repository';
import { AgentRun, type RunListener } from './engine/agent-run';
import { readSignals } from './engine/builtin-analyst';
import type { AiTool, AnswerEngine } from './engine/engine';
import { nextSeoulDayStart, seoulDay } from '../../lib/seoul-day';

/** The next midnight in Asia/Seoul after `at` (when the allowance fills up again), ISO 8601. */
function nextSeoulMidnight(at: Date): string {
  return nextSeoulDayStart(at).toISOString();
}

/** The brief of an answer (its first paragraph, at most three lines) and the rest. */
function splitBrief(info: string): { brief: string; details: string } {
  const text = info.trim();
  const at = text.indexOf('\n\n');
  const head = at < 0 ? text : text.slice(0, at);
  const lines = head.split('\n');
  const brief = lines.slice(0, 3).join('\n');
  const rest = [lines.slice(3).join('\n'), at < 0 ? '' : text.slice(at + 2)]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n\n');
  return { brief, details: rest };
}

export type AiRequest =
  { type: 'check' } | { type: 'blank' } | { type: 'question'; question: string };

/** What a call asks for: the allowance, nothing (blank), or an answer. Throws on bad input. */
export function readRequest(kind: AiTool, raw: string | undefined): AiRequest {
  const text = (raw ?? '').normalize('NFC').trim();
  if (text === CHECK_LIMIT) return { type: 'check' };
  if ([...text].length > AI_QUERY_MAX) {
    throw validationFailed(aiMessages.tooLong, {
      [kind === 'influencer' ? 'name' : 'query']: aiMessages.tooLong,
    });
  }
  if (!text) {
    if (kind === 'influencer')
      throw validationFailed(aiMessages.emptyName, { name: aiMessages.emptyName });
    return { type: 'blank' };
  }
  return { type: 'question', question: text };
}

/** Bursts per member and minute, on top of the daily allowance. */
const AI_BURST = { limit: 20, windowMs: 60_000 };

const answerFailed = () => new AppError(503, 'SERVICE_UNAVAILABLE', aiMessages.failed);

export interface AiServiceDeps {
  repo: Pick<AiRepository, 'charge' | 'refund' | 'used'>;
  builtin: AnswerEngine;
  /** The configured LLM, or null. */
  llm: AnswerEngine | null;
  dailyLimit: number;
  answerTimeoutMs: number;
  /** Counts a member's questions per minute (AI_BURST). */
  limiter: Pick<RateLimiter, 'check'>;
  now?: () => Date;
  log?: { warn(details: object, message: string): void };
}

interface Allowance {
  limitExceeded: boolean;
  remainingSearches: number;
  dailyLimit: number;
  resetsAt: string;
}

/** How a call ended: no answer to give (allowance read, blank, over the limit), or an answer. */
type Outcome =
  | { answered: false; info: string; allowance: Allowance }
  | { answered: true; run: AgentRun; engine: AnswerEngine['kind']; allowance: Allowance };

/** First line of the answer that is prose (not a heading), shortened to a one-line summary. */
function summarise(answer: string): string {
  const line =
    answer
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l && !l.startsWith('■') && !l.startsWith('※')) ?? '';
  const chars = [...line];
  return chars.length > 120 ? `${chars.slice(0, 119).join('')}…` : line;
}

export function aiService(deps: AiServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const limit = deps.dailyLimit;

  const allowanceOf = (used: number): Allowance => ({
    limitExceeded: used >= limit,
    remainingSearches: Math.max(0, limit - used),
    dailyLimit: limit,
    resetsAt: nextSeoulMidnight(now()),
  });

  async function allowance(userId: number): Promise<Allowance> {
    return allowanceOf(await deps.repo.used(userId, seoulDay(now())));
  }

  function analysis(run: AgentRun, engine: AnswerEngine['kind']) {
    return {
      info: run.answer.trim(),
      confidence: run.confidence(),
      analysisSteps: run.steps,
      dataSources: run.sources,
      analysisTime: run.elapsedMs(),
      engine,
    };
  }

  const nothing = (info: string) => ({
    info,
    confidence: 0,
    analysisSteps: [],
    dataSources: [],
    analysisTime: 0,
    engine: null,
  });

  function toInfluencer(outcome: Outcome): InfluencerAnswer {
    if (!outcome.answered) {
      return {
        ...nothing(outcome.info),
        isAgentResponse: false,
        summary: '',
        suggestions: [],
        relatedStocks: [],
        ...outcome.allowance,
      };
    }
    const result = analysis(outcome.run, outcome.engine);
    return {
      ...result,
      isAgentResponse: true,
      summary: summarise(result.info),
      suggestions: outcome.run.suggestions.slice(0, 5),
      relatedStocks: outcome.run.relatedStocks,
      ...outcome.allowance,
    };
  }

  function toFundManager(outcome: Outcome): FundManagerAnswer {
    if (!outcome.answered) {
      return {
        ...nothing(outcome.info),
        isAgentMode: false,
        agentData: null,
        brief: outcome.info,
        details: '',
        comparison: null,
        ...outcome.allowance,
      };
    }
    const { run } = outcome;
    const result = analysis(run, outcome.engine);
    const stock = run.comparison ? null : run.stock;
    return {
      ...result,
      isAgentMode: true,
      ...splitBrief(result.info),
      comparison: run.comparison,
      agentData: stock
        ? {
            stockCode: stock.stockCode,
            stockName: stock.stockName,
            confidence: result.confidence,
            recommendation: readSignals(run.indicators, run.valuation ?? null),
            analysisTime: result.analysisTime,
            dataSources: result.dataSources.filter((s) => s.type === 'stock' || s.type === 'post'),
          }
        : null,
      ...outcome.allowance,
    };
  }

  /** Runs the LLM when configured, the built-in analyst otherwise or when the LLM fails. */
  async function runEngines(kind: AiTool, question: string, run: AgentRun, overall: AbortSignal) {
    let fellBack = false;
    if (deps.llm) {
      // The LLM gets two thirds of the time, so the built-in engine can still answer after it.
      run.signal = AbortSignal.any([
        overall,
        AbortSignal.timeout(Math.floor((deps.answerTimeoutMs * 2) / 3)),
      ]);
      try {
        await deps.llm.answer({ kind, question }, run);
        return deps.llm.kind;
      } catch (error) {
        if (overall.aborted) throw error;
        deps.log?.warn({ err: error }, 'LLM answer failed; the built-in engine answers instead');
        run.reset('외부 AI 모델이 응답하지 않아 내장 분석 엔진이 답합니다.');
        fellBack = true;
      } finally {
        run.signal = overall;
      }
    }
    run.signal = overall;
    await deps.builtin.answer({ kind, question }, run);
    // Said last, so the answer still opens with its brief.
    if (fellBack) run.write('\n\n(외부 AI 모델이 응답하지 않아 내장 분석 엔진이 대신 답했습니다.)');
    return deps.builtin.kind;
  }

  /**
   * check_limit reads the allowance, a blank investment question gets SPEC.md's prompt, anything
   * else uses one answer of today's allowance (charged first, atomically, and given back if no
   * answer comes) and runs the agent.
   */
  async function execute(
    kind: AiTool,
    userId: number,
    request: AiRequest,
    listener: RunListener = {},
    clientSignal?: AbortSignal,
  ): Promise<Outcome> {
    if (request.type === 'check')
      return { answered: false, info: '', allowance: await allowance(userId) };
    if (request.type === 'blank') {
      return {
        answered: false,
        info: aiMessages.emptyInvestmentQuestion,
        allowance: await allowance(userId),
      };
    }
    const day = seoulDay(now());
    const count = await deps.repo.charge(userId, day, limit);
    if (count === null) {
      return { answered: false, info: '', allowance: allowanceOf(limit) };
    }
    const overall = AbortSignal.any([
      ...(clientSignal ? [clientSignal] : []),
      AbortSignal.timeout(deps.answerTimeoutMs),
    ]);
    const run = new AgentRun(listener, overall);
    try {
      const engine = await runEngines(kind, request.question, run, overall);
      if (!run.answer.trim()) throw new Error('empty answer');
      // Not found, ambiguous or refused: an answer resting on nothing is given back.
      let used = count;
      if (run.free || !run.rested()) {
        await deps.repo.refund(userId, day);
        used -= 1;
      }
      // An answer is never 'over the limit' (that means no answer); the next question will be.
      return {
        answered: true,
        run,
        engine,
        allowance: { ...allowanceOf(used), limitExceeded: false },
      };
    } catch (error) {
      await deps.repo.refund(userId, day);
      if (!clientSignal?.aborted) deps.log?.warn({ err: error }, 'AI answer failed; not charged');
      throw answerFailed();
    }
  }

  return {
    allowance,

    /** What `raw` asks of `kind` (readRequest); a question counts against the member's bursts. */
    async prepare(kind: AiTool, userId: number, raw: string | undefined) {
      const request = readRequest(kind, raw);
      if (request.type === 'question') await deps.limiter.check(`ai:${userId}`, AI_BURST);
      return request;
    },

    /** SPEC.md §3 people-search response for `request` (see execute). */
    async influencer(
      userId: number,
      request: AiRequest,
      listener?: RunListener,
      signal?: AbortSignal,
    ) {
      return toInfluencer(await execute('influencer', userId, request, listener, signal));
    },

    /** SPEC.md §3 investment response for `request` (see execute). */
    async fundManager(
      userId: number,
      request: AiRequest,
      listener?: RunListener,
      signal?: AbortSignal,
    ) {
      return toFundManager(await execute('fundManager', userId, request, listener, signal));
    },
  };
}
