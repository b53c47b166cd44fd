import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../app';

// The HTTP test (CONTRACT.md 'HTTP behaviour'), part three: the documents served beside the API.
// The OpenAPI document declares every path parameter, the real limits and a type for every
// nullable field, and a real OpenAPI validator checks the rest; the AsyncAPI document describes
// the STOMP topics. Parts one and two: http-behaviour.test.ts, http-behaviour.files.test.ts.
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

describe('the OpenAPI document', () => {
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
