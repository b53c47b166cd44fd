import { describe, expect, it } from 'vitest';
import { lsnKey, parseLsn, replicaUnavailable, retryOnPrimary } from './replica-pool';

describe('WAL positions', () => {
  it('orders pg_lsn text by position, also across the high word, and keys sort the same way', () => {
    const positions = ['0/16B3748', '0/FFFFFFFF', '1/0', '16/B374D848'].map(parseLsn);
    expect(positions).toEqual([...positions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(parseLsn('1/0')).toBe(1n << 32n);
    const keys = positions.map(lsnKey);
    expect(keys).toEqual([...keys].sort());
    expect(BigInt(`0x${lsnKey(parseLsn('16/B374D848'))}`)).toBe(parseLsn('16/B374D848'));
    expect(() => parseLsn('nope')).toThrow(TypeError);
  });
});

describe('replica errors', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('takes the replica out when it is away, not for a wrong query', () => {
    expect(replicaUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(replicaUnavailable(withCode('57P03'))).toBe(true);
    expect(replicaUnavailable(withCode('08006'))).toBe(true);
    expect(replicaUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(replicaUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    expect(replicaUnavailable(withCode('42601'))).toBe(false);
    expect(replicaUnavailable('text')).toBe(false);
  });

  it('retries on the primary for recovery conflicts and writes, never for a statement timeout', () => {
    expect(retryOnPrimary(withCode('40001'))).toBe(true);
    expect(retryOnPrimary(withCode('25006'))).toBe(true);
    expect(retryOnPrimary(withCode('57014'))).toBe(false);
    expect(retryOnPrimary(withCode('23505'))).toBe(false);
  });
});
