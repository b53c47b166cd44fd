import { describe, expect, it } from 'vitest';
import { keywords, nameSimilarity, stripParticle } from './korean-text';

describe('Korean text', () => {
  it('takes the subject words of a question without particles and filler', () => {
    expect(keywords('삼성전자 요즘 어때?')).toEqual(['삼성전자']);
    expect(keywords('SK하이닉스는 주가 전망이 어떤가요')).toEqual(['SK하이닉스']);
    expect(keywords('홍길동은 누구야')).toEqual(['홍길동']);
    expect(stripParticle('서울은')).toBe('서울');
    expect(stripParticle('글은')).toBe('글은');
  });

  it('scores names by their letters, so typos and initials still match', () => {
    expect(nameSimilarity('삼성전자', '삼성전자')).toBe(1);
    expect(nameSimilarity('삼성젼자', '삼성전자')).toBeGreaterThan(0.8);
    expect(nameSimilarity('ㅅㅅㅈㅈ', '삼성전자')).toBe(0.8);
    expect(nameSimilarity('삼성', '삼성전자')).toBeGreaterThanOrEqual(0.75);
    expect(nameSimilarity('네이버', '카카오')).toBeLessThan(0.5);
  });
});
