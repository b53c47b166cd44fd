import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'myeolgong-lock-'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('refuses a second lock on the same folder until the first is released', async () => {
    const first = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(lockDataDir(path.join(dir, '.'))).rejects.toThrow(/이미 다른 서버 프로세스/);
    await first.release();
    const again = await lockDataDir(dir);
    await again.release();
  });

  it('locks different folders independently', async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), 'myeolgong-lock-'));
    const a = await lockDataDir(dir);
    const b = await lockDataDir(other);
    await a.release();
    await b.release();
    await rm(other, { recursive: true, force: true });
  });

  it('is free again at once after the holder is killed with SIGKILL', async () => {
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('${new URL('./data-dir-lock.ts', import.meta.url).pathname}').then(async (m) => { await m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => holder.stdout.on('data', () => resolve()));
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.on('exit', resolve));
    const lock = await lockDataDir(dir);
    await lock.release();
  });
});
