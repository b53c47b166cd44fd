import dns from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Dispatcher } from 'undici';
import { lazy } from './lazy';

/**
 * An HTTP GET that only ever connects to public internet addresses (DESIGN.md 'link previews').
 * Every DNS answer is checked before a connection is made (so a name that resolves to an internal
 * address, or rebinds to one, is refused), IP literals are checked as written (the URL parser has
 * already turned decimal, octal and hex IPv4 forms into dotted quads), and redirects are followed
 * by hand so that each hop goes through the same checks.
 */

export type SafeFetchErrorKind = 'blocked' | 'too-many-redirects' | 'failed';

export class SafeFetchError extends Error {
  override name = 'SafeFetchError';
  constructor(
    readonly kind: SafeFetchErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** IPv6 global unicast (RFC 4291 §2.4): every public IPv6 address is in it, nothing else is. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Only addresses in no special-purpose range: refuses loopback, private (10/8, 172.16/12,
 * 192.168/16), link-local (169.254/16 with the cloud metadata address, fe80::/10), CGNAT
 * (100.64/10), unique-local (fc00::/7), multicast, broadcast, unspecified, reserved and
 * documentation ranges, and every IPv6 form that carries an IPv4 address: IPv4-compatible
 * ::a.b.c.d (::/96, which ipaddr.js calls plain unicast), mapped ::ffff:0:0/96, translated
 * ::ffff:0:0:0/96, NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16 and Teredo. An IPv6
 * address must also lie in global unicast 2000::/3, so a range ipaddr.js does not name yet is
 * refused rather than let through.
 */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // parse, not process: a mapped address must be judged on its own range, never unwrapped.
    parsed = ipaddr.parse(address.replace(/^\[|\]$/g, ''));
  } catch {
    return false;
  }
  if (parsed.range() !== 'unicast') return false;
  return parsed instanceof ipaddr.IPv4 || parsed.match(GLOBAL_UNICAST_V6);
}

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true });

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for sockets that resolves the name and refuses it unless every address is public
 * (one private answer among public ones is enough to refuse: no choice left to chance).
 */
export function checkedLookup(resolve: Resolver = systemResolver) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    resolve(hostname)
      .then((addresses) => {
        const family = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = addresses.filter((a) => !family || a.family === family);
        if (usable.length === 0) {
          const error: NodeJS.ErrnoException = new Error(`no address for ${hostname}`);
          error.code = 'ENOTFOUND';
          return callback(error, '');
        }
        if (!addresses.every((a) => isPublicAddress(a.address))) {
          const error: NodeJS.ErrnoException = new SafeFetchError(
            'blocked',
            `${hostname} resolves to a non-public address`,
          );
          error.code = 'EBLOCKED';
          return callback(error, '');
        }
        if (options.all) return callback(null, usable);
        callback(null, usable[0]!.address, usable[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, ''));
  };
}

export interface SafeFetchOptions {
  /** Whole-request time limit (all hops). */
  timeoutMs: number;
  /** Bytes of body read at most; the rest is never downloaded. */
  maxBytes: number;
  maxRedirects: number;
  /** `host:port` pairs exempt from the address checks: tests only (LINK_PREVIEW_ALLOW_HOSTS). */
  allowHosts?: readonly string[];
  resolver?: Resolver;
  headers?: Record<string, string>;
  /** Whether to read the body of a response of this media type (default: always). */
  wantBody?: (mediaType: string) => boolean;
  /** GET (default), or POST with `body` (Web Push deliveries; give maxRedirects 0). */
  method?: 'GET' | 'POST';
  body?: Buffer;
}

export interface SafeFetchResult {
  /** Where the last hop was. */
  url: URL;
  status: number;
  /** The media type without parameters, lower case ('' when absent). */
  contentType: string;
  charset: string | null;
  body: Buffer;
  /** True when the body was cut at maxBytes. */
  truncated: boolean;
  /** The last hop's response headers (lower-case names). */
  headers?: Record<string, string | string[] | undefined>;
}

/** `host:port` of a URL, the form LINK_PREVIEW_ALLOW_HOSTS and PUSH_ALLOW_HOSTS name hosts in. */
export const hostPort = (url: URL) =>
  `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`.toLowerCase();

/** Refuses a URL before any connection when its scheme or literal address is not allowed. */
export function assertFetchable(url: URL, allowHosts: readonly string[] = []) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('blocked', `scheme ${url.protocol} is not allowed`);
  }
  if (url.username || url.password) {
    throw new SafeFetchError('blocked', 'credentials in the address are not allowed');
  }
  if (allowHosts.includes(hostPort(url))) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) !== 0 && !isPublicAddress(host)) {
    throw new SafeFetchError('blocked', `${host} is not a public address`);
  }
}

async function readLimited(body: Dispatcher.ResponseData['body'], maxBytes: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    const room = maxBytes - size;
    if (chunk.length >= room) {
      chunks.push(chunk.subarray(0, room));
      size += room;
      truncated = chunk.length > room;
      break;
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  if (truncated || size >= maxBytes) {
    truncated = true;
    discard(body);
  }
  return { body: Buffer.concat(chunks, size), truncated };
}

// undici loads with the first link preview, not at the server's start.
const loadUndici = lazy(() => import('undici'));

/**
 * GETs (or POSTs) `start`, following up to maxRedirects redirects, each hop checked again. A POST
 * is never repeated at a redirect's address: give it maxRedirects 0.
 */
export async function safeFetch(start: URL, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const allowHosts = options.allowHosts ?? [];
  const { Agent, request } = await loadUndici();
  const checked = new Agent({
    connect: { lookup: checkedLookup(options.resolver), timeout: options.timeoutMs },
    connections: 4,
  });
  // Only for test hosts of LINK_PREVIEW_ALLOW_HOSTS: no address check at all.
  const unchecked = allowHosts.length > 0 ? new Agent({ connections: 4 }) : null;
  // A timer cleared at the end, not AbortSignal.timeout: a late abort would error finished bodies.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const signal = controller.signal;
  try {
    let url = start;
    for (let hop = 0; ; hop += 1) {
      assertFetchable(url, allowHosts);
      const dispatcher = unchecked && allowHosts.includes(hostPort(url)) ? unchecked : checked;
      let response: Dispatcher.ResponseData;
      try {
        response = await request(url, {
          method: options.method ?? 'GET',
          body: options.body,
          dispatcher,
          signal,
          headers: options.headers,
          headersTimeout: options.timeoutMs,
          bodyTimeout: options.timeoutMs,
        });
      } catch (error) {
        throw unwrap(error);
      }
      const location = response.headers.location;
      if (response.statusCode >= 300 && response.statusCode < 400 && location) {
        discard(response.body);
        if (hop >= options.maxRedirects) {
          throw new SafeFetchError('too-many-redirects', 'too many redirects');
        }
        try {
          url = new URL(Array.isArray(location) ? location[0]! : location, url);
        } catch {
          throw new SafeFetchError('failed', 'invalid redirect');
        }
        continue;
      }
      const type = String(response.headers['content-type'] ?? '').toLowerCase();
      const [mediaType = '', ...params] = type.split(';').map((s) => s.trim());
      const charset = params.find((p) => p.startsWith('charset='))?.slice(8) ?? null;
      let read = { body: Buffer.alloc(0), truncated: false };
      if (options.wantBody && !options.wantBody(mediaType)) {
        discard(response.body);
        return { ...result(url, response, mediaType, charset), ...read };
      }
      try {
        read = await readLimited(response.body, options.maxBytes);
      } catch (error) {
        throw unwrap(error);
      }
      return { ...result(url, response, mediaType, charset), ...read };
    }
  } finally {
    clearTimeout(timer);
    void checked.close().catch(() => undefined);
    void unchecked?.close().catch(() => undefined);
  }
}

function result(
  url: URL,
  response: Dispatcher.ResponseData,
  contentType: string,
  charset: string | null,
) {
  return { url, status: response.statusCode, contentType, charset, headers: response.headers };
}

/** Drops a body that will not be read; its late errors are of no interest. */
function discard(body: Dispatcher.ResponseData['body']) {
  body.on('error', () => undefined);
  body.destroy();
}

/** The blocked lookup's error travels inside undici's connect error; bring it back out. */
function unwrap(error: unknown): SafeFetchError {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof SafeFetchError) return current;
    if ((current as NodeJS.ErrnoException).code === 'EBLOCKED') {
      return new SafeFetchError('blocked', (current as Error).message);
    }
    current = (current as { cause?: unknown }).cause;
  }
  return new SafeFetchError('failed', error instanceof Error ? error.message : String(error));
}
