import type { IncomingHttpHeaders } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { Config } from '../config';

/** TRUST_PROXY as Fastify's `trustProxy` option takes it. */
export type TrustProxy = Config['TRUST_PROXY'];

/**
 * The client address of a connection that did not come through Fastify's router (the real-time
 * channel's WebSocket upgrades), read by the same rules as Fastify's `request.ip` under
 * TRUST_PROXY: X-Forwarded-For counts only as far as the peers it passed are trusted.
 */
export function clientAddressReader(trust: TrustProxy) {
  const trusts = trustFunction(trust) ?? (() => false);
  return (peer: { remoteAddress: string | undefined; headers: IncomingHttpHeaders }): string => {
    if (!peer.remoteAddress) return 'unknown';
    if (trust === false) return peer.remoteAddress;
    const request = {
      headers: peer.headers,
      connection: { remoteAddress: peer.remoteAddress },
      socket: { remoteAddress: peer.remoteAddress },
    };
    return proxyAddr(request as unknown as Parameters<typeof proxyAddr>[0], trusts);
  };
}

/**
 * TRUST_PROXY as a function of (peer address, hop), the form Fastify's `trustProxy` and
 * proxy-addr both take; undefined when no proxy is trusted.
 */
export function trustFunction(
  trust: TrustProxy,
): ((address: string, hop: number) => boolean) | undefined {
  if (trust === false) return undefined;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopbackAddress(address: string): boolean {
  const a = address.toLowerCase().replace(/^::ffff:/, '');
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}
