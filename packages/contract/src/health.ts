import { z } from 'zod';

export const Health = z.object({ status: z.literal('ok') });
export const Readiness = z.object({
  /** draining: the instance is shutting down; balancers stop sending it new requests. */
  status: z.enum(['ready', 'unavailable', 'draining']),
  database: z.enum(['up', 'down']),
});
