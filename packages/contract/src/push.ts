// Kept free of zod: the web app imports these types and messages (the switch in the notification
// settings, the service worker). The zod schemas for the server routes are in ./push-schemas.ts.

/** GET /api/push/key: the server's VAPID public key (base64url, an uncompressed P-256 point). */
export interface PushKey {
  publicKey: string;
}

/** POST /api/push/subscriptions: a browser's PushSubscription as `toJSON()` gives it. */
export interface PushSubscriptionBody {
  /** The push service's https address for this browser. */
  endpoint: string;
  keys: {
    /** The browser's P-256 public key, base64url (RFC 8291 `ua_public`). */
    p256dh: string;
    /** The 16-byte authentication secret, base64url. */
    auth: string;
  };
}

/** DELETE /api/push/subscriptions. */
export interface PushUnsubscribeBody {
  endpoint: string;
}

/**
 * What each push carries, encrypted (RFC 8291): the service worker shows `title` and `body`, and
 * a click opens `url` (a path of the site). `tag` names what it is about, so a grouped like that
 * grows replaces its earlier push instead of adding another.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The longest endpoint accepted (push services use a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 2048;

/** The Korean messages of the push API. */
export const pushMessages = {
  endpointInvalid: '푸시 알림 주소가 올바르지 않습니다.',
  endpointNotHttps: '푸시 알림 주소는 https 주소여야 합니다.',
  endpointPrivate: '공개 인터넷 주소가 아닌 푸시 알림 주소는 쓸 수 없습니다.',
  keysInvalid: '푸시 알림 키가 올바르지 않습니다.',
  tooMany:
    '푸시 알림을 받을 기기는 20대까지 등록할 수 있습니다. 다른 기기의 알림을 끄고 다시 시도해 주세요.',
} as const;
