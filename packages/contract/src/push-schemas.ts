// zod schemas of the push calls, for the server routes and the OpenAPI document.
import { z } from 'zod';
import {
  PUSH_ENDPOINT_MAX,
  pushMessages as m,
  type PushKey as PushKeyType,
  type PushSubscriptionBody as PushSubscriptionBodyType,
  type PushUnsubscribeBody as PushUnsubscribeBodyType,
} from './push';

export const PushKey = z
  .object({ publicKey: z.string() })
  .meta({ id: 'PushKey' }) satisfies z.ZodType<PushKeyType>;

const Endpoint = z
  .string({ error: m.endpointInvalid })
  .trim()
  .min(1, { error: m.endpointInvalid })
  .max(PUSH_ENDPOINT_MAX, { error: m.endpointInvalid })
  .describe('The push service address of the browser (https, public)');

/** base64url of `bytes` bytes (padding allowed, as some browsers send it). */
const base64url = (bytes: number) =>
  z
    .string({ error: m.keysInvalid })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: m.keysInvalid })
    .refine((s) => s.replace(/=+$/, '').length === Math.ceil((bytes * 4) / 3), {
      error: m.keysInvalid,
    });

export const PushSubscriptionBody = z
  .object({
    endpoint: Endpoint,
    keys: z.object(
      {
        /** The browser's uncompressed P-256 public key (65 bytes). */
        p256dh: base64url(65),
        /** The authentication secret (16 bytes). */
        auth: base64url(16),
      },
      { error: m.keysInvalid },
    ),
  })
  .meta({ id: 'PushSubscriptionBody' }) satisfies z.ZodType<PushSubscriptionBodyType>;

export const PushUnsubscribeBody = z
  .object({ endpoint: Endpoint })
  .meta({ id: 'PushUnsubscribeBody' }) satisfies z.ZodType<PushUnsubscribeBodyType>;
