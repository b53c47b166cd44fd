import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { adminUrl, testDbKind } from '../../test/database';
import { isDatabaseUnavailable, isUniqueViolation } from './errors';

/** What connecting to `url` fails with (it must fail). */
async function connectError(url: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => undefined);
  }
  throw new Error('connected');
}

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('isDatabaseUnavailable', () => {
  it('is true for a refused connection, as node-postgres reports it', async () => {
    const error = await connectError(`postgres://postgres@127.0.0.1:${await closedPort()}/x`);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is true for the driver messages of a cut connection and the shutdown SQLSTATEs', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    for (const code of ['57P01', '57P03', '08006', '53300'])
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(true);
  });

  it('is false for errors of the request or the program', () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isUniqueViolation(unique)).toBe(true);
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '22P02' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable({ code: 'ECONNREFUSED' })).toBe(false);
  });

  it.skipIf(testDbKind !== 'postgres')(
    'is true when the server ends the session (a fast shutdown: 57P01)',
    async () => {
      const victim = new pg.Client({ connectionString: adminUrl });
      victim.on('error', () => undefined);
      await victim.connect();
      const pid = (await victim.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!
        .pid;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const sleeping = victim.query('select pg_sleep(10)').catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      const error = await sleeping;
      await victim.end().catch(() => undefined);
      expect(isDatabaseUnavailable(error)).toBe(true);
    },
  );
});
