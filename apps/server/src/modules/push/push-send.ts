import type { PushPayload } from '@myeolgong/contract/push';
import { lazy } from '../../lib/lazy';
import { hostPort, safeFetch, SafeFetchError, type Resolver } from '../../lib/safe-fetch';
import { isAllowedHost } from './push-endpoint';
import type { VapidKeys } from './vapid-keys';

/** One device to push to: its endpoint and the browser's keys (RFC 8291). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What became of one push: `sent` (2xx), `gone` (404 or 410: the browser unsubscribed, remove the
 * subscription), `refused` (the push service will never take it: other 4xx, or an address that
 * is not public), `retry` (5xx, 429, no answer), with the push service's Retry-After in seconds.
 */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'refused'; status: number | null }
  | { kind: 'retry'; status: number | null; retryAfterSeconds: number | null };

export interface PushSenderOptions {
  vapid: VapidKeys;
  /** The VAPID `sub`: a mailto: or https: address push services may contact. */
  subject: string;
  /** PUSH_ALLOW_HOSTS: tests' local push services, exempt from the address checks. */
  allowHosts: readonly string[];
  resolver?: Resolver;
  /** How long a push service may take to answer. */
  timeoutMs?: number;
}

/** How long a push service keeps a push for an offline device (seconds): a day. */
const TTL_SECONDS = 86_400;
const DEFAULT_TIMEOUT_MS = 10_000;

// web-push loads with the first delivery, not at the server's start (decision 012).
const loadWebPush = lazy(() => import('web-push'));

function retryAfter(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/**
 * Sends pushes: the web-push library encrypts the payload (RFC 8291, aes128gcm) and signs the
 * VAPID header (RFC 8292); the request leaves through lib/safe-fetch.ts, so it connects only to
 * public addresses (DESIGN.md: the same SSRF-safe rules as link previews) and follows no redirect.
 */
export function pushSender(options: PushSenderOptions) {
  return async function send(target: PushTarget, payload: PushPayload, topic: string) {
    const webPush = await loadWebPush();
    const details = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: {
          subject: options.subject,
          publicKey: options.vapid.publicKey,
          privateKey: options.vapid.privateKey,
        },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        // A newer push of the same item replaces one the device has not fetched yet.
        topic,
      },
    );
    const url = new URL(details.endpoint);
    let response;
    try {
      response = await safeFetch(url, {
        method: 'POST',
        body: details.body ?? Buffer.alloc(0),
        headers: details.headers as Record<string, string>,
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxBytes: 4096,
        maxRedirects: 0,
        allowHosts: isAllowedHost(url, options.allowHosts) ? [hostPort(url)] : [],
        ...(options.resolver ? { resolver: options.resolver } : {}),
      });
    } catch (error) {
      if (error instanceof SafeFetchError && error.kind === 'blocked') {
        return { kind: 'refused', status: null } satisfies PushOutcome;
      }
      return { kind: 'retry', status: null, retryAfterSeconds: null } satisfies PushOutcome;
    }
    return outcomeOf(response.status, response.headers?.['retry-after']);
  };
}

export type PushSend = ReturnType<typeof pushSender>;

/** The push service's answer as what to do next (RFC 8030 §5, §7.2; 404 and 410: gone). */
export function outcomeOf(status: number, retryAfterHeader?: string | string[]): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500 || status === 408) {
    return { kind: 'retry', status, retryAfterSeconds: retryAfter(retryAfterHeader) };
  }
  return { kind: 'refused', status };
}
