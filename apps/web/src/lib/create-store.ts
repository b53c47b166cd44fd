import { useSyncExternalStore } from 'react';

/**
 * A tiny observable value for state that code outside React also reads and writes.
 *
 * `serverValue` is what the server renders (default: `initial`). A page the server rendered is
 * hydrated with it (useSyncExternalStore's server snapshot), so that React adopts the server's
 * markup; React then renders again with the browser's value. A store whose initial value comes
 * from the browser (storage: the session, the theme, the watch list) must give the value a
 * visitor's page was rendered with.
 */
export function createStore<T>(initial: T, serverValue: T = initial) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    getServer: () => serverValue,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type Store<T> = ReturnType<typeof createStore<T>>;

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.getServer);
}
