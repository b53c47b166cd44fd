import { createECDH } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The server's VAPID key pair (RFC 8292), base64url: an uncompressed P-256 point and its scalar. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const FILE = 'vapid.json';

/** A new P-256 key pair in the form web-push and PushManager.subscribe take. */
function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // The scalar is 32 bytes; a leading zero byte is dropped by getPrivateKey: put it back.
  const privateKey = Buffer.alloc(32);
  const scalar = ecdh.getPrivateKey();
  scalar.copy(privateKey, 32 - scalar.length);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}

function parse(text: string): VapidKeys | null {
  try {
    const value = JSON.parse(text) as Partial<VapidKeys>;
    if (typeof value.publicKey === 'string' && typeof value.privateKey === 'string') {
      return { publicKey: value.publicKey, privateKey: value.privateKey };
    }
  } catch {
    // A damaged file: treated as none below, and refused rather than overwritten.
  }
  return null;
}

/**
 * The VAPID keys kept in DATA_DIR/vapid.json, made (random, owner-readable only) the first time,
 * like the sign-in secret (lib/secrets.ts): subscriptions stay valid across restarts, and several
 * instances on one DATA_DIR share the keys. A database on another machine shares them only through
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (docs/operations.md 'Web Push').
 */
export async function persistentVapidKeys(dataDir: string): Promise<VapidKeys> {
  const file = path.join(dataDir, FILE);
  try {
    const existing = parse(await readFile(file, 'utf8'));
    if (existing) return existing;
    throw new Error(`${file}: VAPID 키 파일을 읽을 수 없습니다. 고치거나 지운 뒤 다시 시작하세요.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const keys = generateVapidKeys();
  try {
    await writeFile(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (error) {
    // Another server on the same folder wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = parse(await readFile(file, 'utf8'));
    if (!theirs) throw error;
    return theirs;
  }
}
