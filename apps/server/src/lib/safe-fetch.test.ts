import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { assertFetchable, checkedLookup, isPublicAddress, SafeFetchError } from './safe-fetch';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.1',
    '198.18.0.1',
    '240.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:8.8.8.8',
    '64:ff9b::7f00:1',
    '64:ff9b::808:808',
    '2002:7f00:1::',
    '2001::1',
    // IPv4-compatible ::/96 (ipaddr.js calls it unicast), translated, local-use NAT64, reserved
    '::127.0.0.1',
    '::7f00:1',
    '::8.8.8.8',
    '::ffff:0:7f00:1',
    '64:ff9b:1::7f00:1',
    'fec0::1',
    '100::1',
    '4000::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '223.130.195.200', '2606:4700:4700::1111', '[2404:6800::1]'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('assertFetchable', () => {
  // The URL parser turns decimal, octal, hex and short IPv4 forms into dotted quads first.
  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://0x7f.0.0.1/',
    'http://127.1/',
    'http://017700000001/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[0:0:0:0:0:ffff:a00:1]/',
    'http://[::127.0.0.1]/',
    'http://[0:0:0:0:0:0:7f00:1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://0/',
    'file:///etc/passwd',
    'ftp://example.com/',
    'http://user:pass@example.com/',
  ])('refuses %s before connecting', (address) => {
    expect(() => assertFetchable(new URL(address))).toThrow(SafeFetchError);
  });

  it('lets names through (their addresses are checked on lookup) and the test allow list', () => {
    expect(() => assertFetchable(new URL('https://example.com/a'))).not.toThrow();
    expect(() =>
      assertFetchable(new URL('http://127.0.0.1:4000/'), ['127.0.0.1:4000']),
    ).not.toThrow();
    expect(() => assertFetchable(new URL('http://127.0.0.1:4001/'), ['127.0.0.1:4000'])).toThrow();
  });
});

describe('checkedLookup', () => {
  const lookupWith = (addresses: LookupAddress[], all = true) =>
    new Promise<{ error: NodeJS.ErrnoException | null; result: unknown }>((resolve) => {
      checkedLookup(async () => addresses)('example.test', { all }, (error, result) =>
        resolve({ error, result }),
      );
    });

  it('answers public addresses', async () => {
    const { error, result } = await lookupWith([{ address: '93.184.215.14', family: 4 }]);
    expect(error).toBeNull();
    expect(result).toEqual([{ address: '93.184.215.14', family: 4 }]);
    const single = await lookupWith([{ address: '93.184.215.14', family: 4 }], false);
    expect(single.result).toBe('93.184.215.14');
  });

  it('refuses a name when any of its addresses is not public (DNS rebinding)', async () => {
    for (const answer of [
      [{ address: '127.0.0.1', family: 4 }],
      [
        { address: '93.184.215.14', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ],
      [{ address: '::ffff:169.254.169.254', family: 6 }],
      [{ address: 'fd00::1', family: 6 }],
    ]) {
      const { error } = await lookupWith(answer);
      expect(error?.code).toBe('EBLOCKED');
    }
  });
});
