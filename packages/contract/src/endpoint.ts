// Kept free of zod at run time: the web app imports it (the types below are erased).

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Leave a request part out: the call takes no body (or no query). */
export type None = undefined;

/**
 * One call of the API: its method and path (Fastify's form, `:id` for a parameter), and as types
 * only, what it answers, the JSON body it takes and its query string. Built with
 * GET(path, {} as { res: T; body: B; query: Q }), POST(…), PUT(…), DELETE(…). The web's client (apps/web/src/lib/http.ts) takes one of these for every call, and
 * the server's route test checks the table (endpoints.ts) against the routes it registers.
 */
class Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Res = unknown,
  Body = None,
  Query = None,
> {
  readonly method: M;
  readonly path: P;
  /** Type-only: never set. They make two endpoints with different types different types. */
  declare readonly answer?: Res;
  declare readonly sends?: Body;
  declare readonly asks?: Query;

  constructor(method: M, path: P) {
    this.method = method;
    this.path = path;
  }
}

// Any endpoint, whatever its types (`unknown` would not accept a narrower answer type).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<HttpMethod, string, any, any, any>;

export type ResponseOf<E> =
  E extends Endpoint<HttpMethod, string, infer R, unknown, unknown> ? R : never;
export type BodyOf<E> =
  E extends Endpoint<HttpMethod, string, unknown, infer B, unknown> ? B : never;
export type QueryOf<E> =
  E extends Endpoint<HttpMethod, string, unknown, unknown, infer Q> ? Q : never;

/** The names of a path's parameters: `/api/posts/:id/like` → 'id'. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a call fills a path with; each is encoded on the way in. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

/** An endpoint's types, given as `{} as { res: …; body: …; query: … }` (each may be left out). */
interface Types {
  res?: unknown;
  body?: unknown;
  query?: unknown;
}
type Of<T extends Types, K extends keyof Types, Default> = K extends keyof T ? T[K] : Default;
type Built<M extends HttpMethod, P extends string, T extends Types> = Endpoint<
  M,
  P,
  Of<T, 'res', unknown>,
  Of<T, 'body', None>,
  Of<T, 'query', None>
>;

// One call each, no chain: the web's bundler is told these are pure (vite.config.ts), so a page
// carries only the endpoints it imports. The second argument exists for its type only.
const build =
  <M extends HttpMethod>(method: M) =>
  <P extends string, T extends Types = object>(path: P, _types?: T): Built<M, P, T> =>
    new Endpoint(method, path) as unknown as Built<M, P, T>;

export const GET = build('GET');
export const POST = build('POST');
export const PUT = build('PUT');
export const DELETE = build('DELETE');

/** The path with its parameters filled in (encodeURIComponent), e.g. for a link or an upload. */
export function fillPath<P extends string>(path: P, params: PathParams<P>): string {
  const values = params as Record<string, string | number>;
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`경로 ${path}에 ${name} 값이 없습니다.`);
    return encodeURIComponent(String(value));
  });
}
