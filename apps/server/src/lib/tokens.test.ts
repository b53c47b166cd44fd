import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

afterEach(() => vi.useRealTimers());

describe('token verification', () => {
  it('accepts a token again from memory and refuses it once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T00:00:00Z'));
    const tokens = createTokenService('a'.repeat(64), 60);
    const token = await tokens.sign({ userId: 7, version: 2 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, version: 2 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, version: 2 });
    vi.setSystemTime(new Date('2026-11-22T00:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('checks an altered token in full even when the original was verified', async () => {
    const tokens = createTokenService('b'.repeat(64));
    const token = await tokens.sign({ userId: 7, version: 2 });
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string };
    forged.sub = '1';
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    expect(await tokens.verify(tampered)).toBeNull();
    expect(await createTokenService('c'.repeat(64)).verify(token)).toBeNull();
  });
});
