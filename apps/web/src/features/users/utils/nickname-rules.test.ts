import { describe, expect, it } from 'vitest';
import { chosenNickname, nicknameRuleMessage } from './nickname-rules';

describe('nicknameRuleMessage', () => {
  it.each([
    ['', '닉네임을 입력해주세요.'],
    ['   ', '닉네임을 입력해주세요.'],
    ['a', '닉네임은 2~10자 사이여야 합니다.'],
    ['가나다라마바사아자차카', '닉네임은 2~10자 사이여야 합니다.'],
    ['멸공', '현재 닉네임과 동일합니다.'],
    [' 멸공 ', '현재 닉네임과 동일합니다.'],
  ])('%j reads %s', (value, message) => {
    expect(nicknameRuleMessage(value, '멸공')).toBe(message);
  });

  it('accepts a new valid nickname', () => {
    expect(nicknameRuleMessage('새이름', '멸공')).toBeNull();
    expect(nicknameRuleMessage('ab', null)).toBeNull();
  });
});

describe('chosenNickname', () => {
  it.each([null, undefined, '', 'user 12', '사용자 3'])('treats %j as unset', (value) => {
    expect(chosenNickname(value)).toBeNull();
  });

  it('keeps a chosen one', () => {
    expect(chosenNickname('멸공')).toBe('멸공');
  });
});
