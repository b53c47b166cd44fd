// The security suite's view of the API: every operation of the server's own OpenAPI document
// (built from the zod route schemas), so routes added later are covered once they are merged.
// Per-route knowledge lives in the small tables below; extend them when a new route needs it.
import type { App } from '../../src/app';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const mutatingMethods: readonly Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface OpenApiOperation {
  security?: Record<string, string[]>[];
  deprecated?: boolean;
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  method: Method;
  /** The OpenAPI path, with {param} placeholders. */
  path: string;
  /** `METHOD /path`, the key of the tables below. */
  key: string;
  /** The route declares `security` (bearerAuth): it needs a signed-in member. */
  secured: boolean;
  deprecated: boolean;
  /** Path parameter names, in order (also those of aliases, which the document does not list). */
  pathParams: string[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
  /** The JSON request body schema, when the route takes one. */
  jsonBody?: JsonSchema;
  /** The route takes multipart/form-data (uploads). */
  multipart: boolean;
}

/**
 * Mutating routes that anyone may call without signing in. A mutating route that answers 2xx
 * without a token and is not listed here fails the suite.
 */
export const publicMutations = new Set<string>([
  'POST /api/auth/register',
  'POST /auth/register',
  'POST /api/auth/login',
  'POST /auth/login',
  // The development sign-in page's form (only mounted when DEV_LOGIN is on).
  'POST /api/auth/dev',
  // Google sign-up's agreements form in the sign-in popup: its proof is the sealed sign-up cookie
  // the callback set (without it the popup answers "expired"), not a token.
  'POST /api/auth/google/agreements',
  // The link of the address confirmation e-mail works without signing in (its token is the proof).
  'POST /api/auth/confirm-email',
  // View counts (SPEC.md §7): anonymous readers count too, once per IP hash per 5 minutes.
  'POST /api/posts/{id}/view',
]);

/** What kind of resource a path parameter names, when it is not obvious from its name. */
export type ResourceKind = 'post' | 'comment' | 'user' | 'board';

/** The resource a path parameter of an operation refers to. */
export function paramKind(path: string, name: string): ResourceKind | undefined {
  if (name === 'postId') return 'post';
  if (name === 'commentId') return 'comment';
  if (name === 'userId') return 'user';
  if (['name', 'boardName', 'idOrName'].includes(name)) return 'board';
  if (name === 'id') {
    if (/\/comments?\b|\/like\/comment|\/likes\/comment/.test(path)) return 'comment';
    if (/\/users?\//.test(path)) return 'user';
    if (/\/posts?\/|\/like\/post/.test(path)) return 'post';
  }
  return undefined;
}

/** Values for path parameters that are not one of the resources above (extend as routes land). */
const pathParamSamples: Record<string, string> = {
  nickname: '테스트회원',
  stockCode: '005930',
  code: '005930',
};

/**
 * Owned resources: only the author (or an administrator) may call these. Another member's token
 * must get 403 and leave the resource as it was.
 */
export const ownedRoutes = new Set<string>([
  'PUT /api/posts/{id}',
  'DELETE /api/posts/{id}',
  'DELETE /api/boards/{boardName}/posts/{id}',
  'PUT /api/comments/{id}',
  'DELETE /api/comments/{id}',
]);

/** Routes only an administrator may call: a member's token gets 403. Paths under /admin count. */
const adminOnlyRoutes = new Set<string>(['POST /api/boards']);
export const isAdminOnly = (op: Operation) =>
  adminOnlyRoutes.has(op.key) || /\/admin(\/|$)/.test(op.path);

/** Bodies for routes where a value generated from the schema would not pass validation. */
const bodyOverrides: Record<string, (ids: ResourceIds) => unknown> = {
  'POST /api/posts': () => ({ title: '보안 점검 글', content: '내용', boardName: 'free' }),
  'POST /api/boards/{boardName}/posts': () => ({ title: '보안 점검 글', content: '내용' }),
  'PUT /api/posts/{id}': () => ({ title: '고친 제목', content: '고친 내용' }),
  'POST /api/comments': (ids) => ({ postId: ids.post, content: '보안 점검 댓글' }),
  'PUT /api/comments/{id}': () => ({ content: '고친 댓글' }),
  'POST /api/boards': () => ({ name: 'sec_board', displayName: '보안 게시판' }),
  'PUT /api/users/nickname': () => ({ nickname: '새닉네임' }),
  'POST /api/auth/dev': () => ({ state: 'x', email: 'dev@example.com' }),
  'POST /api/admin/people/import': () => [
    {
      id: 'security-check-person',
      name: '보안점검',
      category: 'history',
      summary: '보안 점검용 항목입니다.',
      facts: [{ label: '분야', value: '점검', source: 'https://example.com/person' }],
      asOf: '2026-11-26',
    },
  ],
};

export interface ResourceIds {
  post: number;
  comment: number;
  user: number;
  board: string;
}

let cached: Promise<OpenApiDocument> | undefined;
let cachedApp: App | undefined;

async function openApiDocument(app: App): Promise<OpenApiDocument> {
  if (cachedApp !== app || !cached) {
    cachedApp = app;
    cached = app.inject({ url: '/api/openapi.json' }).then((res) => res.json() as OpenApiDocument);
  }
  return cached;
}

/** Every operation of the OpenAPI document, aliases included. */
export async function operations(app: App): Promise<Operation[]> {
  const doc = await openApiDocument(app);
  const ops: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [lower, op] of Object.entries(byMethod)) {
      const method = lower.toUpperCase() as Method;
      if (!['GET', ...mutatingMethods].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      const jsonBody = content['application/json']?.schema;
      ops.push({
        method,
        path,
        key: `${method} ${path}`,
        secured: (op.security ?? []).some((s) => 'bearerAuth' in s),
        deprecated: op.deprecated === true,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
        query: (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} })),
        ...(jsonBody ? { jsonBody: resolve(doc, jsonBody) } : {}),
        multipart: Object.keys(content).some((type) => type.startsWith('multipart/')),
      });
    }
  }
  return ops;
}

function resolve(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  const target = doc.components?.schemas?.[name];
  if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
  return resolve(doc, target);
}

/** A value that satisfies `schema`, as simple as possible (used when no override is given). */
function sampleOf(schema: JsonSchema, doc?: OpenApiDocument): unknown {
  const s = doc ? resolve(doc, schema) : schema;
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return sampleOf(variants[0]!, doc);
  if (s.allOf?.length) {
    return Object.assign({}, ...s.allOf.map((part) => sampleOf(part, doc) as object));
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of s.required ?? []) {
        const property = s.properties?.[name];
        if (property) out[name] = sampleOf(property, doc);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sampleOf(s.items ?? {}, doc));
    case 'integer':
    case 'number': {
      const min = s.minimum ?? 1;
      return s.exclusiveMinimum === true ? min + 1 : Math.max(min, 1);
    }
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'email') return 'sample@example.com';
      if (s.format === 'uri' || s.format === 'url') return 'https://example.com/';
      return '보안점검'.padEnd(Math.max(s.minLength ?? 0, 4), '가');
    default:
      return undefined;
  }
}

/** The URL of `op` with its path parameters filled in from `ids` (and a sample query). */
export function urlOf(op: Operation, ids: ResourceIds): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const kind = paramKind(op.path, name);
    const value =
      kind === 'board' ? ids.board : kind ? String(ids[kind]) : (pathParamSamples[name] ?? '1');
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const q of op.query) {
    if (q.required) query.set(q.name, String(sampleOf(q.schema)));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The request body for `op`: an override, or a value generated from its schema. */
function bodyOf(op: Operation, ids: ResourceIds): unknown {
  const override = bodyOverrides[op.key];
  if (override) return override(ids);
  return op.jsonBody ? sampleOf(op.jsonBody) : undefined;
}

/** inject() options for calling `op` with `headers`. */
export function requestOf(op: Operation, ids: ResourceIds, headers: Record<string, string> = {}) {
  const body = bodyOf(op, ids);
  if (op.multipart) {
    const boundary = 'securitysuiteboundary';
    return {
      method: op.method,
      url: urlOf(op, ids),
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}--\r\n`,
    };
  }
  return {
    method: op.method,
    url: urlOf(op, ids),
    headers,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  };
}

/** CONTRACT.md 'Wire format': the one error shape, with a Korean message and no stack trace. */
export function errorShapeProblems(status: number, text: string): string[] {
  const problems: string[] = [];
  let body: { success?: unknown; status?: unknown; code?: unknown; message?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return [`not JSON: ${text.slice(0, 200)}`];
  }
  if (body.success !== false) problems.push('success is not false');
  if (body.status !== status) problems.push(`status ${String(body.status)} ≠ ${status}`);
  if (typeof body.code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(body.code))
    problems.push(`code ${String(body.code)} is not UPPER_SNAKE`);
  if (typeof body.message !== 'string' || !/[가-힣]/.test(body.message))
    problems.push(`message ${String(body.message)} is not Korean`);
  if (/\n\s+at |node_modules|\.ts:\d+|\.js:\d+/.test(text)) problems.push('leaks a stack trace');
  return problems;
}
