import { serializeFrame } from '../../lib/stomp/serialize';
import type { BrokerMessage } from './broker';

const JSON_CONTENT_TYPE = 'application/json;charset=utf-8';

/** What a MESSAGE frame names of the subscription it is sent for. */
export interface SubscriptionHeaders {
  id: string;
  /** What the client subscribed to (a user queue's client form, not the broker's per-user form). */
  destination: string;
  ack: string;
}

/**
 * MESSAGE frames as text, per broker message and per (subscription id, ack mode). Every session
 * subscribed to a topic gets the same message object; sessions of the web app all name their first
 * subscription `sub-0`, so a fan-out to thousands of sessions serialises a handful of frames
 * instead of one each (bench/realtime.ts). The message-id is the broker's id (unique across
 * instances) with the subscription id, so it is unique within the session that may ACK it.
 */
const messageFrames = new WeakMap<BrokerMessage, Map<string, string>>();

export function messageFrame(message: BrokerMessage, subscription: SubscriptionHeaders): string {
  let frames = messageFrames.get(message);
  if (!frames) {
    frames = new Map();
    messageFrames.set(message, frames);
  }
  const key = `${subscription.ack}\n${subscription.id}`;
  let text = frames.get(key);
  if (text === undefined) {
    const messageId = `${message.id}-${subscription.id}`;
    text = serializeFrame({
      command: 'MESSAGE',
      headers: {
        // What the client subscribed to (a user queue's broker form names the user id).
        destination: subscription.destination,
        subscription: subscription.id,
        'message-id': messageId,
        ack: subscription.ack === 'auto' ? undefined : messageId,
        'content-type': JSON_CONTENT_TYPE,
      },
      body: message.body,
    });
    frames.set(key, text);
  }
  return text;
}
