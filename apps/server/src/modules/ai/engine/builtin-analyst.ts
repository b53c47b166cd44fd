import { aiMessages } from '@myeolgong/contract/ai-wire';
import { findTheme } from '../knowledge/sector-themes';
import type { Indicators } from '../tools/indicators';
import { keywords } from '../tools/korean-text';
import { shareCount, signedPercent, wonAmount, wonPrice } from '../tools/money';
import { siteName, type PersonCard, type PersonLookup } from '../tools/person-tool';
import type { SectorComparison } from '../tools/sector-tool';
import type { StockQuote } from '../tools/stock-port';
import type { MemberEntry } from '../tools/lookup-member';
import type { Toolbox } from '../tools/registry';
import type { SiteSearch } from '../tools/search-site';
import { STOCK_TALK_DAYS, type StockDiscussion } from '../tools/stock-discussion';
import type { Valuation } from '../tools/stock-valuation';
import { NO_MARKET_DATA } from '../tools/tool-kit';
import type { AgentRun } from './agent-run';
import type { AgentTask, AnswerEngine } from './engine';

const day = (iso: string) => iso.slice(0, 10);
const stamp = (iso: string | null) => {
  if (!iso) return '시각 정보 없음';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  // Korean market time: KST has no daylight saving.
  const kst = new Date(d.getTime() + 9 * 3_600_000);
  return `${kst.toISOString().slice(0, 16).replace('T', ' ')} 한국 시간`;
};

const BUILTIN_NOTE =
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
function isComparison(value: unknown): value is SectorComparison {
  return Boolean(value && typeof value === 'object' && 'rows' in value);
}

/** A post quoted by its title; its words only when it has any (a link post has none). */
function siteSection(search: SiteSearch | undefined, heading: string, max = 4): string[] {
  if (!search || (search.posts.length === 0 && search.comments.length === 0)) return [];
  const lines = [`■ ${heading}`];
  for (const p of search.posts.slice(0, max)) {
    const quote = p.excerpt ? `: “${p.excerpt}”` : '';
    lines.push(`- 「${p.title}」 (${p.board}, ${day(p.createdAt)})${quote}`);
  }
  for (const c of search.comments.slice(0, 2)) {
    lines.push(`- 「${c.postTitle}」의 댓글 (${day(c.createdAt)}): “${c.excerpt}”`);
  }
  lines.push('(회원들의 글이며 사실 여부는 확인되지 않았습니다.)');
  return lines;
}

/**
 * 종목토론 (issue 27): what members say about the stock, set apart from the market data above it
 * and said not to be advice.
 */
function stockTalkSection(talk: StockDiscussion, name: string): string[] {
  const lines = [
    `■ 커뮤니티 종목토론 (시세와 별개, 회원들의 의견)`,
    `최근 ${STOCK_TALK_DAYS}일 동안 ${name}을(를) 언급한 글 ${talk.recent}건 (전체 ${talk.total}건)`,
  ];
  for (const p of talk.posts) {
    lines.push(`- 「${p.title}」 (${p.board}, ${day(p.createdAt)}) /post/${p.id}`);
  }
  lines.push(`종목토론 전체: ${talk.url}`);
  lines.push('(회원들이 쓴 글의 현황일 뿐 투자 조언이 아니며, 사실 여부는 확인되지 않았습니다.)');
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
    if (ind.rsi14 >= 70) parts.push(`RSI ${ind.rsi14}(과매수 구간)`);
    else if (ind.rsi14 <= 30) parts.push(`RSI ${ind.rsi14}(과매도 구간)`);
    else parts.push(`RSI ${ind.rsi14}(중립 구간)`);
  }
  if (ind && ind.rangePosition !== null) parts.push(`52주 범위의 ${ind.rangePosition}% 위치`);
  if (val?.pbr != null)
    parts.push(val.pbr < 1 ? `PBR ${val.pbr}배(장부가치 아래)` : `PBR ${val.pbr}배`);
  if (parts.length === 0)
    return '판단에 쓸 데이터가 부족합니다. (정보 제공이며 투자 권유가 아닙니다)';
  return `${parts.join(', ')}. (데이터 요약이며 매수·매도 권유가 아닙니다)`;
}

/** The data's lean in one word: 긍정적, 중립, 신중 (a reading, not advice). */
function stance(trendUp: boolean | null, momentum: number | null): string {
  if (trendUp === true && (momentum ?? 0) >= 0) return '긍정적';
  if (trendUp === false && (momentum ?? 0) <= 0) return '신중';
  return '중립';
}

const brief = (conclusion: string, confidence: number, basis: string) =>
  [conclusion, `신뢰도 ${confidence}% · ${basis}`, aiMessages.notAdvice].join('\n');

const born = (p: PersonCard) => {
  const years = [p.born?.slice(0, 4), p.died?.slice(0, 4)].filter(Boolean);
  return years.length ? years.join('–') : null;
};

/** The heading line of a person: 손흥민 (孫興慜, Son Heung-min) · 축구 선수, 1992년생. */
function personHeading(p: PersonCard): string {
  const names = [p.hanja, p.romanized].filter(Boolean).join(', ');
  const about = p.descriptor || [p.roles.join(', '), born(p)].filter(Boolean).join(', ');
  return `${p.name}${names ? ` (${names})` : ''}${about ? ` · ${about}` : ''}`;
}

/**
 * The answer engine used when no LLM is configured (or the LLM failed): it runs a fixed plan of
 * tools and composes a structured Korean answer from their results, saying that it is this engine.
 */
export function builtinAnalyst(toolbox: Toolbox): AnswerEngine {
  /** [n]: the number of a source URL in the answer's dataSources. */
  const cite = (run: AgentRun, url: string | null) => {
    if (!url) return '';
    const n = run.sourceNumber({ type: 'link', url, title: '' });
    return n > 0 ? ` [${n}]` : '';
  };

  function writePerson(
    run: AgentRun,
    p: PersonCard,
    asked: string[],
    mentions: SiteSearch | undefined,
  ) {
    const blocks: string[] = [];
    blocks.push(`${personHeading(p)}\n${p.summary}${cite(run, p.summarySource)}`);
    const facts = [
      ...p.facts.filter((f) => asked.includes(f.label)),
      ...p.facts.filter((f) => !asked.includes(f.label)),
    ];
    if (facts.length) {
      blocks.push(
        [
          '■ 주요 사실',
          ...facts.slice(0, 10).map((f) => `- ${f.label}: ${f.value}${cite(run, f.source)}`),
        ].join('\n'),
      );
    }
    if (p.aliases.length) blocks.push(`다른 이름: ${p.aliases.join(', ')}`);
    if (p.stocks.length) {
      blocks.push(
        `■ 관련 상장사\n${p.stocks.map((s) => `${s.stockName}(${s.stockCode})`).join(', ')}`,
      );
    }
    const mentionLines = siteSection(mentions, '이 사이트의 최근 글과 댓글', 3);
    if (mentionLines.length) blocks.push(mentionLines.join('\n'));
    const sources = run.sources.filter((s) => s.type === 'link' && s.url);
    if (sources.length) {
      blocks.push(
        [
          `출처${p.asOf ? ` (${p.asOf} 기준)` : ''}`,
          ...sources.map((s) => `[${run.sourceNumber(s)}] ${siteName(s.url!)}`),
        ].join('\n'),
      );
    }
    run.write(blocks.join('\n\n'));
  }

  async function influencer(task: AgentTask, run: AgentRun): Promise<void> {
    const question = task.question;
    const lookup = await run.use(toolbox.lookupPerson, { question });
    const data: PersonLookup | undefined = lookup?.data;

    if (data?.resolution === 'found') {
      const search = await run.use(toolbox.searchSite, { query: data.person.name });
      writePerson(run, data.person, data.asked, search?.data);
      return;
    }
    if (data?.resolution === 'ambiguous') {
      run.free = true;
      run.write(
        [
          `‘${data.term}’(이)라는 이름의 인물이 ${data.choices.length}명 있습니다. 누구를 찾으시나요?`,
          ...data.choices.map((c) => `- ${c}`),
          '아래 버튼을 누르거나 설명을 붙여 다시 물어보세요. 이 질문은 검색 횟수를 쓰지 않았습니다.',
        ].join('\n'),
      );
      return;
    }

    // No entry: a member of that nickname, or posts that mention the name.
    const term = data?.term ?? question;
    const suggestions = data?.resolution === 'none' ? data.suggestions : [];
    const member = await run.use(toolbox.lookupMember, { name: term });
    const search = await run.use(toolbox.searchSite, { query: term });
    const profile: MemberEntry | null = member?.data ?? null;
    const mentions = search?.data;
    const nothing =
      !profile && (!mentions || (mentions.posts.length === 0 && mentions.comments.length === 0));

    if (nothing) {
      run.free = true;
      const close = suggestions.length
        ? `혹시 이 인물을 찾으시나요? ${suggestions.join(', ')}`
        : '이름의 철자를 확인하거나 다른 이름으로 물어보세요.';
      run.write(
        `${aiMessages.personNotFound(term)}\n\n인물 지식베이스에 없는 이름이고, 이 이름의 회원이나 언급한 글도 없습니다. 확인되지 않은 내용은 추측해서 답하지 않습니다. ${close}\n\n이 질문은 검색 횟수를 쓰지 않았습니다.`,
      );
      return;
    }

    const blocks: string[] = [`‘${term}’에 대해 이 사이트에서 확인한 내용을 정리했습니다.`];
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
    blocks.push(
      suggestions.length
        ? `인물 지식베이스에는 ‘${term}’ 항목이 없습니다. 비슷한 이름: ${suggestions.join(', ')}`
        : '인물 지식베이스에는 등록된 항목이 없어, 사이트의 글에 나온 내용만 전합니다.',
    );
    blocks.push(BUILTIN_NOTE);
    run.write(blocks.join('\n\n'));
  }

  function comparisonLines(c: SectorComparison): string[] {
    return c.rows.map((r, i) =>
      [
        `${i + 1}. ${r.stockName} ${wonPrice(r.price)} (${signedPercent(r.changeRate)})`,
        r.marketCap !== null ? `시총 ${wonAmount(r.marketCap)}` : null,
        r.per !== null ? `PER ${r.per}배` : null,
        r.return1m !== null ? `1개월 ${signedPercent(r.return1m)}` : null,
      ]
        .filter(Boolean)
        .join(' · '),
    );
  }

  async function sector(run: AgentRun, themeName: string): Promise<boolean> {
    const result = await run.use(toolbox.sectorStocks, { theme: themeName });
    const c = isComparison(result?.data) ? result.data : null;
    if (!c || c.rows.length === 0) return false;
    const search = await run.use(toolbox.searchSite, { query: c.theme });
    const best = [...c.rows].sort((a, b) => (b.return1m ?? -1e9) - (a.return1m ?? -1e9))[0]!;
    const worst = [...c.rows].sort((a, b) => (a.return1m ?? 1e9) - (b.return1m ?? 1e9))[0]!;
    const lean = stance(
      c.averageReturn1m === null ? null : c.averageReturn1m > 0,
      c.rising - (c.rows.length - c.rising),
    );
    const posts = search?.data.posts.length ?? 0;
    const conclusion = `${c.theme} 업종 ${c.rows.length}개 종목: 오늘 ${c.rising}개 상승, 평균 ${signedPercent(c.averageChange)}, 1개월 평균 ${signedPercent(c.averageReturn1m)} → 의견 ‘${lean}’`;
    const details: string[] = [
      [`■ ${c.theme} 종목 비교 (시가총액 순)`, ...comparisonLines(c)].join('\n'),
      [
        '■ 읽을거리',
        `- 1개월 수익률이 가장 높은 종목은 ${best.stockName}(${signedPercent(best.return1m)}), 가장 낮은 종목은 ${worst.stockName}(${signedPercent(worst.return1m)})입니다.`,
        `- 종목은 KRX 업종 분류(${c.sectors.length ? c.sectors.join(', ') : '검토한 테마 목록'})에서 시가총액이 큰 순서로 골랐습니다.`,
        `- 시세: ${c.provider ?? '정보 없음'}, ${stamp(c.quotedAt)} 기준`,
      ].join('\n'),
    ];
    const mentionLines = siteSection(search?.data, `커뮤니티의 ‘${c.theme}’ 글`, 3);
    if (mentionLines.length) details.push(mentionLines.join('\n'));
    details.push(BUILTIN_NOTE);
    run.write(
      `${brief(conclusion, run.confidence(), `시세 ${c.rows.length}종목, 커뮤니티 글 ${posts}건 (${stamp(c.quotedAt)})`)}\n\n${details.join('\n\n')}`,
    );
    return true;
  }

  async function fundManager(task: AgentTask, run: AgentRun): Promise<void> {
    const question = task.question;
    const theme = findTheme(question);
    if (theme && (await sector(run, theme.name))) return;

    const found = await run.use(toolbox.findStock, { query: question });
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

      const trendUp = ind && ind.ma20 !== null ? (ind.lastClose >= ind.ma20 ? true : false) : null;
      const lean = stance(trendUp, ind?.returns.m1 ?? null);
      const signals = readSignals(ind, val).replace(/ \(.*\)$/, '');
      const conclusion = `${quote.stockName}(${quote.stockCode}) ${wonPrice(quote.currentPrice)}, 전일 대비 ${signedPercent(quote.changeRate)} → 의견 ‘${lean}’: ${signals}`;
      const details: string[] = [];
      details.push(
        [
          `■ 시세 (${quote.provider}, ${stamp(quote.lastUpdated)} 기준)`,
          `현재가 ${wonPrice(quote.currentPrice)}, 전일 대비 ${quote.changePrice > 0 ? '+' : quote.changePrice < 0 ? '-' : ''}${wonPrice(Math.abs(quote.changePrice))} (${signedPercent(quote.changeRate)})`,
          `시가 ${wonPrice(quote.openPrice)} · 고가 ${wonPrice(quote.highPrice)} · 저가 ${wonPrice(quote.lowPrice)} · 전일 종가 ${wonPrice(quote.prevClosePrice)}`,
          `거래량 ${shareCount(quote.volume)} · 거래대금 ${wonAmount(quote.transactionAmount)}`,
        ].join('\n'),
      );
      if (ind) {
        const lines = [
          `■ 기술 지표 (일봉 ${ind.days}일로 계산)`,
          `수익률: 1주 ${signedPercent(ind.returns.w1)}, 1개월 ${signedPercent(ind.returns.m1)}, 3개월 ${signedPercent(ind.returns.m3)}, 1년 ${signedPercent(ind.returns.y1)}`,
        ];
        if (ind.volatility !== null) lines.push(`변동성(연율): ${ind.volatility.toFixed(2)}%`);
        const mas = [
          ind.ma5 !== null && `MA5 ${wonPrice(ind.ma5)}`,
          ind.ma20 !== null && `MA20 ${wonPrice(ind.ma20)}`,
          ind.ma60 !== null && `MA60 ${wonPrice(ind.ma60)}`,
        ].filter(Boolean);
        if (mas.length) lines.push(`이동평균: ${mas.join(', ')}`);
        if (ind.rsi14 !== null) lines.push(`RSI(14): ${ind.rsi14}`);
        lines.push(
          `52주 범위: ${wonPrice(ind.low52w)} ~ ${wonPrice(ind.high52w)}${ind.rangePosition !== null ? ` (현재 ${ind.rangePosition}% 위치)` : ''}`,
        );
        if (ind.volumeTrend !== null)
          lines.push(`거래량 추세: 최근 5일 평균이 직전 20일 평균의 ${ind.volumeTrend}배`);
        details.push(lines.join('\n'));
      } else {
        details.push('■ 기술 지표\n가격 이력을 받지 못해 지표를 계산하지 못했습니다.');
      }
      if (val && (val.per !== null || val.pbr !== null)) {
        const lines = ['■ 밸류에이션'];
        if (val.per !== null)
          lines.push(`PER ${val.per}배 (주당순이익 약 ${wonPrice(val.eps ?? 0)})`);
        if (val.pbr !== null)
          lines.push(`PBR ${val.pbr}배 (주당순자산 약 ${wonPrice(val.bps ?? 0)})`);
        details.push(lines.join('\n'));
      } else {
        details.push('■ 밸류에이션\nPER·PBR 정보가 제공되지 않았습니다.');
      }
      const talk = await run.use(toolbox.stockDiscussion, { code });
      if (talk?.data) details.push(stockTalkSection(talk.data, quote.stockName).join('\n'));
      const mentionLines = siteSection(search?.data, '커뮤니티 언급', 3);
      if (mentionLines.length) details.push(mentionLines.join('\n'));
      details.push(BUILTIN_NOTE);
      const posts = search?.data.posts.length ?? 0;
      run.write(
        `${brief(conclusion, run.confidence(), `시세·지표 ${ind ? `일봉 ${ind.days}일` : '없음'}, 커뮤니티 글 ${posts}건 (${stamp(quote.lastUpdated)})`)}\n\n${details.join('\n\n')}`,
      );
      return;
    }

    const words = keywords(question, 3);
    const query = words[0] ?? question;
    const search = await run.use(toolbox.searchSite, { query });
    const posts = search?.data.posts.length ?? 0;
    const details: string[] = [];
    const mentionLines = siteSection(search?.data, `커뮤니티에서 ‘${query}’ 관련 글`);
    if (mentionLines.length) details.push(mentionLines.join('\n'));
    details.push(BUILTIN_NOTE);
    let conclusion: string;
    if (marketOffline) {
      conclusion = `${NO_MARKET_DATA} 가격, 등락, 지표는 답하지 않습니다.`;
    } else {
      conclusion =
        '질문에서 상장 종목이나 업종을 찾지 못했습니다. 종목명, 6자리 종목코드나 업종(반도체, 2차전지, 은행…)을 넣어 물어보세요.';
      // Nothing found anywhere: the question used no allowance.
      if (posts === 0 && (search?.data.comments.length ?? 0) === 0) run.free = true;
    }
    run.write(
      `${brief(conclusion, run.confidence(), `커뮤니티 글 ${posts}건`)}\n\n${details.join('\n\n')}`,
    );
  }

  return {
    kind: 'builtin',
    async answer(task, run) {
      if (task.kind === 'influencer') await influencer(task, run);
      else await fundManager(task, run);
    },
  };
}
