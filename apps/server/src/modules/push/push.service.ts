import { createECDH } from 'node:crypto';
import type { PushSubscriptionBody } from '@myeolgong/contract/push';
import { pushMessages as m } from '@myeolgong/contract/push';
import { badRequest } from '../../lib/errors';
import type { Resolver } from '../../lib/safe-fetch';
import type { Viewer } from '../../lib/viewer';
import { checkPushEndpoint } from './push-endpoint';
import type { PushRepository } from './push.repository';

/** Devices one member may have push on for (a phone, a tablet, a few browsers). */
const SUBSCRIPTIONS_MAX = 20;

/** Whether `p256dh` is a point on P-256, so that encrypting to it can work. */
function isP256Point(p256dh: string): boolean {
  try {
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/** CONTRACT.md 'Push and install': the member's devices that get Web Push. */
export function pushService(deps: {
  repository: Pick<PushRepository, 'subscribe' | 'unsubscribe' | 'countFor' | 'hasEndpoint'>;
  publicKey: string;
  allowHosts: readonly string[];
  resolver?: Resolver;
}) {
  return {
    publicKey: () => ({ publicKey: deps.publicKey }),

    /** Every rule before anything is stored: https, public, real keys, at most 20 devices. */
    async subscribe(viewer: Viewer, body: PushSubscriptionBody) {
      await checkPushEndpoint(body.endpoint, deps.allowHosts, deps.resolver);
      if (!isP256Point(body.keys.p256dh)) throw badRequest(m.keysInvalid);
      const endpoint = body.endpoint;
      const known = await deps.repository.hasEndpoint(viewer.id, endpoint);
      if (!known && (await deps.repository.countFor(viewer.id)) >= SUBSCRIPTIONS_MAX) {
        throw badRequest(m.tooMany);
      }
      await deps.repository.subscribe(viewer.id, endpoint, body.keys.p256dh, body.keys.auth);
    },

    /** Removing what is not there (again, or another member's) is no error: 204 either way. */
    async unsubscribe(viewer: Viewer, endpoint: string) {
      await deps.repository.unsubscribe(viewer.id, endpoint);
    },
  };
}

export type PushService = ReturnType<typeof pushService>;
