import {
  type AnyEndpoint,
  type BodyOf,
  fillPath,
  type None,
  type ParamNames,
  type PathParams,
  type QueryOf,
  type ResponseOf,
} from '@myeolgong/contract/endpoint';
import type { ErrorCode } from '@myeolgong/contract/errors';
import * as ko from './i18n/ko';
import { readLocal, storageKeys } from './storage-keys';

const DEFAULT_TIMEOUT_MS = 10_000;

/** Failures that never reached a server answer get their own codes. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'TIMEOUT' | 'UNKNOWN';

/** Every failed call: an HTTP error (status > 0), a network failure or a time-out (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  get isNetwork(): boolean {
    return this.code === 'NETWORK_ERROR';
  }

  get isTimeout(): boolean {
    return this.code === 'TIMEOUT';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Cancels the call, e.g. TanStack Query's signal; rethrown as the caller's own abort. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Bearer token to send instead of the stored one, e.g. to read the user a sign-in just made. */
  token?: string;
  /**
   * Lets the request outlive the page (fetch's `keepalive`), e.g. a save when the tab is closed.
   * Unlike sendBeacon it carries the Authorization header; the browser caps such bodies at 64 KB.
   */
  keepalive?: boolean;
  /** More request headers (e.g. a draft save's Draft-Key and Draft-Revision). */
  headers?: Record<string, string>;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

function fallbackMessage(status: number): string {
  if (status === 404) return ko.errors.notFound;
  if (status >= 500) return ko.errors.server;
  return ko.errors.unknown;
}

function fallbackCode(status: number): ApiErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'INTERNAL_ERROR';
  return 'UNKNOWN';
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  return apiErrorFromBody(response.status, body);
}

/** The ApiError of a failed answer's status and parsed body (also used by uploads over XHR). */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const { code, message, fields } = body as Record<string, unknown>;
    return new ApiError(
      status,
      typeof code === 'string' ? (code as ApiErrorCode) : fallbackCode(status),
      typeof message === 'string' && message ? message : fallbackMessage(status),
      fields && typeof fields === 'object' ? (fields as Record<string, string>) : undefined,
    );
  }
  return new ApiError(status, fallbackCode(status), fallbackMessage(status));
}

/**
 * How calls reach the API: the browser's fetch, or, while the server renders a page
 * (entry-server.tsx), the server's own in-process handler of the same requests.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Server rendering only: answer the page's API calls without a network round trip. */
export function setHttpTransport(next: typeof fetch): void {
  transport = next;
}

/** Same-origin JSON call with the stored bearer token; throws ApiError on any failure. */
async function http<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.token ?? readLocal(storageKeys.token);
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  try {
    response = await transport(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (timedOut) throw new ApiError(0, 'TIMEOUT', ko.errors.timeout);
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', ko.errors.network);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, 'UNKNOWN', ko.errors.unknown);
  }
}

type Query = RequestOptions['query'];

type ParamsPart<E extends AnyEndpoint> = [ParamNames<E['path']>] extends [never]
  ? { params?: never }
  : { params: PathParams<E['path']> };
type BodyPart<E extends AnyEndpoint> = [BodyOf<E>] extends [None]
  ? { body?: never }
  : { body: BodyOf<E> };
type QueryPart<E extends AnyEndpoint> = [QueryOf<E>] extends [None]
  ? { query?: never }
  : object extends QueryOf<E>
    ? { query?: QueryOf<E> }
    : { query: QueryOf<E> };

/** A call's parameters, body and query (typed by its endpoint) and the request options. */
export type CallInput<E extends AnyEndpoint> = Omit<RequestOptions, 'method' | 'body' | 'query'> &
  ParamsPart<E> &
  BodyPart<E> &
  QueryPart<E>;

/** The input may be left out when nothing in it is required. */
type CallArgs<E extends AnyEndpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

function endpointUrl(endpoint: AnyEndpoint, input: { params?: object; query?: object } = {}) {
  const { params, query } = input;
  const path = params ? fillPath(endpoint.path, params as PathParams<string>) : endpoint.path;
  return buildUrl(path, query as Query);
}

/** The endpoint's path with its parameters filled in, and its query string. */
export function urlOf<E extends AnyEndpoint>(endpoint: E, ...[input]: CallArgs<E>): string {
  return endpointUrl(endpoint, input);
}

/**
 * The one way the web app calls the server: an endpoint of the contract's table
 * (@myeolgong/contract/endpoints) with its typed parameters, body and query; answers the
 * endpoint's response type and throws ApiError on any failure.
 */
export function call<E extends AnyEndpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<ResponseOf<E>> {
  const { params, query, body, ...options } = (input ?? {}) as RequestOptions & {
    params?: object;
  };
  return http<ResponseOf<E>>(endpointUrl(endpoint, { params, query }), {
    ...options,
    body,
    method: endpoint.method,
  });
}

/**
 * Same-origin GET whose body is read as it arrives (server-sent events); throws ApiError when the
 * server answers with an error before the stream starts. `signal` ends the stream.
 */
export async function httpStream<E extends AnyEndpoint>(
  endpoint: E,
  options: Pick<CallInput<E>, 'query' | 'signal'>,
): Promise<ReadableStream<Uint8Array>> {
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  const token = readLocal(storageKeys.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(endpoint.path, options.query as Query), {
      headers,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', ko.errors.network);
  }
  if (!response.ok) throw await toApiError(response);
  if (!response.body) throw new ApiError(response.status, 'UNKNOWN', ko.errors.unknown);
  return response.body;
}
