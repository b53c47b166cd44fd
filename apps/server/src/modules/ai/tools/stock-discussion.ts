import type { AiDataSource } from '@myeolgong/contract/ai';
import type { z } from 'zod';
import type { Tool } from '../engine/agent-run';
import { CodeArgs, fmtDate, schema, type ToolboxDeps } from './tool-kit';

/** 종목토론: what members wrote about a stock with `$종목` (never market data, never advice). */
export interface StockDiscussion {
  stockCode: string;
  /** Posts mentioning it in the last STOCK_TALK_DAYS days. */
  recent: number;
  /** Posts mentioning it, ever (themselves or through a comment). */
  total: number;
  posts: { id: number; title: string; board: string; createdAt: string }[];
  /** The stock's discussion page. */
  url: string;
}

export const STOCK_TALK_DAYS = 7;

/** stock_discussion: what members wrote about a stock with `$종목`. */
export function createStockDiscussionTool(deps: Pick<ToolboxDeps, 'repo' | 'siteName'>) {
  const { repo, siteName } = deps;

  const stockDiscussion: Tool<z.infer<typeof CodeArgs>, StockDiscussion> = {
    name: 'stock_discussion',
    description:
      '종목코드로 이 커뮤니티의 종목토론을 봅니다: 최근 7일 동안 $종목으로 그 종목을 언급한 글 수와 최신 글 제목. 회원들의 의견일 뿐 시세나 투자 조언이 아니며, 답에서는 시세와 따로 적습니다.',
    parameters: schema({ code: { type: 'string', description: '6자리 종목코드' } }, ['code']),
    parse: (args) => CodeArgs.parse(args),
    title: ({ code }) => `${code} 종목토론`,
    async run({ code }) {
      const stockCode = code.toUpperCase();
      const since = new Date(Date.now() - STOCK_TALK_DAYS * 24 * 60 * 60 * 1000);
      const found = await repo.stockDiscussion(stockCode, since, 3);
      const posts = found.posts.map((row) => ({
        id: row.id,
        title: row.title,
        board: row.board_display_name,
        createdAt: fmtDate(row.created_at),
      }));
      return {
        data: {
          stockCode,
          recent: found.recent,
          total: found.total,
          posts,
          url: `/stock/${stockCode}`,
        },
        ok: true,
        detail: `최근 ${STOCK_TALK_DAYS}일 글 ${found.recent}건`,
        sources: posts.map((p): AiDataSource => ({
          type: 'post',
          title: p.title,
          url: `/post/${p.id}`,
          time: p.createdAt,
          provider: siteName,
          excerpt: null,
        })),
        evidence: posts.length,
      };
    },
  };

  return stockDiscussion;
}
