import { aiMessages } from '@myeolgong/contract/ai-wire';
import type { Indicators } from '../tools/indicators';
import { keywords } from '../tools/korean-text';
import type { StockQuote } from '../tools/stock-port';
import {
  NO_MARKET_DATA,
  type MemberEntry,
  type PersonEntry,
  type SiteSearch,
  type Toolbox,
  type Valuation,
} from '../tools/toolbox';
import type { AgentRun } from './agent-run';
import type { AgentTask, AnswerEngine } from './engine';

const won = (n: number | null) =>
  n === null ? '정보 없음' : `${Math.round(n).toLocaleString('ko-KR')}원`;
const pct = (n: number | null) => (n === null ? '정보 없음' : `${n > 0 ? '+' : ''}${n}%`);
const day = (iso: string) => iso.slice(0, 10);
const stamp = (iso: string) => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  // Korean market time: KST has no daylight saving.
  const kst = new Date(d.getTime() + 9 * 3_600_000);
  return `${kst.toISOString().slice(0, 16).replace('T', ' ')} (한국 시간)`;
};

export const BUILTIN_NOTE =
  '이 답변은 외부 AI 모델 없이 내장 분석 엔진이 이 사이트의 데이터와 도구 결과만으로 작성했습니다.';

function isQuote(value: unknown): value is StockQuote {
  return Boolean(
    value && typeof value === 'object' && 'stockCode' in value && 'currentPrice' in value,
  );
}
function isIndicators(value: unknown): value is Indicators {
  return Boolean(value && typeof value === 'object' && 'rsi14' in value);
}
function isValuation(value: unknown): value is Valuation {
  return Boolean(value && typeof value === 'object' && 'eps' in value);
}

function siteSection(search: SiteSearch | undefined, heading: string): string[] {
  if (!search || (search.posts.length === 0 && search.comments.length === 0)) return [];
  const lines = [`■ ${heading}`];
  for (const p of search.posts.slice(0, 4)) {
    lines.push(`- 「${p.title}」 (${p.board}, ${p.author}, ${day(p.createdAt)}): “${p.excerpt}”`);
  }
  for (const c of search.comments.slice(0, 2)) {
    lines.push(`- 「${c.postTitle}」의 댓글 (${c.author}, ${day(c.createdAt)}): “${c.excerpt}”`);
  }
  lines.push('(인용은 회원들의 글이며 사실 여부는 확인되지 않았습니다.)');
  return lines;
}

/** An informational reading of trend, momentum and valuation: never a buy or sell call. */
export function readSignals(ind: Indicators | null, val: { pbr: number | null } | null): string {
  const parts: string[] = [];
  if (ind && ind.ma20 !== null && ind.ma60 !== null) {
    if (ind.lastClose > ind.ma20 && ind.ma20 > ind.ma60)
      parts.push('가격이 20·60일 이동평균 위에 있는 상승 추세');
    else if (ind.lastClose < ind.ma20 && ind.ma20 < ind.ma60)
      parts.push('가격이 20·60일 이동평균 아래에 있는 하락 추세');
    else parts.push('이동평균이 엇갈린 혼조 흐름');
  } else if (ind && ind.ma20 !== null) {
    parts.push(ind.lastClose >= ind.ma20 ? '20일 이동평균 위' : '20일 이동평균 아래');
  }
  if (ind && ind.rsi14 !== null) {
    if (ind.rsi14 >= 70) parts.push(`RSI ${ind.rsi14}로 과매수 구간`);
    else if (ind.rsi14 <= 30) parts.push(`RSI ${ind.rsi14}로 과매도 구간`);
    else parts.push(`RSI ${ind.rsi14}로 중립 구간`);
  }
  if (ind && ind.rangePosition !== null) parts.push(`52주 범위의 ${ind.rangePosition}% 위치`);
  if (val?.pbr != null)
    parts.push(val.pbr < 1 ? `PBR ${val.pbr}배로 장부가치 아래` : `PBR ${val.pbr}배`);
  if (parts.length === 0)
    return '판단에 쓸 데이터가 부족합니다. (정보 제공이며 투자 권유가 아닙니다)';
  return `${parts.join(', ')}. (데이터 요약이며 매수·매도 권유가 아닙니다)`;
}

/**
 * The answer engine used when no LLM is configured (or the LLM failed): it runs a fixed plan of
 * tools and composes a structured Korean answer from their results, saying that it is this engine.
 */
export function builtinAnalyst(toolbox: Toolbox): AnswerEngine {
  async function influencer(task: AgentTask, run: AgentRun): Promise<void> {
    const name = task.question;
    const [people, member, search] = [
      await run.use(toolbox.lookupPerson, { name }),
      await run.use(toolbox.lookupMember, { name }),
      await run.use(toolbox.searchSite, { query: name }),
    ];
    const entries: PersonEntry[] = people?.data ?? [];
    const profile: MemberEntry | null = member?.data ?? null;
    const mentions = search?.data;
    const nothing =
      entries.length === 0 &&
      !profile &&
      (!mentions || (mentions.posts.length === 0 && mentions.comments.length === 0));

    if (nothing) {
      run.write(
        `‘${name}’에 대한 정보를 찾지 못했습니다.\n\n인물 지식베이스에 등록된 항목도, 이 이름의 회원도, 이 이름을 언급한 게시글이나 댓글도 없습니다. 확인되지 않은 내용을 추측해서 답하지 않습니다. 이름의 철자를 확인하거나 다른 이름으로 검색해 보세요.\n\n${BUILTIN_NOTE}`,
      );
      return;
    }

    const blocks: string[] = [`‘${name}’에 대해 이 사이트에서 확인한 내용을 정리했습니다.`];
    for (const entry of entries) {
      const lines = [
        `■ 인물 지식베이스: ${entry.name}${entry.roles.length ? ` (${entry.roles.join(', ')})` : ''}`,
      ];
      if (!entry.exact) lines.push(`(입력한 ‘${name}’과 가장 가까운 항목입니다.)`);
      if (entry.aliases.length) lines.push(`다른 이름: ${entry.aliases.join(', ')}`);
      lines.push(entry.summary);
      if (entry.links.length)
        lines.push(`참고 링크: ${entry.links.map((l) => l.title).join(', ')}`);
      blocks.push(lines.join('\n'));
    }
    if (profile) {
      const lines = [
        `■ 이 사이트의 회원 ‘${profile.nickname}’`,
        `${day(profile.joinedAt)} 가입, 게시글 ${profile.postCount}개, 댓글 ${profile.commentCount}개, 받은 추천 ${profile.likesReceived}개`,
      ];
      if (profile.boards.length)
        lines.push(
          `주로 쓰는 게시판: ${profile.boards.map((b) => `${b.name}(${b.posts})`).join(', ')}`,
        );
      if (profile.recentPosts.length) {
        lines.push('최근 글:');
        for (const p of profile.recentPosts.slice(0, 3))
          lines.push(`- 「${p.title}」 (${day(p.createdAt)})`);
      }
      blocks.push(lines.join('\n'));
    }
    const mentionLines = siteSection(mentions, '게시글·댓글에서 언급된 내용');
    if (mentionLines.length) blocks.push(mentionLines.join('\n'));
    if (entries.length === 0)
      blocks.push('인물 지식베이스에는 등록된 항목이 없어, 사이트의 글에 나온 내용만 전합니다.');
    blocks.push(BUILTIN_NOTE);
    run.write(blocks.join('\n\n'));
  }

  async function fundManager(task: AgentTask, run: AgentRun): Promise<void> {
    const question = task.question;
    const found = await run.use(toolbox.findStock, { query: question });
    const blocks: string[] = [];
    const match = found?.data.match ?? null;
    const marketOffline = found?.data.available === false;

    if (match) {
      const code = match.stockCode;
      const quoteResult = await run.use(toolbox.stockQuote, { code });
      const indicatorResult = await run.use(toolbox.stockIndicators, { code });
      const valuationResult = await run.use(toolbox.stockValuation, { code });
      const search = await run.use(toolbox.searchSite, { query: match.stockName });
      const quote = isQuote(quoteResult?.data) ? quoteResult.data : match;
      const ind = isIndicators(indicatorResult?.data) ? indicatorResult.data : null;
      const val = isValuation(valuationResult?.data) ? valuationResult.data : null;

      blocks.push(`${quote.stockName}(${quote.stockCode})의 데이터를 정리했습니다.`);
      const sign = quote.changePrice > 0 ? '▲' : quote.changePrice < 0 ? '▼' : '';
      blocks.push(
        [
          `■ 시세 (제공: ${quote.provider}, ${stamp(quote.lastUpdated)} 기준)`,
          `현재가 ${won(quote.currentPrice)}, 전일 대비 ${sign}${won(Math.abs(quote.changePrice))} (${pct(quote.changeRate)})`,
          `시가 ${won(quote.openPrice)} · 고가 ${won(quote.highPrice)} · 저가 ${won(quote.lowPrice)} · 전일 종가 ${won(quote.prevClosePrice)}`,
          `거래량 ${quote.volume === null ? '정보 없음' : `${quote.volume.toLocaleString('ko-KR')}주`} · 거래대금 ${won(quote.transactionAmount)}`,
        ].join('\n'),
      );
      if (ind) {
        const lines = [
          `■ 기술 지표 (일봉 ${ind.days}일로 계산)`,
          `수익률: 1주 ${pct(ind.returns.w1)}, 1개월 ${pct(ind.returns.m1)}, 3개월 ${pct(ind.returns.m3)}, 1년 ${pct(ind.returns.y1)}`,
        ];
        if (ind.volatility !== null) lines.push(`변동성(연율): ${ind.volatility}%`);
        const mas = [
          ind.ma5 !== null && `MA5 ${won(ind.ma5)}`,
          ind.ma20 !== null && `MA20 ${won(ind.ma20)}`,
          ind.ma60 !== null && `MA60 ${won(ind.ma60)}`,
        ].filter(Boolean);
        if (mas.length) lines.push(`이동평균: ${mas.join(', ')}`);
        if (ind.rsi14 !== null) lines.push(`RSI(14): ${ind.rsi14}`);
        lines.push(
          `52주 범위: ${won(ind.low52w)} ~ ${won(ind.high52w)}${ind.rangePosition !== null ? ` (현재 ${ind.rangePosition}% 위치)` : ''}`,
        );
        if (ind.volumeTrend !== null)
          lines.push(`거래량 추세: 최근 5일 평균이 직전 20일 평균의 ${ind.volumeTrend}배`);
        blocks.push(lines.join('\n'));
      } else {
        blocks.push('■ 기술 지표\n가격 이력을 받지 못해 지표를 계산하지 못했습니다.');
      }
      if (val && (val.per !== null || val.pbr !== null)) {
        const lines = ['■ 밸류에이션'];
        if (val.per !== null) lines.push(`PER ${val.per}배 (주당순이익 약 ${won(val.eps ?? 0)})`);
        if (val.pbr !== null) lines.push(`PBR ${val.pbr}배 (주당순자산 약 ${won(val.bps ?? 0)})`);
        blocks.push(lines.join('\n'));
      } else {
        blocks.push('■ 밸류에이션\nPER·PBR 정보가 제공되지 않았습니다.');
      }
      const mentionLines = siteSection(search?.data, '커뮤니티 언급');
      if (mentionLines.length) blocks.push(mentionLines.join('\n'));
      blocks.push(`■ 데이터 요약\n${readSignals(ind, val)}`);
    } else {
      const words = keywords(question, 3);
      const query = words[0] ?? question;
      const search = await run.use(toolbox.searchSite, { query });
      if (marketOffline) {
        blocks.push(`■ 시세\n${NO_MARKET_DATA} 가격, 등락, 지표는 답하지 않습니다.`);
      } else {
        blocks.push(
          '■ 종목\n질문에서 상장 종목을 찾지 못했습니다. 종목명이나 6자리 종목코드를 넣어 다시 물어보시면 시세와 지표를 함께 정리해 드립니다.',
        );
      }
      const mentionLines = siteSection(search?.data, `커뮤니티에서 ‘${query}’ 관련 글`);
      if (mentionLines.length) blocks.push(mentionLines.join('\n'));
      else blocks.push(`■ 커뮤니티\n‘${query}’에 관한 게시글이나 댓글을 찾지 못했습니다.`);
    }
    blocks.push(BUILTIN_NOTE);
    blocks.push(aiMessages.notAdvice);
    run.write(blocks.join('\n\n'));
  }

  return {
    kind: 'builtin',
    async answer(task, run) {
      if (task.kind === 'influencer') await influencer(task, run);
      else await fundManager(task, run);
    },
  };
}
