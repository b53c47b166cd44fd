import type { AiComparison, AiDataSource, AiStep, AiStockRef } from '@myeolgong/contract/ai';
import type { AiStepEvent } from '@myeolgong/contract/ai-wire';
import type { Indicators } from '../tools/indicators';
import type { StockQuote } from '../tools/stock-port';

/** What a tool hands back: data for the engine, a Korean summary and the sources it read. */
export interface ToolResult<D> {
  data: D;
  /** False when the tool ran but could not give what was asked (no data source, nothing found). */
  ok: boolean;
  /** What the step found, in Korean, e.g. '게시글 3건'. */
  detail: string;
  sources: AiDataSource[];
  /** Points of confidence this evidence adds (see confidence()). */
  evidence: number;
  /** The stock the question is about, when this tool established it. */
  stock?: StockQuote;
  indicators?: Indicators;
  valuation?: { per: number | null; pbr: number | null; eps: number | null; bps: number | null };
  /** Names to ask about next (close matches, or the namesakes of an ambiguous name). */
  suggestions?: string[];
  /** Listed companies related to the answer (a business person's). */
  relatedStocks?: AiStockRef[];
  /** A sector's comparison table. */
  comparison?: AiComparison;
}

/** A tool the agent can call; `parameters` is the JSON schema the LLM sees. */
export interface Tool<A, D> {
  name: string;
  /** For the LLM: when to use the tool. */
  description: string;
  parameters: Record<string, unknown>;
  /** Validates arguments from the LLM; throws on bad ones. */
  parse(args: unknown): A;
  /** The step's title in Korean, e.g. "‘삼성전자’ 게시글 검색". */
  title(args: A): string;
  run(args: A, signal: AbortSignal): Promise<ToolResult<D>>;
}

/** Tools of every argument type in one list (methods are compared bivariantly). */
export type AnyTool = Tool<unknown, unknown>;

export interface RunListener {
  onStep?(event: AiStepEvent): void;
  onDelta?(text: string): void;
  onReset?(reason: string): void;
}

/**
 * One answer in progress: runs tools, records each step as it really ran (title, result, time),
 * collects the sources and the evidence, and passes steps and answer text on to a listener (the
 * streaming endpoint) as they happen.
 */
export class AgentRun {
  readonly steps: AiStep[] = [];
  readonly startedAt = performance.now();
  private readonly sourceMap = new Map<string, AiDataSource>();
  private evidence = 0;
  private failures = 0;
  /** The stock the answer is about, once a tool established it. */
  stock: StockQuote | null = null;
  indicators: Indicators | null = null;
  valuation: ToolResult<unknown>['valuation'] | null = null;
  suggestions: string[] = [];
  relatedStocks: AiStockRef[] = [];
  comparison: AiComparison | null = null;
  /**
   * True when the answer gives the member nothing (no person, stock or post found, an ambiguous
   * name to choose from): such an answer is not charged. Engines set it; see also rested().
   */
  free = false;
  private text = '';

  constructor(
    readonly listener: RunListener = {},
    /** Aborts the tools; the service narrows it while the LLM has its turn. */
    public signal: AbortSignal = new AbortController().signal,
  ) {}

  /** Runs `tool` as the next step. Errors become a failed step with an honest detail. */
  async use<A, D>(tool: Tool<A, D>, args: A): Promise<ToolResult<D> | null> {
    const index = this.steps.length;
    const title = tool.title(args);
    // Reserve the slot so steps keep their order even if an engine runs tools in parallel.
    this.steps.push({ tool: tool.name, title, detail: '', ok: false, durationMs: 0 });
    this.listener.onStep?.({ index, status: 'running', tool: tool.name, title });
    const started = performance.now();
    let result: ToolResult<D> | null = null;
    let detail: string;
    try {
      this.signal.throwIfAborted();
      result = await tool.run(args, this.signal);
      detail = result.detail;
    } catch (error) {
      if (this.signal.aborted) throw error;
      this.failures += 1;
      detail = '실행 중 오류가 발생해 이 단계의 데이터를 쓰지 못했습니다.';
    }
    const step: AiStep = {
      tool: tool.name,
      title,
      detail,
      ok: result?.ok ?? false,
      durationMs: Math.round(performance.now() - started),
    };
    this.steps[index] = step;
    if (result) {
      this.evidence += result.evidence;
      for (const source of result.sources) {
        const key = `${source.type}:${source.url ?? source.title}`;
        if (!this.sourceMap.has(key)) this.sourceMap.set(key, source);
      }
      if (result.stock && !this.stock) this.stock = result.stock;
      if (result.indicators) this.indicators = result.indicators;
      if (result.valuation) this.valuation = result.valuation;
      if (result.suggestions?.length && this.suggestions.length === 0)
        this.suggestions = result.suggestions;
      if (result.relatedStocks?.length && this.relatedStocks.length === 0)
        this.relatedStocks = result.relatedStocks;
      if (result.comparison && !this.comparison) this.comparison = result.comparison;
    }
    this.listener.onStep?.({ index, status: 'done', tool: tool.name, title, step });
    return result;
  }

  /** Runs a tool by name with raw arguments (from the LLM); returns what to tell the model. */
  async useByName(tools: AnyTool[], name: string, rawArgs: unknown): Promise<unknown> {
    const tool = tools.find((t) => t.name === name);
    if (!tool) return { error: `알 수 없는 도구: ${name}` };
    let args: unknown;
    try {
      args = tool.parse(rawArgs);
    } catch {
      return { error: '도구 인자가 올바르지 않습니다.' };
    }
    const result = await this.use(tool, args);
    if (!result) return { error: '도구 실행에 실패했습니다.' };
    // The model cites sources by these numbers: [n] is dataSources[n - 1] of the answer.
    const sources = result.sources
      .filter((s) => s.url)
      .map((s) => ({ no: this.sourceNumber(s), title: s.title, url: s.url }));
    return { ok: result.ok, summary: result.detail, data: result.data, sources };
  }

  /** The 1-based number of a source in this answer's dataSources (0 if not among them). */
  sourceNumber(source: Pick<AiDataSource, 'type' | 'url' | 'title'>): number {
    const key = `${source.type}:${source.url ?? source.title}`;
    return [...this.sourceMap.keys()].indexOf(key) + 1;
  }

  /** True when any step found something (the answer rests on some data). */
  rested(): boolean {
    return this.steps.some((s) => s.ok);
  }

  /** Appends answer text and passes it on. */
  write(text: string): void {
    if (!text) return;
    this.text += text;
    this.listener.onDelta?.(text);
  }

  /** Drops the answer text so far (another engine starts over). */
  reset(reason: string): void {
    this.text = '';
    this.listener.onReset?.(reason);
  }

  get answer(): string {
    return this.text;
  }

  get sources(): AiDataSource[] {
    return [...this.sourceMap.values()];
  }

  /**
   * 0–100 from the evidence found: a floor of 10 for an answer that rests on nothing, points per
   * source kind (set by each tool), less for each failed step, never above 95 (the data can be
   * stale or incomplete).
   */
  confidence(): number {
    const raw = 10 + this.evidence - this.failures * 10;
    return Math.max(5, Math.min(95, Math.round(raw)));
  }

  elapsedMs(): number {
    return Math.round(performance.now() - this.startedAt);
  }
}
