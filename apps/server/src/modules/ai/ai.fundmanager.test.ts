import type { FundManagerAnswer } from '@myeolgong/contract/ai';
import { aiMessages } from '@myeolgong/contract/ai-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';
import { findTheme, sectorThemes } from './knowledge/sector-themes';

// The fund manager on the market simulator (the 400 largest listings), built-in engine.
let t: TestApp;
let asker: Awaited<ReturnType<typeof registerUser>>;

const fund = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/fundmanager/ai-search?query=${encodeURIComponent(query)}`,
    headers: asker.auth,
  });
  expect(res.statusCode, query).toBe(200);
  return res.json() as FundManagerAnswer;
};

/** A won figure written out in ten or more digits (691,235,843,188원 or 691235843188원). */
const RAW_WON = /\d(?:[\d,]*\d)?\s*원/g;
const rawWonFigures = (text: string) =>
  (text.match(RAW_WON) ?? []).filter((m) => m.replace(/\D/g, '').length >= 10);

beforeAll(async () => {
  t = await buildTestApp({ AI_DAILY_LIMIT: '200' });
  asker = await registerUser(t.app);
  const writer = await registerUser(t.app);
  for (const payload of [
    { type: 'LINK', title: '반도체 업황 정리 기사', url: 'https://example.com/chips' },
    { type: 'TEXT', title: '반도체 요즘 어떤가요', content: '반도체 업종이 강하다는 말이 많네요.' },
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: writer.auth,
      payload: { boardName: 'stock', ...payload },
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(async () => t.close());

describe('sector and theme questions', () => {
  it('maps theme words to a sector, not to the one stock whose name holds the word', () => {
    expect(findTheme('반도체 업종 어때?')?.name).toBe('반도체');
    expect(findTheme('2차전지 관련주 비교해줘')?.name).toBe('2차전지');
    expect(findTheme('방산주 전망')?.name).toBe('방산');
    expect(findTheme('은행주 배당 어때')?.name).toBe('은행');
    expect(findTheme('한미반도체 어때?')).toBeNull();
    expect(findTheme('삼성전자 전망')).toBeNull();
  });

  it.each([
    '반도체 업종 어때?',
    '2차전지 관련주 비교해줘',
    '바이오',
    '자동차 업종 전망',
    '은행주 어때',
    '방산주 어때?',
    '게임주 요즘 어때',
  ])(
    'answers “%s” with several of the sector’s stocks in a comparison table, brief first',
    async (question) => {
      const body = await fund(question);
      const theme = findTheme(question)!;
      expect(body.comparison?.theme).toBe(theme.name);
      const rows = body.comparison!.rows;
      expect(rows.length).toBeGreaterThanOrEqual(3);
      const codes = new Set(theme.stocks.map((s) => s.code));
      for (const row of rows) expect(codes.has(row.stockCode), row.stockName).toBe(true);
      for (const row of rows.slice(0, 3)) expect(body.info).toContain(row.stockName);
      expect(body.analysisSteps[0]).toMatchObject({ tool: 'sector_stocks', ok: true });
      // Brief first: conclusion with the opinion, confidence, the notice; details after.
      const lines = body.brief.split('\n');
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatch(/의견 ‘(긍정적|중립|신중)’/);
      expect(lines[1]).toContain(`신뢰도 ${body.confidence}%`);
      expect(lines[2]).toBe(aiMessages.notAdvice);
      expect(body.info.startsWith(body.brief)).toBe(true);
      expect(body.details).toContain('종목 비교');
      expect(body.agentData).toBeNull();
    },
  );

  it('quotes a link post by its title, never as an empty quotation', async () => {
    const body = await fund('반도체 업종 어때?');
    expect(body.info).toContain('「반도체 업황 정리 기사」');
    expect(body.info).not.toContain('“”');
  });

  it('writes money in one Korean style across a set of questions: no won figure of ten or more digits', async () => {
    const questions = [
      ...sectorThemes.map((theme) => `${theme.name} 업종 어때?`),
      '삼성전자 어때?',
      'SK하이닉스 전망',
      '005930 분석해줘',
      '현대차 주가',
      'NAVER 어때',
      '카카오 지금 사도 돼?',
      '코스피 흐름',
    ];
    for (const question of questions) {
      const body = await fund(question);
      expect(rawWonFigures(body.info), question).toEqual([]);
      // Rates carry a sign and two decimals.
      for (const rate of body.info.match(/[+-]?\d+(?:\.\d+)?%/g) ?? []) {
        if (/^[+-]\d+\.\d{2}%$|^0\.00%$/.test(rate)) continue;
        // Other percentages are confidences, RSI positions or ratios, never a signed change.
        expect(rate.startsWith('+') || rate.startsWith('-'), `${question}: ${rate}`).toBe(false);
      }
    }
  });

  it('answers a single stock brief first, with its figures in the same style', async () => {
    const body = await fund('삼성전자 전망 어때?');
    expect(body.agentData).toMatchObject({ stockCode: '005930' });
    expect(body.brief.split('\n')[0]).toMatch(
      /^삼성전자\(005930\) [\d,]+원, 전일 대비 [+-]?\d+\.\d{2}%/,
    );
    expect(body.details).toMatch(/거래대금 [\d,.]+(조|억|만)원/);
    expect(body.comparison).toBeNull();
  });

  it('adds what the community says about the stock, apart from market data and not as advice', async () => {
    const writer = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: writer.auth,
      payload: {
        boardName: 'stock',
        title: '셀트리온 실적 기대',
        content: '$셀트리온 이번 분기 좋을까요',
      },
    });
    expect(res.statusCode).toBe(201);
    const postId = res.json().id as number;
    const body = await fund('셀트리온 어때?');
    expect(body.agentData).toMatchObject({ stockCode: '068270' });
    const talk = body.details.indexOf('■ 커뮤니티 종목토론 (시세와 별개, 회원들의 의견)');
    expect(talk).toBeGreaterThan(body.details.indexOf('■ 시세'));
    const section = body.details.slice(talk).split('\n\n')[0]!;
    expect(section).toContain('최근 7일 동안 셀트리온을(를) 언급한 글 1건 (전체 1건)');
    expect(section).toContain(`「셀트리온 실적 기대」 (투자 게시판, `);
    expect(section).toContain(`/post/${postId}`);
    expect(section).toContain('/stock/068270');
    expect(section).toContain('투자 조언이 아니며');
    expect(body.dataSources.some((s) => s.url === `/post/${postId}`)).toBe(true);
  });

  it('does not charge a question that finds nothing', async () => {
    const before = await fund('check_limit');
    const body = await fund('뷁뷁뷁');
    expect(body.remainingSearches).toBe(before.remainingSearches);
    expect(body.brief).toContain('찾지 못했습니다');
  });
});
