import { describe, expect, it } from 'vitest';
import { createTermMatcher, foldDigits, foldText } from './text-fold';

describe('foldText', () => {
  it.each([
    ['관리자', '관리쟈'],
    ['관리자', '관 리 자'],
    ['관리자', '관.리_자'],
    ['관리자', 'ㄱㅗㅏㄴ리자'],
    ['관리자', '관리자'.normalize('NFD')],
    ['운영자', '운 영 자'],
    ['운영자', '운영쟈'],
    ['리딩방', 'ㄹㅣ딩방'],
    ['리딩방', '리딩빵'],
    ['리딩방', '리🔥딩🔥방'],
    ['리딩방', '리\u200b딩방'],
    ['admin', 'Adm1n'],
    ['admin', 'ＡＤＭＩＮ'],
    ['admin', 'аdmin'], // Cyrillic а
    ['admin', 'a.d.m.i.n'],
    ['admin', '@dmln'],
    ['admin', 'ⓐⓓⓜⓘⓝ'],
    ['vip방', 'V I P 방'],
    ['vip방', 'ⅤⅠＰ방'],
    ['root', 'r00t'],
    ['openkakao', 'ореn.kаkао'], // Cyrillic о, р, е, а
  ])('%s reads the same as %s', (plain, disguised) => {
    expect(foldText(disguised)).toBe(foldText(plain));
  });

  it('keeps the word inside a text with signs around it', () => {
    expect(foldText('★관리자!!★')).toContain(foldText('관리자'));
  });

  it('keeps different words apart', () => {
    expect(foldText('관리')).not.toBe(foldText('관리자'));
    expect(foldText('리딩')).not.toBe(foldText('리딩방'));
    expect(foldText('삼성전자')).not.toContain(foldText('관리자'));
  });
});

describe('createTermMatcher', () => {
  const staff = createTermMatcher(['관리자', '운영자', 'admin', 'operator', 'root', '시스템']);
  it.each(['관리쟈', 'Adm1n', '운 영 자', '진짜관리자임', 'SYSTEM관리자', 'rооt'])(
    'finds a term in %s',
    (text) => {
      expect(staff(text)).not.toBeNull();
    },
  );
  it.each(['개미투자자', '주식초보', '삼성전자맨', '관심종목'])('finds none in %s', (text) => {
    expect(staff(text)).toBeNull();
  });
  it('names the term it found', () => {
    expect(staff('운 영 쟈')).toBe('운영자');
  });
});

describe('foldDigits', () => {
  it.each([
    ['010-1234-5678', '010-1234-5678'],
    ['０１０.１２３４.５６７８', '010.1234.5678'],
    ['공일공 일이삼사 오육칠팔', '010 1234 5678'],
    ['O1O-l234-5678', '010-1234-5678'],
    ['⓪①⓪', '010'],
  ])('%s reads as %s', (text, digits) => {
    expect(foldDigits(text)).toBe(digits);
  });
});
