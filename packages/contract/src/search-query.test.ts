import { describe, expect, it } from 'vitest';
import { parseSearchQuery, usableTerms } from './search-query';

describe('parseSearchQuery', () => {
  it('splits words, keeps quoted parts as written and collects exclusions', () => {
    expect(parseSearchQuery('삼성  실적 "분기   보고서" -적자 -"영업 손실"')).toEqual({
      required: ['삼성', '실적', '분기   보고서'],
      excluded: ['적자', '영업 손실'],
    });
  });

  it('lower-cases, drops duplicates, and reads an unclosed quote to the end', () => {
    expect(parseSearchQuery('KOSPI kospi "Samsung SDI')).toEqual({
      required: ['kospi', 'samsung sdi'],
      excluded: [],
    });
  });

  it('keeps a minus that excludes nothing searchable as part of the word', () => {
    expect(parseSearchQuery('a --> b - -%')).toEqual({
      required: ['a', '-->', 'b', '-%'],
      excluded: [],
    });
  });

  it('has no usable word without letters or digits among the required terms', () => {
    expect(usableTerms(parseSearchQuery('%% _ -삼성'))).toEqual([]);
    expect(usableTerms(parseSearchQuery('100% _'))).toEqual(['100%']);
  });
});
