import { createHash } from 'node:crypto';
import { mkdir, realpath, unlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(readonly dataDir: string) {
    super(
      `데이터 폴더 ${dataDir}를 이미 다른 서버 프로세스가 쓰고 있습니다. ` +
        '내장 데이터베이스(PGlite)는 한 폴더를 두 프로세스가 열면 손상되므로 시작하지 않습니다. ' +
        '먼저 실행 중인 서버를 멈추거나 DATA_DIR을 다른 폴더로 지정하세요.',
    );
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Takes an exclusive lock on DATA_DIR for the life of this process.
 *
 * The lock is a Linux abstract-namespace socket named after the folder's real path: binding it is
 * atomic, and the kernel frees it the moment the process dies, so a `kill -9` never leaves a stale
 * lock behind and a restart can take it at once. Elsewhere a socket file in the folder plays the
 * same part.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const real = await realpath(dataDir);
  const digest = createHash('sha256').update(real).digest('hex').slice(0, 32);
  const address =
    process.platform === 'linux' ? `\0myeolgong-data-${digest}` : path.join(real, '.server.sock');
  const server = net.createServer((socket) => socket.destroy());
  try {
    await listen(server, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    // A socket file left by a killed process answers nobody; an abstract socket never lingers.
    if (address.startsWith('\0') || (await answers(address))) throw new DataDirLockedError(real);
    await unlink(address);
    await listen(server, address);
  }
  server.unref();
  await writeFile(path.join(real, 'server.pid'), `${process.pid}\n`).catch(() => undefined);
  return {
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function answers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
