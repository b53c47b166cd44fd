import net from 'node:net';
import { pushMessages as m } from '@myeolgong/contract/push';
import { badRequest } from '../../lib/errors';
import { hostPort, isPublicAddress, type Resolver } from '../../lib/safe-fetch';
import dns from 'node:dns';

/** How long a subscription waits for the endpoint's name to resolve before taking it as it is. */
const RESOLVE_TIMEOUT_MS = 2_000;

const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true });

/**
 * Whether PUSH_ALLOW_HOSTS (tests only) names the endpoint's host: as `host:port`, like
 * LINK_PREVIEW_ALLOW_HOSTS, or as the host alone.
 */
export function isAllowedHost(url: URL, allowHosts: readonly string[]): boolean {
  return allowHosts.includes(hostPort(url)) || allowHosts.includes(url.hostname.toLowerCase());
}

async function resolvesOnlyToPublic(hostname: string, resolve: Resolver): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((done) => {
    timer = setTimeout(() => done(null), RESOLVE_TIMEOUT_MS);
  });
  try {
    const addresses = await Promise.race([resolve(hostname), timeout]);
    // Not resolvable now (or too slowly): the delivery's own checked lookup decides each time.
    if (!addresses || addresses.length === 0) return true;
    return addresses.every((a) => isPublicAddress(a.address));
  } catch {
    return true;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A push endpoint as CONTRACT.md 'Push and install' takes it: https, no credentials, on a public
 * address, with the rules of link previews (lib/safe-fetch.ts isPublicAddress: loopback, private,
 * link-local, CGNAT, unique-local, IPv4-carrying IPv6 forms…), for an address written in the URL
 * and for what its name resolves to now. Every delivery checks the address again when it connects
 * (push-send.ts), so a name that later resolves to an internal address is refused then. Hosts in
 * PUSH_ALLOW_HOSTS (tests only) pass with http too. Throws a Korean 400 otherwise.
 */
export async function checkPushEndpoint(
  raw: string,
  allowHosts: readonly string[],
  resolve: Resolver = systemResolver,
): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest(m.endpointInvalid);
  }
  if (url.username || url.password) throw badRequest(m.endpointInvalid);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badRequest(m.endpointNotHttps);
  if (isAllowedHost(url, allowHosts)) return url;
  if (url.protocol !== 'https:') throw badRequest(m.endpointNotHttps);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (net.isIP(host) !== 0) {
    if (!isPublicAddress(host)) throw badRequest(m.endpointPrivate);
    return url;
  }
  // RFC 6761: *.localhost is loopback whatever a resolver says; a bare name is no public host.
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) {
    throw badRequest(m.endpointPrivate);
  }
  if (!(await resolvesOnlyToPublic(host, resolve))) throw badRequest(m.endpointPrivate);
  return url;
}
