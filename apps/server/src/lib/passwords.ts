import { hash, verify } from '@node-rs/argon2';
import { createPasswordQueue, type PasswordLane } from './password-queue';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Two hashes at a time per process (the machine this runs on has two cores; more at once only
 * makes each slower), taken by lane (lib/password-queue.ts).
 */
const queue = createPasswordQueue(2);

export function hashPassword(password: string, lane: PasswordLane = 'normal'): Promise<string> {
  return queue.run(lane, () => hash(password, options));
}

// Verified when the e-mail is unknown, so that a wrong e-mail costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

/** Checks a password; with no stored hash it still does the same work and answers false. */
export async function verifyPassword(
  stored: string | null,
  password: string,
  lane: PasswordLane = 'normal',
): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash('dummy-password-for-timing', options);
    const dummy = await dummyHash;
    await queue.run(lane, () => verify(dummy, password)).catch(() => false);
    return false;
  }
  return queue.run(lane, () => verify(stored, password)).catch(() => false);
}
