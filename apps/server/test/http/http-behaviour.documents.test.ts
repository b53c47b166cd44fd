import { Parser as AsyncApiParser } from '@asyncapi/parser';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../app';

// The HTTP test (CONTRACT.md 'HTTP behaviour'), part three: the documents served beside the API.
// The OpenAPI document declares every path parameter, the real limits and a type for every
// nullable field, and passes Redocly's recommended rules; the AsyncAPI document of the STOMP
// topics passes the AsyncAPI parser's validation. Parts one and two: http-behaviour.test.ts,
// http-behaviour.files.test.ts.
type Schema = Record<string, unknown>;
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: unknown;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => t.close());

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, op]) => ({ path, method, op })),
  );

function walk(node: unknown, visit: (schema: Schema, where: string) => void, where = '') {
  if (Array.isArray(node)) node.forEach((item, i) => walk(item, visit, `${where}/${i}`));
  else if (node && typeof node === 'object') {
    visit(node as Schema, where);
    for (const [key, value] of Object.entries(node)) walk(value, visit, `${where}/${key}`);
  }
}

const bodySchema = (op: Operation | undefined) =>
  (op?.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content?.[
    'application/json'
  ]?.schema as { properties?: Record<string, Schema> } | undefined;

/**
 * Redocly's recommended rules this document does not follow, each with why. Everything else
 * the linter reports, warnings included, fails the test.
 */
const ruleExceptions: Record<string, string> = {
  // CONTRACT.md fixes the paths, legacy aliases included: /api/users/nickname/{nickname} beside
  // /api/users/{id}/posts, /api/posts/board/{name} beside /api/posts/{id}/like. The server
  // matches a fixed segment before a parameter (find-my-way), so each request has one route.
  'no-ambiguous-paths': 'the contract’s paths; fixed segments win',
  // The site's code is not published under a licence; the document describes its own API.
  'info-license': 'no licence to name',
};
/**
 * Operations that answer no client error of their own: reads without input (health, site and
 * board lists, market status, the upload limits, whether a token is valid) and the Google sign-in
 * redirects (a failure comes back as a page, not a 4XX). Any path can still answer 405 and 429
 * from the shared plugins, which OpenAPI 3.0 cannot declare once for all operations.
 */
const without4xx = [
  'get /healthz',
  'get /readyz',
  'get /api/site',
  'get /api/boards',
  'get /api/boards/popular',
  'get /api/boards/new',
  'get /api/auth/google',
  'get /api/auth/google/callback',
  // The sign-in popup's agreements form: it answers with the popup's page, a failure included.
  'post /api/auth/google/agreements',
  'get /api/users/validate-token',
  'get /users/validate-token',
  'get /api/stock/indices',
  'get /api/stock/market-status',
  'get /api/files',
];
const pointerOf = (entry: string) => {
  const [method, path] = entry.split(' ') as [string, string];
  return `#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}/responses`;
};

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules (@redocly/openapi-core)", async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: Object.fromEntries(Object.keys(ruleExceptions).map((rule) => [rule, 'off'])),
    });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    const accepted = new Set(without4xx.map(pointerOf));
    const found = problems
      .filter(
        (p) => !(p.ruleId === 'operation-4xx-response' && accepted.has(p.location[0]!.pointer!)),
      )
      .map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(found).toEqual([]);
    // The exceptions stay true: each listed operation exists and still declares no 4XX.
    for (const entry of without4xx) {
      const [method, path] = entry.split(' ') as [string, string];
      const responses = Object.keys(
        (doc.paths[path]?.[method] as { responses?: object } | undefined)?.responses ?? {},
      );
      expect(responses.length, entry).toBeGreaterThan(0);
      expect(
        responses.filter((status) => status.startsWith('4')),
        entry,
      ).toEqual([]);
    }
  });

  it('is a valid OpenAPI document (swagger-parser)', async () => {
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('declares every path parameter of every path, aliases included', () => {
    const missing: string[] = [];
    for (const { path, method, op } of operations()) {
      const named = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = new Set(
        (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      );
      for (const name of named)
        if (!declared.has(name!)) missing.push(`${method} ${path}: ${name}`);
    }
    expect(missing).toEqual([]);
  });

  it('gives every nullable field a type', () => {
    const untyped: string[] = [];
    walk(doc, (schema, where) => {
      const combined = ['$ref', 'allOf', 'anyOf', 'oneOf'].some((key) => key in schema);
      if (schema.nullable === true && !('type' in schema) && !combined) untyped.push(where);
    });
    expect(untyped).toEqual([]);
  });

  it('states the real limits: title 1–300, nickname 2–10, page size ≤ 100', () => {
    for (const [path, method] of [
      ['/api/posts', 'post'],
      ['/api/posts/{id}', 'put'],
    ] as const) {
      const title = bodySchema(doc.paths[path]?.[method])?.properties?.title;
      expect(title, `${method} ${path}`).toMatchObject({ minLength: 1, maxLength: 300 });
    }
    for (const [path, method] of [
      ['/api/users/nickname', 'put'],
      ['/api/auth/register', 'post'],
    ] as const) {
      const nickname = bodySchema(doc.paths[path]?.[method])?.properties?.nickname;
      expect(nickname, `${method} ${path}`).toMatchObject({ minLength: 2, maxLength: 10 });
    }
    const sizes = operations().flatMap(({ op }) =>
      (op.parameters ?? []).filter((p) => p.in === 'query' && p.name === 'size'),
    );
    expect(sizes.length).toBeGreaterThan(3);
    for (const size of sizes) expect(size.schema?.maximum).toBeLessThanOrEqual(100);
  });
});

describe('the AsyncAPI document of the real-time channel', () => {
  it('passes the AsyncAPI parser’s validation (@asyncapi/parser)', async () => {
    const res = await t.app.inject({ url: '/api/asyncapi.json' });
    const { document, diagnostics } = await new AsyncApiParser().parse(res.body);
    // Severity 0 is an error, 1 a warning; 2 and 3 are information and hints.
    const problems = diagnostics
      .filter((d) => d.severity <= 1)
      .map((d) => `${d.severity} ${String(d.code)} ${d.path.join('/')}: ${d.message}`);
    expect(problems).toEqual([]);
    expect(document?.version()).toBe('3.0.0');
    expect(document?.channels().length).toBeGreaterThanOrEqual(6);
  });

  it('is served beside the OpenAPI one and names every destination of CONTRACT.md', async () => {
    const res = await t.app.inject({ url: '/api/asyncapi.json' });
    expect(res.statusCode).toBe(200);
    const asyncDoc = res.json() as {
      asyncapi: string;
      channels: Record<string, { address: string; messages: { message: { payload: Schema } } }>;
      operations: Record<string, { action: string; channel: { $ref: string } }>;
    };
    expect(asyncDoc.asyncapi).toBe('3.0.0');
    const addresses = Object.values(asyncDoc.channels).map((c) => c.address);
    expect(addresses).toEqual(
      expect.arrayContaining([
        '/topic/comments/{commentId}/likes',
        '/topic/posts/{postId}/likes',
        '/topic/posts/{postId}/comments',
        '/topic/stocks',
        '/topic/stocks/{stockCode}',
        '/user/queue/notifications',
      ]),
    );
    for (const [name, channel] of Object.entries(asyncDoc.channels)) {
      expect(channel.messages.message.payload, name).toBeTruthy();
      const op = Object.values(asyncDoc.operations).find((o) =>
        o.channel.$ref.endsWith(`/${name}`),
      );
      expect(op?.action, name).toBe('receive');
    }
    // Payloads reference the contract's schemas, all of them present.
    const text = JSON.stringify(asyncDoc);
    const refs = [...text.matchAll(/"#\/components\/schemas\/(\w+)"/g)].map((m) => m[1]!);
    expect(refs).toContain('Comment');
    const schemas = (asyncDoc as unknown as { components: { schemas: Record<string, Schema> } })
      .components.schemas;
    for (const ref of refs) expect(schemas[ref], ref).toBeTruthy();
    expect(Object.keys((schemas.Comment?.properties ?? {}) as object)).toContain('content');
  });
});
