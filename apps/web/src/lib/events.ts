import { useEffect, useEffectEvent } from 'react';

/** Window events the screens use to ask each other for a refresh (SPEC.md §4). */
export const appEvents = {
  boardRefreshRequested: 'boardRefreshRequested',
} as const;

export type AppEvent = (typeof appEvents)[keyof typeof appEvents];

export function emitAppEvent(name: AppEvent): void {
  window.dispatchEvent(new Event(name));
}

export function useAppEvent(name: AppEvent, handler: () => void): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    const listener = () => onEvent();
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [name]);
}
