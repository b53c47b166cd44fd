import { type AnyEndpoint } from '@myeolgong/contract/endpoint';
import * as endpoints from '@myeolgong/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../app';

// The contract's endpoint table (packages/contract/src/endpoints.ts) is the one place a path is
// written: the web app calls only its entries. This test holds it to the routes the server
// registers, both ways, so renaming a route on either side fails here (and the web's type check
// fails where a renamed or removed entry is still called). Aliases (plugins/aliases.ts) are
// marked deprecated in the document and are not the table's business.
type Operation = { deprecated?: boolean };

let t: TestApp;
let served: string[];
beforeAll(async () => {
  // Every optional route on: STOCK_SIM_CONTROL's is registered only when it is set.
  t = await buildTestApp({ STOCK_SIM_CONTROL: 'on' });
  const res = await t.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json<{ paths: Record<string, Record<string, Operation>> }>();
  served = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method, op]) => method !== 'parameters' && !op.deprecated)
      .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
});
afterAll(async () => t.close());

const listed = Object.values(endpoints as Record<string, AnyEndpoint>).map(
  (e) => `${e.method} ${e.path}`,
);

describe('the endpoint table', () => {
  it('names each route once', () => {
    expect(listed.length).toBe(new Set(listed).size);
  });

  it('lists every route the server registers', () => {
    expect(served.filter((route) => !listed.includes(route))).toEqual([]);
  });

  it('names no route the server does not register', () => {
    expect(listed.filter((route) => !served.includes(route))).toEqual([]);
  });
});
