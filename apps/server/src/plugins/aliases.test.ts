import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import aliases from './aliases';

describe('aliases', () => {
  it('serves every alias with the primary handler', async () => {
    const app = Fastify();
    await app.register(aliases, { table: { 'GET /api/users/:id': ['/users/:id', '/user/:id'] } });
    app.get('/api/users/:id', async (request) => ({ id: (request.params as { id: string }).id }));
    await app.ready();
    for (const url of ['/api/users/7', '/users/7', '/user/7']) {
      expect((await app.inject({ url })).json()).toEqual({ id: '7' });
    }
    await app.close();
  });

  it('refuses to start when the table names a route nobody registered', async () => {
    const app = Fastify();
    await app.register(aliases, { table: { 'GET /api/missing': ['/missing'] } });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/missing/);
  });
});
