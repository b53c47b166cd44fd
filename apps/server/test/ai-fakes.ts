import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HistoryPoint, HistoryRange } from '@myeolgong/contract/stocks';
import type { StockDataPort, StockQuote } from '../src/modules/ai/tools/stock-port';

/** Made-up listings for tests: the market data of this file is invented, not real prices. */
const LISTINGS = [
  { stockCode: '005930', stockName: '삼성전자', base: 70_000, per: 14.2, pbr: 1.3 },
  { stockCode: '000660', stockName: 'SK하이닉스', base: 180_000, per: 9.8, pbr: 1.9 },
  { stockCode: '035420', stockName: 'NAVER', base: 190_000, per: null, pbr: null },
] as const;

const QUOTE_TIME = '2026-11-20T06:30:00.000Z';

/** 260 trading days of a gentle rise with a wave, oldest first. */
function candles(base: number): HistoryPoint[] {
  const out: HistoryPoint[] = [];
  const start = Date.parse('2025-11-20T00:00:00Z');
  for (let i = 0; i < 260; i++) {
    const close = Math.round(base * (0.8 + i * 0.001) + Math.sin(i / 5) * base * 0.02);
    out.push({
      time: new Date(start + i * 86_400_000).toISOString(),
      open: close - 100,
      high: close + 500,
      low: close - 500,
      close,
      volume: 1_000_000 + (i % 7) * 50_000,
    });
  }
  return out;
}

function quoteOf(listing: (typeof LISTINGS)[number]): StockQuote {
  const history = candles(listing.base);
  const last = history[history.length - 1]!;
  const prev = history[history.length - 2]!;
  const change = last.close - prev.close;
  return {
    stockCode: listing.stockCode,
    stockName: listing.stockName,
    currentPrice: last.close,
    changePrice: change,
    changeRate: Math.round((change / prev.close) * 10_000) / 100,
    changeSign: change > 0 ? 2 : change < 0 ? 5 : 3,
    volume: last.volume,
    openPrice: last.open,
    highPrice: last.high,
    lowPrice: last.low,
    prevClosePrice: prev.close,
    transactionAmount: last.volume * last.close,
    per: listing.per,
    pbr: listing.pbr,
    lastUpdated: QUOTE_TIME,
    provider: '테스트 시세',
  };
}

/** An in-test market-data port with three made-up listings. */
export function fakeStocks(): StockDataPort & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async search(query, limit) {
      calls.push(`search:${query}`);
      const q = query.toLowerCase();
      return LISTINGS.filter((l) => l.stockName.toLowerCase().includes(q) || l.stockCode === q)
        .slice(0, limit)
        .map(quoteOf);
    },
    async quote(code) {
      calls.push(`quote:${code}`);
      const listing = LISTINGS.find((l) => l.stockCode === code);
      return listing ? quoteOf(listing) : null;
    },
    async history(code, range: HistoryRange) {
      calls.push(`history:${code}:${range}`);
      const listing = LISTINGS.find((l) => l.stockCode === code);
      if (!listing) return [];
      const all = candles(listing.base);
      return range === '1y' ? all : all.slice(-20);
    },
  };
}

interface RecordedRequest {
  model: string;
  stream: boolean;
  messages: { role: string; content: string | null; tool_calls?: unknown[] }[];
  tools?: { function: { name: string } }[];
}

/** One scripted reply: tool calls, or answer text streamed in the given pieces. */
export type ScriptedReply =
  | { toolCalls: { name: string; arguments: object }[] }
  | { text: string[] }
  | { status: number }
  | { delayMs: number; text: string[] };

/**
 * A local OpenAI-compatible chat-completions server: answers each POST /v1/chat/completions with
 * the next scripted reply as server-sent chunks, and records every request it got.
 */
export async function fakeLlmServer() {
  const requests: RecordedRequest[] = [];
  let script: ScriptedReply[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      requests.push(JSON.parse(body) as RecordedRequest);
      const reply = script.shift() ?? { status: 500 };
      if ('status' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'scripted failure' } }));
        return;
      }
      const chunk = (delta: object, finish: string | null = null, usage?: object) =>
        `data: ${JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion.chunk',
          created: 0,
          model: 'fake-model',
          choices: [{ index: 0, delta, finish_reason: finish }],
          ...(usage ? { usage } : {}),
        })}\n\n`;
      const send = () => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        if ('toolCalls' in reply) {
          reply.toolCalls.forEach((call, index) => {
            const args = JSON.stringify(call.arguments);
            const half = Math.floor(args.length / 2);
            // Arguments arrive in pieces, as real servers send them.
            res.write(
              chunk({
                role: 'assistant',
                tool_calls: [
                  {
                    index,
                    id: `call_${index}`,
                    type: 'function',
                    function: { name: call.name, arguments: args.slice(0, half) },
                  },
                ],
              }),
            );
            res.write(
              chunk({ tool_calls: [{ index, function: { arguments: args.slice(half) } }] }),
            );
          });
          res.write(chunk({}, 'tool_calls'));
        } else {
          for (const piece of reply.text) res.write(chunk({ content: piece }));
          res.write(chunk({}, 'stop'));
        }
        res.write(
          `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model: 'fake-model', choices: [], usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 } })}\n\n`,
        );
        res.end('data: [DONE]\n\n');
      };
      if ('delayMs' in reply) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Replaces the replies still to come. */
    script(replies: ScriptedReply[]) {
      script = [...replies];
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Splits a server-sent-events body into its events. */
export function parseSse(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .map((block) => block.trim())
    .filter((block) => block && !block.startsWith(':'))
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) as unknown };
    });
}
