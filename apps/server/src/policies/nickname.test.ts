import { describe, expect, it } from 'vitest';
import { nicknameRefusal, staffNicknameMatcher } from './nickname';

const posesAsStaff = staffNicknameMatcher('멸공');
const member = (n: string) => nicknameRefusal(n, { operator: false, posesAsStaff });
const RESERVED =
  "'사용자', '관리자', '운영자', 'admin'처럼 운영진으로 오해될 수 있는 닉네임은 사용할 수 없습니다.";

describe('nicknameRefusal', () => {
  it('refuses members names that pose as staff or the site, also in disguise', () => {
    for (const n of [
      '관리자',
      '운영자',
      '매니저',
      '시스템',
      'admin',
      'Adm1n',
      'ADMlN',
      'ＡＤＭＩＮ',
      'operator',
      'root',
      'R00t',
      '사이트관리',
      '멸공운영',
      '멸공 운영팀',
      '관리쟈',
      '운 영 자',
      '운_영_자',
      '진짜관리자',
      '매니져',
    ]) {
      expect(member(n), n).toBe(RESERVED);
    }
  });

  it('lets ordinary names through and leaves the other rules to nicknameProblem', () => {
    expect(member('푸른하늘')).toBeNull();
    expect(member('멸공전사')).toBeNull();
    expect(member('김운영')).toBeNull();
    expect(member('x')).toBe('닉네임은 2~10자 사이여야 합니다.');
  });

  it('lets operators take them', () => {
    expect(nicknameRefusal('운영자', { operator: true, posesAsStaff })).toBeNull();
  });
});
