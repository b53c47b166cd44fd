import { describe, expect, it } from 'vitest';
import { validateCredentials } from './credentials';

describe('validateCredentials', () => {
  it('asks for both fields', () => {
    expect(validateCredentials('login', { email: ' ', password: '' })).toEqual({
      email: '이메일을 입력해주세요.',
      password: '비밀번호를 입력해주세요.',
    });
  });

  it.each(['plain', 'a@b', 'a b@c.kr', '@example.com', 'a@.com'])('rejects %s', (email) => {
    expect(validateCredentials('login', { email, password: 'x' }).email).toBe(
      '올바른 이메일 주소를 입력해주세요.',
    );
  });

  it('accepts an ordinary address with spaces around it', () => {
    expect(validateCredentials('login', { email: ' Kim@Example.co.kr ', password: 'x' })).toEqual(
      {},
    );
  });

  it('needs 8 characters for a new password only', () => {
    expect(validateCredentials('register', { email: 'a@b.kr', password: '1234567' })).toEqual({
      password: '비밀번호는 8자 이상이어야 합니다.',
    });
    expect(validateCredentials('register', { email: 'a@b.kr', password: '12345678' })).toEqual({});
    expect(validateCredentials('login', { email: 'a@b.kr', password: '1234567' })).toEqual({});
  });

  it('refuses passwords over the server limit', () => {
    expect(
      validateCredentials('register', { email: 'a@b.kr', password: 'x'.repeat(129) }).password,
    ).toBe('비밀번호는 128자 이하여야 합니다.');
  });
});
