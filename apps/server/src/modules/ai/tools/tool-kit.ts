import type { AiDataSource } from '@myeolgong/contract/ai';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import type { SearchService } from '../../search/search.service';
import type { AiRepository } from '../ai.repository';
import type { ToolResult } from '../engine/agent-run';
import type { StockDataPort, StockQuote } from './stock-port';

/** What the tools read: this server's data (registry.ts binds every tool to it). */
export interface ToolboxDeps {
  repo: Pick<
    AiRepository,
    | 'searchComments'
    | 'findMember'
    | 'peopleKeys'
    | 'findPerson'
    | 'peopleByIds'
    | 'stockDiscussion'
  >;
  /** The site's post search (modules/search), the same plans and gate as the search page. */
  search: Pick<SearchService, 'search'>;
  /** Market data, or null when no provider is connected to this server. */
  stocks: () => StockDataPort | null;
  siteName: string;
}

/** Said when no market-data provider is connected (the truthful answer, not an invented price). */
export const NO_MARKET_DATA =
  '이 서버에 시세 데이터 제공원이 연결되어 있지 않아 시세를 확인할 수 없습니다.';

const EXCERPT = 140;

/** Plain text of post content (which may be the limited HTML of CONTRACT.md), on one line. */
function plainText(content: string): string {
  const text = /<[a-z][\s\S]*>/i.test(content)
    ? sanitizeHtml(content, { allowedTags: [], allowedAttributes: {} })
    : content;
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Up to EXCERPT characters around the first place `needle` occurs. */
export function excerpt(text: string, needle: string): string {
  const plain = plainText(text);
  const at = needle ? plain.toLowerCase().indexOf(needle.toLowerCase()) : -1;
  const start = at > 40 ? at - 40 : 0;
  const chars = [...plain.slice(start)];
  const cut = chars.slice(0, EXCERPT).join('');
  return `${start > 0 ? '…' : ''}${cut}${chars.length > EXCERPT ? '…' : ''}`;
}

export const fmtDate = (d: Date) => d.toISOString();

export const QueryArgs = z.object({ query: z.string().trim().min(1).max(200) });
export const NameArgs = z.object({ name: z.string().trim().min(1).max(200) });
export const CodeArgs = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{6}$/),
});
export const HistoryArgs = CodeArgs.extend({
  range: z.enum(['1d', '1w', '1m', '1y']).default('1m'),
});

export const schema = (properties: Record<string, unknown>, required: string[]) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});
export const codeParam = { code: { type: 'string', description: '6자리 종목코드, 예: 005930' } };

/** The result of a market-data tool when no provider is connected. */
export const unavailable = <D>(data: D): ToolResult<D> => ({
  data,
  ok: false,
  detail: NO_MARKET_DATA,
  sources: [],
  evidence: 0,
});

/** A quote as a source of the answer. */
export const stockSource = (q: StockQuote, title: string): AiDataSource => ({
  type: 'stock',
  title,
  url: `/stock?code=${encodeURIComponent(q.stockCode)}`,
  time: q.lastUpdated,
  provider: q.provider,
  excerpt: null,
});
