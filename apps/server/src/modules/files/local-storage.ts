import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { ByteRange, FileStorage } from './file-storage';

const KEY = /^[a-z]+\/[a-z0-9][a-z0-9.-]*$/;

/** Uploads on the local disk under `root` (DATA_DIR/uploads); writes go through a temp file. */
export function localStorage(root: string): FileStorage {
  const tmpDir = path.join(root, '.tmp');

  function fileOf(key: string): string {
    // Keys are generated, but a key that could leave the folder is refused all the same.
    if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  }

  async function writeVia(key: string, write: (tmp: string) => Promise<void>) {
    const target = fileOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, randomBytes(12).toString('hex'));
    try {
      await write(tmp);
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  return {
    kind: 'local',
    put: (key, body) => writeVia(key, (tmp) => writeFile(tmp, body, { flag: 'wx' })),
    putStream: (key, body) =>
      writeVia(key, (tmp) => pipeline(body, createWriteStream(tmp, { flags: 'wx' }))),
    async size(key) {
      try {
        const s = await stat(fileOf(key));
        return s.isFile() ? s.size : null;
      } catch {
        return null;
      }
    },
    async read(key, range?: ByteRange): Promise<Readable | null> {
      const file = fileOf(key);
      try {
        if (!(await stat(file)).isFile()) return null;
      } catch {
        return null;
      }
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
      await stat(root);
    },
  };
}
