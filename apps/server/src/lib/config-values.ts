// Value forms of environment variables that config.ts parses (kept here so it stays one screen).
import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY in Fastify's own terms: false, a hop count, or the addresses/CIDRs of trusted
 * proxies (proxy-addr also takes the names loopback, linklocal and uniquelocal).
 */
export const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (['off', 'false', '0', 'no'].includes(lower)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
    const bad = entries.filter((e) => !named.has(e.toLowerCase()) && !isIpOrCidr(e));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `off, 프록시 단계 수, 또는 쉼표로 구분한 주소/CIDR이어야 합니다${bad.length ? ` (잘못된 값: ${bad.join(', ')})` : ''}`,
      });
      return z.NEVER;
    }
    return entries;
  });

function isIpOrCidr(value: string): boolean {
  const [address, bits, extra] = value.split('/');
  if (extra !== undefined || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/** A comma-separated list of hosts, each matching `form`, lower-cased; empty by default. */
export const hostList = (form: RegExp) =>
  z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(form, { error: '쉼표로 구분한 host:port 목록이어야 합니다' })))
    .default([]);
