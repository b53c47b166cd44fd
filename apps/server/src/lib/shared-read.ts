/**
 * Reads of the same key at the same moment share one call of `read`: while one is in flight, the
 * next callers get its promise; a call after it settled reads again. For hot single-row reads
 * (50 viewers of one post asking for its count at once), not a cache.
 */
export function sharedReads<K, V>(read: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const inFlight = new Map<K, Promise<V>>();
  return (key) => {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = read(key).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}
