import type { FastifyBaseLogger } from 'fastify';

export interface KisClientOptions {
  appKey: string;
  appSecret: string;
  baseUrl: string;
  /** REST calls per second at most (KIS: 20 on real accounts). */
  requestsPerSecond: number;
  clock: () => number;
  log: FastifyBaseLogger;
  /** Per-request time limit in ms. */
  timeoutMs?: number;
}

/** A KIS answer that is not a success (rt_cd ≠ '0', or an HTTP error). */
class KisError extends Error {
  override name = 'KisError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** Codes KIS answers when the access token is expired or invalid. */
const TOKEN_ERRORS = new Set(['EGW00121', 'EGW00123']);

interface Token {
  value: string;
  expiresAt: number;
}

/**
 * The KIS Open API over HTTP: access-token issuance (/oauth2/tokenP) cached until shortly before
 * it expires (KIS allows one issuance a minute and tokens last 24 hours), the WebSocket approval
 * key, and GET calls with the KIS headers, spaced to stay under the rate limit.
 */
export class KisClient {
  private token: Token | null = null;
  private issuing: Promise<Token> | null = null;
  private nextSlot = 0;

  constructor(private readonly options: KisClientOptions) {}

  private async post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(new URL(path, this.options.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      throw new KisError(
        `KIS ${path} ${response.status}: ${String(data.error_description ?? data.msg1 ?? '')}`,
        response.status,
        typeof data.error_code === 'string' ? data.error_code : undefined,
      );
    }
    return data as T;
  }

  /** The cached access token, issued when missing or within 10 minutes of expiring. */
  async accessToken(): Promise<string> {
    const now = this.options.clock();
    if (this.token && this.token.expiresAt - 600_000 > now) return this.token.value;
    this.issuing ??= this.post<{ access_token: string; expires_in: number }>('/oauth2/tokenP', {
      grant_type: 'client_credentials',
      appkey: this.options.appKey,
      appsecret: this.options.appSecret,
    })
      .then((data) => {
        if (!data.access_token)
          throw new KisError('KIS 토큰 응답에 access_token이 없습니다', 200, undefined);
        const token = {
          value: data.access_token,
          expiresAt: now + (data.expires_in || 86_400) * 1000,
        };
        this.token = token;
        return token;
      })
      .finally(() => {
        this.issuing = null;
      });
    return (await this.issuing).value;
  }

  /** The key the real-time WebSocket wants (/oauth2/Approval). */
  async approvalKey(): Promise<string> {
    const data = await this.post<{ approval_key?: string }>('/oauth2/Approval', {
      grant_type: 'client_credentials',
      appkey: this.options.appKey,
      secretkey: this.options.appSecret,
    });
    if (!data.approval_key)
      throw new KisError('KIS 승인키 응답에 approval_key가 없습니다', 200, undefined);
    return data.approval_key;
  }

  /** Waits for the next free slot of the rate limit. */
  private async slot(): Promise<void> {
    const spacing = 1000 / this.options.requestsPerSecond;
    const now = Date.now();
    const at = Math.max(now, this.nextSlot);
    this.nextSlot = at + spacing;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }

  /** A GET call with the KIS headers; rejects with KisError unless rt_cd is '0'. Retries once on an expired token. */
  async get<T>(
    path: string,
    trId: string,
    params: Record<string, string>,
    retried = false,
  ): Promise<T> {
    await this.slot();
    const url = new URL(path, this.options.baseUrl);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const response = await fetch(url, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        authorization: `Bearer ${await this.accessToken()}`,
        appkey: this.options.appKey,
        appsecret: this.options.appSecret,
        tr_id: trId,
        custtype: 'P',
      },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    const data = (await response.json().catch(() => ({}))) as {
      rt_cd?: string;
      msg_cd?: string;
      msg1?: string;
    };
    if (response.ok && data.rt_cd === '0') return data as T;
    if (!retried && data.msg_cd && TOKEN_ERRORS.has(data.msg_cd)) {
      this.token = null;
      return this.get(path, trId, params, true);
    }
    throw new KisError(
      `KIS ${trId} ${response.status} ${data.msg_cd ?? ''} ${data.msg1 ?? ''}`.trim(),
      response.status,
      data.msg_cd,
    );
  }
}
