import { describe, expect, it } from 'vitest';
import { documentTokens, postTokens, queryTokens, searchText, TRIPLES_MARK } from './search-tokens';

const matches = (doc: string, query: string) => {
  const have = new Set(documentTokens(searchText('', doc)));
  return queryTokens(query).every((t) => have.has(t));
};

describe('search tokens', () => {
  it('finds one- and two-syllable Korean words and words with particles', () => {
    const doc = '서울은 오늘 맑음. 삼성전자 실적 발표 글을 올립니다';
    expect(matches(doc, '글')).toBe(true);
    expect(matches(doc, '삼성')).toBe(true);
    expect(matches(doc, '서울')).toBe(true);
    expect(matches(doc, '전자 실적')).toBe(true);
    expect(matches(doc, '부산')).toBe(false);
  });

  it('handles Latin letters, digits and mixed words case-insensitively', () => {
    const doc = 'KOSPI 2600 돌파! Samsung SDI와 NAVER';
    expect(matches(doc, 'kospi')).toBe(true);
    expect(matches(doc, 'sdi와')).toBe(true);
    expect(matches(doc, '260')).toBe(true);
    expect(matches(doc, 'Naver')).toBe(true);
    expect(matches(doc, 'kakao')).toBe(false);
  });

  it('never drops a real match: every substring of a document passes the token filter', () => {
    const doc = '오늘의 투자 일지: ETF 분할매수 3회차, 배당주 위주로 담았습니다.';
    for (let i = 0; i < doc.length; i++) {
      for (let j = i + 1; j <= Math.min(doc.length, i + 8); j++) {
        expect(matches(doc, doc.slice(i, j)), doc.slice(i, j)).toBe(true);
      }
    }
  });

  it('with triples: a three-letter word is one token, longer words their runs of three', () => {
    expect(queryTokens('수출은', { triples: true })).toEqual(['수출은']);
    expect(queryTokens('가짜뉴스', { triples: true })).toEqual(['가짜뉴', '짜뉴스']);
    expect(queryTokens('삼성 글', { triples: true })).toEqual(['삼성', '글']);
    const tokens = postTokens('반도체 수출은', '늘었다');
    expect(tokens).toEqual(expect.arrayContaining(['반도체', '수출은', '늘었다', TRIPLES_MARK]));
    expect(documentTokens('반도체')).not.toContain('반도체');
    expect(queryTokens('#3 !!', { triples: true })).toEqual(['3']);
  });

  it('with triples, never drops a real match either', () => {
    const doc = '오늘의 투자 일지: ETF 분할매수 3회차, 배당주 위주로 담았습니다.';
    const have = new Set(postTokens('', doc));
    for (let i = 0; i < doc.length; i++) {
      for (let j = i + 1; j <= Math.min(doc.length, i + 8); j++) {
        const query = doc.slice(i, j);
        expect(
          queryTokens(query, { triples: true }).every((t) => have.has(t)),
          query,
        ).toBe(true);
      }
    }
  });

  it('ignores punctuation-only queries', () => {
    expect(queryTokens('!!! ...')).toEqual([]);
  });
});
