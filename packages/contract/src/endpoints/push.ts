// Kept free of zod at run time: the web app imports it (every import here is a type).
import type { PushKey, PushSubscriptionBody, PushUnsubscribeBody } from '../push';
import { DELETE, GET, POST } from '../endpoint';

/** The server's VAPID public key, for PushManager.subscribe's applicationServerKey. */
export const pushKey = GET('/api/push/key', {} as { res: PushKey });
/** 201: this device's subscription, for the signed-in member (the last to subscribe owns it). */
export const pushSubscribe = POST(
  '/api/push/subscriptions',
  {} as { body: PushSubscriptionBody; res: void },
);
/** 204, also when there was none. */
export const pushUnsubscribe = DELETE(
  '/api/push/subscriptions',
  {} as { body: PushUnsubscribeBody; res: void },
);
