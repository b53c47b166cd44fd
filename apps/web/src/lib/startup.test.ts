import { beforeEach, describe, expect, it } from 'vitest';
import { consumeAuthParams } from './startup';

function visit(path: string) {
  window.history.replaceState({ idx: 3 }, '', path);
}

describe('consumeAuthParams', () => {
  beforeEach(() => visit('/'));

  it('stores the token and first-login flag and removes them from the address', () => {
    visit('/home?token=jwt.value&isFirstLogin=true');
    consumeAuthParams();
    expect(localStorage.getItem('token')).toBe('jwt.value');
    expect(sessionStorage.getItem('isFirstLogin')).toBe('true');
    expect(window.location.pathname + window.location.search).toBe('/home');
  });

  it('keeps other parameters, the hash and the history state', () => {
    visit('/search?q=%EC%82%BC%EC%84%B1&token=t1#top');
    consumeAuthParams();
    expect(window.location.search).toBe(`?q=${encodeURIComponent('삼성')}`);
    expect(window.location.hash).toBe('#top');
    expect(window.history.state).toEqual({ idx: 3 });
    expect(localStorage.getItem('token')).toBe('t1');
    expect(sessionStorage.getItem('isFirstLogin')).toBeNull();
  });

  it('handles isFirstLogin alone', () => {
    visit('/?isFirstLogin=false');
    consumeAuthParams();
    expect(sessionStorage.getItem('isFirstLogin')).toBe('false');
    expect(localStorage.getItem('token')).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('ignores an empty token', () => {
    localStorage.setItem('token', 'existing');
    visit('/?token=');
    consumeAuthParams();
    expect(localStorage.getItem('token')).toBe('existing');
    expect(window.location.search).toBe('');
  });

  it('leaves the address alone without either parameter', () => {
    visit('/boards?sort=new');
    consumeAuthParams();
    expect(window.location.search).toBe('?sort=new');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
