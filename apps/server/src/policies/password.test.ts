import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password';

describe('passwordProblem', () => {
  it('refuses the most common passwords in any letter case', () => {
    for (const p of ['12345678', 'password', 'Password1', 'qwertyuiop', '1q2w3e4r', 'iloveyou']) {
      expect(passwordProblem(p, {})).toBe(
        '너무 흔한 비밀번호입니다. 다른 사람이 짐작하기 어려운 비밀번호를 사용해 주세요.',
      );
    }
  });

  it('refuses the e-mail, its local part and the nickname, whatever the case', () => {
    const account = { email: 'Kim.Minsu@example.com', nickname: '푸른하늘92' };
    expect(passwordProblem('kim.minsu', account)).toBe(
      '이메일 주소나 이메일 아이디를 비밀번호로 사용할 수 없습니다.',
    );
    expect(passwordProblem('KIM.MINSU@EXAMPLE.COM', account)).toBe(
      '이메일 주소나 이메일 아이디를 비밀번호로 사용할 수 없습니다.',
    );
    expect(passwordProblem('푸른하늘92', account)).toBe('닉네임을 비밀번호로 사용할 수 없습니다.');
  });

  it('accepts anything else', () => {
    expect(passwordProblem('correct horse', { email: 'a@b.co', nickname: '가나' })).toBeNull();
    expect(passwordProblem('서울의 봄 2026', {})).toBeNull();
  });
});
