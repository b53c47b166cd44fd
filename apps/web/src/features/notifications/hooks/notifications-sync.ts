/**
 * Keeps the notification queries of every open tab in step: a tab that marks notifications read
 * tells the others (BroadcastChannel), which refetch. New notifications reach every tab by itself
 * through its own real-time subscription.
 */
const CHANNEL = 'myeolgong-notifications';

let channel: BroadcastChannel | null = null;
function open(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(CHANNEL);
  return channel;
}

export function announceNotificationsChanged(): void {
  open()?.postMessage('changed');
}

/** Calls `listener` when another tab changed the member's notifications. */
export function onNotificationsChanged(listener: () => void): () => void {
  const target = open();
  if (!target) return () => undefined;
  const handler = () => listener();
  target.addEventListener('message', handler);
  return () => target.removeEventListener('message', handler);
}
